import { z } from 'zod';
import { CALENDAR_EVENT_KINDS, CALENDAR_MAX_DAYS, calendarMeta } from '../meta/calendar.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCallOf } from './define.js';
import { bool, day, id, int, line, nothing, plain } from './fields.js';
import { moment } from './institute.js';

const L = FIELD_LIMITS.calendar;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * One event. A whole-day one (a case's key date, a licence's expiry) has business dates
 * (`startDate`..`endDate`, inclusive) and no zone; a timed one (a course session) has two
 * instants and the zone it is held in. `link` is the portal page it opens (a hash route).
 */
export const calendarEvent = z.object({
  /** Stable across reads and feeds: the feed's UID. */
  uid: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  allDay: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** The feed's SEQUENCE: grows when the event's source is edited. */
  sequence: z.int(),
  link: z.string(),
  /** An office-wide event's id, for its editor; null for the others. */
  officeEventId: z.int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const eventsRequest = z.object({ from: day(), to: day() }).superRefine((v, ctx) => {
  const days = daysBetween(v.from, v.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (days >= CALENDAR_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be within ${CALENDAR_MAX_DAYS} days of from`,
    });
});

const feedAnswer = z.object({
  /** The full address, shown once: only its hash is kept. */
  url: z.string(),
  createdAt: z.string(),
});

export const officeEventRequest = z
  .object({
    id: id().optional(),
    /** The `sequence` the editor read; required with `id`. */
    sequence: int({ min: 0, max: 2_147_483_647 }).optional(),
    title: line(L.title, 1),
    description: plain(L.description).optional().default(''),
    location: line(L.location).optional().default(''),
    allDay: bool(),
    /** Whole-day events: business dates, inclusive. */
    startDate: day().nullable().optional().default(null),
    endDate: day().nullable().optional().default(null),
    /** Timed events: instants with their offset (the portal reads a California wall clock). */
    startsAt: moment().nullable().optional().default(null),
    endsAt: moment().nullable().optional().default(null),
  })
  .superRefine((v, ctx) => {
    const need = (path: 'startDate' | 'endDate' | 'startsAt' | 'endsAt') => {
      if (v[path] === null) ctx.addIssue({ code: 'custom', path: [path], message: 'is required' });
    };
    if (v.id !== undefined && v.sequence === undefined)
      ctx.addIssue({ code: 'custom', path: ['sequence'], message: 'is required' });
    if (v.allDay) {
      need('startDate');
      need('endDate');
      if (v.startDate && v.endDate && v.endDate < v.startDate)
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: 'must not be before the start',
        });
    } else {
      need('startsAt');
      need('endsAt');
      if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    }
  });

export const calendar = {
  events: defineCallOf(
    calendarMeta.events,
    eventsRequest,
    z.object({
      events: z.array(calendarEvent),
      /** Whether the caller may add and change office-wide events (buttons from the answer). */
      mayManageOffice: z.boolean(),
    }),
  ),
  feedStatus: defineCallOf(
    calendarMeta.feedStatus,
    z.object({}).strip(),
    z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
  ),
  renewFeed: defineCallOf(calendarMeta.renewFeed, z.object({}).strip(), feedAnswer),
  revokeFeed: defineCallOf(calendarMeta.revokeFeed, z.object({}).strip(), nothing()),
  saveOfficeEvent: defineCallOf(
    calendarMeta.saveOfficeEvent,
    officeEventRequest,
    z.object({ id: z.int(), sequence: z.int() }),
  ),
  removeOfficeEvent: defineCallOf(
    calendarMeta.removeOfficeEvent,
    z.object({ id: id() }),
    nothing(),
  ),
};
