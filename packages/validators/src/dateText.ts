/** What a person typed into a date field, read: the date, or why it is not one. */
export type DateTextResult =
  | { readonly ok: true; readonly iso: string; readonly display: string }
  | { readonly ok: false; readonly reason: string };

/** The months' English names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The forms people type (spec §5), and the message when the text matches none of them. */
export const DATE_TEXT_HINT = 'Not a date: write it as MM/DD/YYYY, M/D/YYYY or YYYY-MM-DD.';

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const COMPACT_ISO = /^((?:19|20|21)\d{2})(\d{2})(\d{2})$/;

function daysIn(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; Date.UTC avoids any local-time shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function check(year: number, month: number, day: number): DateTextResult {
  if (year < 1000) return { ok: false, reason: 'Not a date: the year needs four digits.' };
  if (month < 1 || month > 12) {
    return { ok: false, reason: `Not a date: there is no month ${month}.` };
  }
  const name = MONTH_NAMES[month - 1] ?? '';
  if (day < 1) return { ok: false, reason: `Not a date: ${name} has no day ${day}.` };
  const last = daysIn(year, month);
  if (day > last) {
    // Only February's length depends on the year, so only then is the year worth naming.
    const where = month === 2 && day === 29 ? `${name} ${year}` : name;
    return { ok: false, reason: `Not a date: ${where} has no ${ordinal(day)}.` };
  }
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  const display = `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
  return { ok: true, iso, display };
}

function fromEightDigits(digits: string): DateTextResult | null {
  const m = EIGHT_DIGITS.exec(digits);
  if (!m) return null;
  const asDisplayOrder = check(Number(m[3]), Number(m[1]), Number(m[2]));
  if (asDisplayOrder.ok) return asDisplayOrder;
  // YYYYMMDD only when MMDDYYYY cannot be meant: a leading 19, 20 or 21 is never a month.
  const c = COMPACT_ISO.exec(digits);
  if (c) return check(Number(c[1]), Number(c[2]), Number(c[3]));
  return asDisplayOrder;
}

/**
 * Reads a typed date (spec §5): M/D/YYYY and MM/DD/YYYY, YYYY-MM-DD, and 8 bare digits, read as
 * MMDDYYYY (the order the field shows) unless they start with 19, 20 or 21 — then YYYYMMDD, since
 * no month is 19 or more. A text that is not a real date says why in plain words. Empty text is
 * not a date either; whether a field may be empty is the form's rule.
 */
export function readDateText(text: string): DateTextResult {
  const value = text.trim();
  let m = SLASHED.exec(value);
  if (m) return check(Number(m[3]), Number(m[1]), Number(m[2]));
  m = ISO_DAY.exec(value);
  if (m) return check(Number(m[1]), Number(m[2]), Number(m[3]));
  return fromEightDigits(value) ?? { ok: false, reason: DATE_TEXT_HINT };
}

/** The display form (MM/DD/YYYY) of a typed date, or '' when it is not a date. */
export function normaliseDateText(text: string): string {
  const read = readDateText(text);
  return read.ok ? read.display : '';
}

/** Why a typed date is refused, or null when it is empty or a real date (for form validators). */
export function dateTextError(text: string): string | null {
  if (text.trim() === '') return null;
  const read = readDateText(text);
  return read.ok ? null : read.reason;
}
