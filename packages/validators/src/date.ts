import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** Spec §9: display format of every date. */
export const DATE_FORMAT = 'MM/DD/YYYY';

/**
 * Date-only forms, parsed strictly as local calendar dates (never through UTC). Read by the two
 * patterns below rather than dayjs's customParseFormat plugin, which cost every consumer ~4 KB of
 * script for these five fixed forms.
 */
export const DATE_INPUT_FORMATS = [
  'MM/DD/YYYY',
  'M/D/YYYY',
  'MM/D/YYYY',
  'M/DD/YYYY',
  'YYYY-MM-DD',
] as const;

export type DateInput = string | number | Date | Dayjs | null | undefined;

const SLASHED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a written calendar date, or null when that day does not exist. */
function localDay(year: string, month: string, day: string): Dayjs | null {
  const [y, m, d] = [Number(year), Number(month) - 1, Number(day)];
  const date = new Date(y, m, d);
  // Date rolls 02/30 over into March and reads years 0–99 as 19xx: neither is the written day.
  if (date.getFullYear() !== y || date.getMonth() !== m || date.getDate() !== d) return null;
  return dayjs(date);
}

/** A text in one of {@link DATE_INPUT_FORMATS}, or null. */
function parseDateOnly(text: string): Dayjs | null {
  const slashed = SLASHED_DATE.exec(text);
  if (slashed) return localDay(slashed[3] ?? '', slashed[1] ?? '', slashed[2] ?? '');
  const iso = ISO_DATE.exec(text);
  return iso ? localDay(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '') : null;
}

const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function parseTimestamp(text: string): Dayjs | null {
  const m = ISO_TIMESTAMP.exec(text);
  if (!m) return null;
  const [, day = '', hh = '', mm = '', ss = '00', fraction = '', zone = ''] = m;
  // Date would roll 2024-02-30T… over to March 1st; the written calendar date must exist.
  if (!parseDateOnly(day)) return null;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return null;
  const ms = fraction.padEnd(3, '0').slice(0, 3);
  // Without a zone the ECMAScript date-time form is local time; with one it is an instant.
  const parsed = dayjs(new Date(`${day}T${hh}:${mm}:${ss}.${ms}${zone.toUpperCase()}`));
  return parsed.isValid() ? parsed : null;
}

/**
 * Reads every date form the portal meets into a Dayjs in local time, or null when the input is
 * empty or not a real date: MM/DD/YYYY and M/D/YYYY, YYYY-MM-DD (both as local calendar dates, so
 * they never shift a day), ISO timestamps (an offset or Z makes it an instant, shown on the local
 * calendar), epoch milliseconds as a number or an all-digit string, a Date or a Dayjs.
 */
export function parseDate(input: DateInput): Dayjs | null {
  if (input == null) return null;
  if (dayjs.isDayjs(input)) return input.isValid() ? input.clone() : null;
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? null : dayjs(input);
  }
  if (typeof input === 'number') {
    return Number.isFinite(input) && Number.isInteger(input) ? dayjs(input) : null;
  }
  const text = input.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return parseDate(Number(text));
  return parseDateOnly(text) ?? parseTimestamp(text);
}

/** MM/DD/YYYY of any input {@link parseDate} accepts; '' when it is empty or invalid. */
export function formatDate(input: DateInput): string {
  return parseDate(input)?.format(DATE_FORMAT) ?? '';
}

/**
 * The same calendar date one year later, as MM/DD/YYYY ('' when invalid). February 29 becomes
 * February 28, the last day of that month.
 */
export function addOneYear(input: DateInput): string {
  return parseDate(input)?.add(1, 'year').format(DATE_FORMAT) ?? '';
}

/** True when {@link parseDate} accepts the input. */
export function isValidDate(input: DateInput): boolean {
  return parseDate(input) !== null;
}
