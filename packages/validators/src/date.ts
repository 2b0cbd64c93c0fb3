import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Spec §9: display format of every date. */
export const DATE_FORMAT = 'MM/DD/YYYY';

/** Date-only forms, parsed strictly as local calendar dates (never through UTC). */
export const DATE_INPUT_FORMATS = [
  'MM/DD/YYYY',
  'M/D/YYYY',
  'MM/D/YYYY',
  'M/DD/YYYY',
  'YYYY-MM-DD',
] as const;

export type DateInput = string | number | Date | Dayjs | null | undefined;

const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function parseTimestamp(text: string): Dayjs | null {
  const m = ISO_TIMESTAMP.exec(text);
  if (!m) return null;
  const [, day = '', hh = '', mm = '', ss = '00', fraction = '', zone = ''] = m;
  // Date would roll 2024-02-30T… over to March 1st; the written calendar date must exist.
  if (!dayjs(day, 'YYYY-MM-DD', true).isValid()) return null;
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
  const dateOnly = dayjs(text, [...DATE_INPUT_FORMATS], true);
  if (dateOnly.isValid()) return dateOnly;
  return parseTimestamp(text);
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
