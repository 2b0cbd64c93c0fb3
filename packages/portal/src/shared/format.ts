import { businessWallClock, businessZoneName, DATE_FORMAT, MONTH_NAMES } from '@bq/validators';
import dayjs from 'dayjs';

/**
 * Every date-time shown (an order's history, a case's update, a class): in California with its
 * zone's name (`12/01/2026 16:13 PST`). The business runs there; a browser set to UTC or New York
 * must not show another day or an unlabelled hour beside a deadline that is in business time.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const at = instant(iso);
  return at ? `${wallText(at)} ${businessZoneName(at)}` : '';
}

/**
 * A deadline such as "pay by": the server stores it as the first instant that is too late (the
 * midnight after the last day), so it reads as the end of that last day, `12/04/2026 11:59 PM
 * PST`, never as `12/05/2026 00:00`, which people take for the morning of the 5th.
 */
export function formatDeadline(iso: string | null | undefined): string {
  const at = instant(iso);
  if (!at) return '';
  const wall = businessWallClock(at);
  if (!wall.endsWith('T00:00')) return formatDateTime(iso);
  const last = new Date(at.getTime() - 60_000);
  return `${dayjs(businessWallClock(last)).format(DATE_FORMAT)} 11:59 PM ${businessZoneName(last)}`;
}

function instant(iso: string | null | undefined): Date | null {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** A session from start to end, the end's date written only when it is another day. */
export function formatSessionSpan(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const [from, to] = [wallText(start), wallText(end)];
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${from}–${sameDay ? to.slice(11) : to} ${businessZoneName(end)}`;
}

/**
 * A report's month as charts and captions name it: '2026-03' → 'Mar 2026' (en-US short month).
 * Written from a table, not `toLocaleString`: that built a time-zone formatter per label, about
 * a tenth of a second of the dashboard's first render.
 */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return name && year ? `${name.slice(0, 3)} ${year}` : month;
}

const wallText = (at: Date) => dayjs(businessWallClock(at)).format(`${DATE_FORMAT} HH:mm`);

export { formatMoney } from './money';
