import type { CalendarEvent } from '@bq/contract';
import { BUSINESS_TZ, businessWallClock } from '../../clock/business-clock.js';
import { foldLine, icsEscape, icsTime } from '../../institute/ics.js';
import { addDays } from './days.js';

/**
 * A person's feed as iCalendar text (RFC 5545, with RFC 7986's REFRESH-INTERVAL): pure, so it is
 * tested on its own. Whole-day events are `VALUE=DATE` (a close of escrow is a day, not an
 * instant, in every zone the phone is in); timed ones carry `TZID=America/Los_Angeles` with the
 * zone's VTIMEZONE, so a session at 10:00 in San Francisco stays 10:00 there when daylight saving
 * moves. Folding (75 octets) and TEXT escaping are the institute writer's, tested there.
 */

/** The US rules since 2007 (second Sunday of March, first Sunday of November). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BUSINESS_TZ}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** `2027-06-15` → `20270615` (DATE, §3.3.4). */
const icsDate = (day: string) => day.replace(/-/g, '');

/** A California wall-clock time, `YYYYMMDDTHHMMSS` for a `TZID` property (§3.3.5 form #3). */
const localTime = (iso: string) => `${businessWallClock(new Date(iso)).replace(/[-:]/g, '')}00`;

function eventLines(e: CalendarEvent, stamp: string, base: string): string[] {
  const when =
    e.allDay && e.startDate && e.endDate
      ? [
          `DTSTART;VALUE=DATE:${icsDate(e.startDate)}`,
          `DTEND;VALUE=DATE:${icsDate(addDays(e.endDate, 1))}`,
          // A day's deadline does not make the person busy all day.
          'TRANSP:TRANSPARENT',
        ]
      : [
          `DTSTART;TZID=${BUSINESS_TZ}:${localTime(e.startsAt ?? '')}`,
          `DTEND;TZID=${BUSINESS_TZ}:${localTime(e.endsAt ?? '')}`,
        ];
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${e.sequence}`,
    ...when,
    `SUMMARY:${icsEscape(e.title)}`,
  ];
  if (e.location) lines.push(`LOCATION:${icsEscape(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${icsEscape(e.description)}`);
  // URL is a URI value (§3.8.4.6), not TEXT: never escaped, only folded.
  lines.push(`URL:${base}/#${e.link}`, `CATEGORIES:${e.kind}`, 'END:VEVENT');
  return lines;
}

export function feedText(
  events: readonly CalendarEvent[],
  opts: { name: string; now: Date; portalBase: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BQ Realty//Portal Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${icsEscape(opts.name)}`,
    `X-WR-CALNAME:${icsEscape(opts.name)}`,
    `X-WR-TIMEZONE:${BUSINESS_TZ}`,
    // RFC 7986 §5.7 and its older, widely read twin: ask subscribers to re-read hourly.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
  ];
  const stamp = icsTime(opts.now);
  for (const e of events) lines.push(...eventLines(e, stamp, opts.portalBase));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
