import { type Money, moneyToDecimal } from '@bq/validators';
import { stringify } from 'csv-stringify/sync';

/**
 * The one way the server writes CSV (agent list, course registrations): every export guards its
 * cells and lays out its lines the same way.
 */

export const CSV_MIME = 'text/csv; charset=utf-8';
/** Excel reads UTF-8 (Chinese names) only with the byte-order mark. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | bigint | Money | null | undefined;

/** A plain decimal such as `-125.00`: a spreadsheet reads it as the number it is, not a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** Starts a spreadsheet runs as a formula (CSV injection), or that hide one behind a tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as it is written: text that a spreadsheet would run as a formula gets a leading quote,
 * so `=HYPERLINK(…)` or `-2+3` is shown and never evaluated. A plain number, even a negative
 * one such as a refund's `-125.00`, is left alone and stays a number. Money is written as its
 * decimal string; nothing is written for a missing value.
 */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return moneyToDecimal(value);
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Guarded rows as RFC 4180 lines (CRLF), what spreadsheets expect; no byte-order mark. */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  return stringify(
    records.map((row) => row.map(csvCell)),
    { record_delimiter: 'windows' },
  );
}

/** A whole CSV file: the byte-order mark, then the guarded lines. */
export function csvDocument(records: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLines(records);
}
