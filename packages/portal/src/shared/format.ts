import { businessWallClock, businessZoneName, DATE_FORMAT, MONTH_NAMES } from '@bq/validators';
import dayjs from 'dayjs';

/** Server timestamps shown to staff: the spec's date format plus the time, in local time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid() ? value.format(`${DATE_FORMAT} HH:mm`) : '';
}

/**
 * A class's time, in California with its zone's name (`01/11/2027 18:00 PST`): a course is held
 * there, and a reader elsewhere (or a browser set to UTC) must not see 02:00.
 */
export function formatBusinessTime(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${wallText(at)} ${businessZoneName(at)}`;
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
