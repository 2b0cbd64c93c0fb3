import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The calendar (docs/decisions/calendar.md, "Calendar"): the spec's `/calendar/index`
 * page has no calls of its own, so these are ours, named in the spec's style. Reading is for
 * whoever holds the page; office-wide events are written by administrators (user management).
 */
const page = { modules: [MODULE_IDS['calendar/index']] } as const;
const admin = { modules: [MODULE_IDS['userroles/usermgt']] } as const;

/** What an event on the calendar is; its colour and its link follow from it. */
export const CALENDAR_EVENT_KINDS = [
  'acceptance',
  'contingencyRemoval',
  'closeOfEscrow',
  'courseSession',
  'approvalsDue',
  'licenceExpiry',
  'office',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** The widest span one `events` call answers (a month view shows six weeks). */
export const CALENDAR_MAX_DAYS = 92;

/** The feed's path; the secret and `.ics` follow. Outside the call envelope (a calendar app reads it). */
export const CALENDAR_FEED_PATH = '/api/calendar/feed/';

export const calendarMeta = {
  /** What concerns the caller between two business dates. */
  events: meta('bq/calendar/events', page),
  /** Whether the caller has a feed address, and since when (its secret is never shown again). */
  feedStatus: meta('bq/calendar/feedStatus', page),
  /** Makes the caller's feed address, ending the one before; the answer is the only time it shows. */
  renewFeed: meta('bq/calendar/renewFeed', page),
  /** Ends the caller's feed address. */
  revokeFeed: meta('bq/calendar/revokeFeed', page),
  /** Adds an office-wide event (no `id`) or changes one (with `id` and the `sequence` read). */
  saveOfficeEvent: meta('bq/calendar/saveOfficeEvent', admin, 'json'),
  removeOfficeEvent: meta('bq/calendar/removeOfficeEvent', admin),
};
