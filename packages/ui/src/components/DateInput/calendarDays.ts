import { addBusinessDays, businessDay, readDateText } from '@bq/validators';

/**
 * The calendar's days as `YYYY-MM-DD` and arithmetic on their own numbers (no instant, no zone, no
 * date library: dayjs alone was 7 KB of the library's 80 KB budget). Month and weekday come from
 * `Date.UTC` of the written numbers, which is calendar arithmetic, never the UTC date of an instant.
 */
export type Day = string;

function parts(day: Day): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const addDays = (day: Day, n: number): Day => addBusinessDays(day, n);

/** The same day `n` months later; a day the month lacks becomes its last (Mar 31 → Feb 28). */
export function addMonths(day: Day, n: number): Day {
  const [y, m, d] = parts(day);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(day: Day): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const startOfMonth = (day: Day): Day => `${day.slice(0, 8)}01`;
export const sameMonth = (a: Day, b: Day): boolean => a.slice(0, 7) === b.slice(0, 7);

/** Spec §9's MM/DD/YYYY. */
export function displayOf(day: Day): string {
  const [y, m, d] = parts(day);
  return `${pad(m)}/${pad(d)}/${pad(y, 4)}`;
}

/** Local midnight of the day: what the text formatters (Intl, a consumer's dayjs) are given. */
export function dateOf(day: Day): Date {
  const [y, m, d] = parts(day);
  const date = new Date(y, m - 1, d);
  // Years 0–99 would read as 19xx; the written year is meant.
  date.setFullYear(y);
  return date;
}

// An ISO timestamp: with a zone (Z, ±hh:mm) it is an instant; without one, a wall-clock reading.
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The day a given value names, or null: a typed date in any form `readDateText` reads; a Date, or
 * an ISO timestamp with a zone, on the business calendar (California, as every business date); a
 * timestamp without a zone by its written date.
 */
export function dayOf(value: Date | string): Day | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : businessDay(value);
  const text = value.trim();
  const read = readDateText(text);
  if (read.ok) return read.iso;
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const [, date = '', hh = '', mm = '', ss = '00', fraction = '', zone = ''] = m;
  const written = readDateText(date);
  if (!written.ok || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  if (zone === '') return written.iso;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  const at = new Date(`${date}T${hh}:${mm}:${ss}.${ms}${offset}`);
  return Number.isNaN(at.getTime()) ? null : businessDay(at);
}
