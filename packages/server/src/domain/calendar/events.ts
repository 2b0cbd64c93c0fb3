import type { CalendarEvent } from '@bq/contract';
import { and, asc, gt, lt, or, sql } from 'drizzle-orm';
import {
  BUSINESS_TZ,
  businessDay,
  businessDayEndSql,
  businessDayStartSql,
} from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { officeEvents } from '../../db/schema-calendar.js';
import { decidableDueByDay } from '../applications/due.js';
import type { Decider } from '../applications/queue.js';
import { type CaseKeyDates, KEY_DATES, type KeyDate, keyDatesOf } from '../cases/key-dates.js';
import { sessionsOf } from '../institute/sessions-of.js';
import { licenceExpiryOf } from '../people/license.js';
import { APPROVALS_LINK, calendarLink, caseLink, courseLink, PERSONAL_LINK } from './links.js';

/** Every UID ends in this, so a subscriber's calendar never mixes ours with another feed's. */
const UID_DOMAIN = '@calendar.bq-portal';

const KEY_DATE_KIND: Readonly<Record<KeyDate, CalendarEvent['kind']>> = {
  acceptanceDate: 'acceptance',
  contingencyRemovalDate: 'contingencyRemoval',
  closeOfEscrowDate: 'closeOfEscrow',
};
const KEY_DATE_TITLE: Readonly<Record<KeyDate, string>> = {
  acceptanceDate: 'Acceptance',
  contingencyRemovalDate: 'Contingency removal',
  closeOfEscrowDate: 'Close of escrow',
};

const whole = (day: string) => ({
  allDay: true,
  startDate: day,
  endDate: day,
  startsAt: null,
  endsAt: null,
  timeZone: null,
});

function caseEvents(c: CaseKeyDates, from: string, to: string): CalendarEvent[] {
  const where = [c.street, c.unit].filter(Boolean).join(' ') || c.caseNo;
  return KEY_DATES.flatMap((field) => {
    const day = c[field];
    if (!day || day < from || day > to) return [];
    return [
      {
        // The date is not in the UID: a moved closing is the same event at a new SEQUENCE.
        uid: `case-${c.id}-${KEY_DATE_KIND[field]}${UID_DOMAIN}`,
        kind: KEY_DATE_KIND[field],
        title: `${KEY_DATE_TITLE[field]}: ${where}`,
        location: [where, c.city].filter(Boolean).join(', '),
        description: `Case ${c.caseNo}`,
        ...whole(day),
        sequence: c.version,
        link: caseLink(c),
        officeEventId: null,
      },
    ];
  });
}

/** The office-wide events overlapping `from`..`to`. */
async function officeEventsIn(db: Db | Tx, from: string, to: string): Promise<CalendarEvent[]> {
  const found = await db
    .select()
    .from(officeEvents)
    .where(
      or(
        and(sql`${officeEvents.startsOn} <= ${to}`, sql`${officeEvents.endsOn} >= ${from}`),
        and(
          lt(officeEvents.startsAt, businessDayEndSql(to)),
          gt(officeEvents.endsAt, businessDayStartSql(from)),
        ),
      ),
    )
    .orderBy(asc(officeEvents.id))
    .limit(2000);
  return found.map((e) => ({
    uid: `office-${e.id}${UID_DOMAIN}`,
    kind: 'office' as const,
    title: e.title,
    location: e.location,
    description: e.description,
    allDay: e.allDay,
    startDate: e.startsOn,
    endDate: e.endsOn,
    startsAt: e.startsAt?.toISOString() ?? null,
    endsAt: e.endsAt?.toISOString() ?? null,
    timeZone: e.allDay ? null : BUSINESS_TZ,
    sequence: e.sequence,
    link: calendarLink(e.startsOn ?? from),
    officeEventId: e.id,
  }));
}

/**
 * What concerns a person between two business dates (inclusive): the key dates of their own
 * cases, the course sessions they teach or attend, the approvals they may decide that fall due
 * (one event a day with the count: an approver's queue holds hundreds), their licence's expiry
 * and the office-wide events. Each area is read through its own domain module. Sorted by start.
 */
export async function eventsFor(
  db: Db | Tx,
  who: Decider,
  now: Date,
  from: string,
  to: string,
): Promise<CalendarEvent[]> {
  const [keyDates, sessions, due, licence, office] = await Promise.all([
    keyDatesOf(db, who.userId, from, to),
    sessionsOf(db, who.userId, from, to),
    // Asked of everyone: a delegate decides without holding the step's module.
    decidableDueByDay(db, who, now, from, to),
    licenceExpiryOf(db, who.userId, from, to),
    officeEventsIn(db, from, to),
  ]);
  const events: CalendarEvent[] = [
    ...keyDates.flatMap((c) => caseEvents(c, from, to)),
    ...sessions.map((s) => ({
      uid: `session-${s.sessionId}${UID_DOMAIN}`,
      kind: 'courseSession' as const,
      title: s.teaches ? `Teaching: ${s.title}` : s.title,
      location: s.place,
      description: s.online ? 'Online course session' : 'Course session',
      allDay: false,
      startDate: null,
      endDate: null,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      timeZone: BUSINESS_TZ,
      sequence: s.version,
      link: courseLink(s),
      officeEventId: null,
    })),
    ...due.map(({ day, count }) => ({
      uid: `approvals-due-${day}${UID_DOMAIN}`,
      kind: 'approvalsDue' as const,
      title: `${count} approval${count === 1 ? '' : 's'} due`,
      location: '',
      description: 'Applications waiting for your decision that fall due this day',
      ...whole(day),
      sequence: 0,
      link: APPROVALS_LINK,
      officeEventId: null,
    })),
    ...(licence
      ? [
          {
            // The date is in the UID: a renewed licence is a new expiry, not a moved one.
            uid: `licence-${licence.agentId}-${licence.expiresOn}${UID_DOMAIN}`,
            kind: 'licenceExpiry' as const,
            title: `Licence ${licence.licenseNo} expires`,
            location: '',
            description: 'Renew your real-estate licence before this day',
            ...whole(licence.expiresOn),
            sequence: 0,
            link: PERSONAL_LINK,
            officeEventId: null,
          },
        ]
      : []),
    ...office,
  ];
  return events.sort(
    (a, b) => startKey(a).localeCompare(startKey(b)) || a.uid.localeCompare(b.uid),
  );
}

/** By business day; a day's whole-day events before its timed ones, those by their start. */
const startKey = (e: CalendarEvent) =>
  e.allDay ? `${e.startDate} 0` : `${businessDay(new Date(e.startsAt ?? 0))} 1 ${e.startsAt}`;
