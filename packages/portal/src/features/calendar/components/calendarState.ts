import type { CalendarEvent } from '@bq/contract';
import {
  addBusinessDays as addDays,
  businessDay,
  businessWallClock,
  MONTH_NAMES,
} from '@bq/validators';

/**
 * The calendar page's state is its address (`?view=month&date=2027-06-15`): a reload, a shared
 * link or Back shows the same weeks. Pure, so it is tested without a browser; dates are business
 * dates (`YYYY-MM-DD`, California) and the arithmetic is on the date's own numbers.
 */

export const VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarViewName = (typeof VIEWS)[number];
export const VIEW_LABELS: Readonly<Record<CalendarViewName, string>> = {
  month: 'Month',
  week: 'Week',
  agenda: 'Agenda',
};

/** FullCalendar's view for each of ours: the agenda lists the month. */
export const LIBRARY_VIEWS: Readonly<Record<CalendarViewName, string>> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  agenda: 'listMonth',
};

export interface CalendarPlace {
  view: CalendarViewName;
  date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Sunday 0 … Saturday 6 of a date (the calendars start their weeks on Sunday). */
const weekday = (day: string) => {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

function lastOfMonth(day: string): string {
  const [y, m] = parts(day);
  return iso(Date.UTC(y, m, 0));
}

function isRealDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [y, m, d] = parts(text);
  return iso(Date.UTC(y, m - 1, d)) === text && y >= 2000 && y <= 2099;
}

/** The place the address names; a missing or unreadable part falls back to this month, today. */
export function placeOf(search: URLSearchParams, today = businessDay(new Date())): CalendarPlace {
  const view = search.get('view');
  const date = search.get('date') ?? '';
  return {
    view: (VIEWS as readonly string[]).includes(view ?? '') ? (view as CalendarViewName) : 'month',
    date: isRealDay(date) ? date : today,
  };
}

/**
 * The business dates a view shows (inclusive), which is what the page asks the server for: a
 * month view's six weeks from the Sunday on or before the 1st, a week from its Sunday, the
 * agenda's month.
 */
export function rangeOf({ view, date }: CalendarPlace): { from: string; to: string } {
  if (view === 'week') {
    const from = addDays(date, -weekday(date));
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: firstOfMonth(date), to: lastOfMonth(date) };
  const first = firstOfMonth(date);
  const from = addDays(first, -weekday(first));
  return { from, to: addDays(from, 41) };
}

/** The place one step back (-1) or on (+1): a month or a week. */
export function stepped({ view, date }: CalendarPlace, direction: -1 | 1): CalendarPlace {
  if (view === 'week') return { view, date: addDays(date, 7 * direction) };
  const [y, m] = parts(date);
  return { view, date: iso(Date.UTC(y, m - 1 + direction, 1)) };
}

/** The heading of a place: "June 2027", or a week's "May 30 – June 5, 2027". */
export function titleOf(place: CalendarPlace): string {
  const [y, m] = parts(place.date);
  if (place.view !== 'week') return `${MONTH_NAMES[m - 1]} ${y}`;
  const { from, to } = rangeOf(place);
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  if (fy !== ty) return `${MONTH_NAMES[fm - 1]} ${fd}, ${fy} – ${MONTH_NAMES[tm - 1]} ${td}, ${ty}`;
  if (fm !== tm) return `${MONTH_NAMES[fm - 1]} ${fd} – ${MONTH_NAMES[tm - 1]} ${td}, ${ty}`;
  return `${MONTH_NAMES[fm - 1]} ${fd} – ${td}, ${ty}`;
}

export const searchOf = (place: CalendarPlace) => ({ view: place.view, date: place.date });

/** Colours by kind, from the design system's tokens (passed in, so this stays pure). */
export type KindColours = Readonly<Record<CalendarEvent['kind'], { bg: string; text: string }>>;

/**
 * One event as the library takes it. Timed events are given as California wall-clock times in a
 * calendar that runs in UTC, so they show at the hour they are held wherever the browser is; a
 * whole-day event ends the day after its last (the library's end is exclusive).
 */
export function libraryEvent(e: CalendarEvent, colours: KindColours) {
  const colour = colours[e.kind];
  const times =
    e.allDay && e.startDate && e.endDate
      ? { allDay: true, start: e.startDate, end: addDays(e.endDate, 1) }
      : {
          allDay: false,
          start: `${businessWallClock(new Date(e.startsAt ?? 0))}:00`,
          end: `${businessWallClock(new Date(e.endsAt ?? 0))}:00`,
        };
  return {
    id: e.uid,
    title: e.title,
    ...times,
    url: `#${e.link}`,
    backgroundColor: colour.bg,
    borderColor: colour.bg,
    textColor: colour.text,
    extendedProps: { link: e.link, kind: e.kind },
  };
}

/** "Now" for the library's today marker: California's wall clock in the UTC calendar. */
export const libraryNow = () => `${businessWallClock(new Date())}:00`;
