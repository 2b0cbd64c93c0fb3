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
const FORMULA_START = /^[=+\-@\t\r\n]/;
/**
 * A line inside a cell that starts like a formula. Quoted, the break stays inside the cell, but
 * a reader that splits on lines first (a naive import, a log viewer pasted into a sheet) would
 * start a row there, so each such line is guarded too.
 */
const FORMULA_AFTER_BREAK = /(\r\n|\r|\n)(?=[=+\-@\t])/g;
/**
 * Cells with a line break are quoted: csv-stringify quotes only for the record delimiter (CRLF),
 * and an unquoted lone LF or CR ends the row in every spreadsheet, so the rest of the cell would
 * become the first cell of a new row.
 */
const LINE_BREAK = /[\r\n]/;

/**
 * One cell as it is written: text that a spreadsheet would run as a formula gets a leading quote,
 * at its start and after each line break in it, so `=HYPERLINK(…)` or `-2+3` is shown and never
 * evaluated. A plain number, even a negative one such as a refund's `-125.00`, is left alone and
 * stays a number. Money is written as its decimal string; nothing is written for a missing value.
 */
export function csvCell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return moneyToDecimal(value);
  if (PLAIN_NUMBER.test(value)) return value;
  const lines = value.replace(FORMULA_AFTER_BREAK, "$1'");
  return FORMULA_START.test(lines) ? `'${lines}` : lines;
}

/** Guarded rows as RFC 4180 lines (CRLF), what spreadsheets expect; no byte-order mark. */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  return stringify(
    records.map((row) => row.map(csvCell)),
    { record_delimiter: 'windows', quoted_match: LINE_BREAK },
  );
}

/** A whole CSV file: the byte-order mark, then the guarded lines. */
export function csvDocument(records: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLines(records);
}
