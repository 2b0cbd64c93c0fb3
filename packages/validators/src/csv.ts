import { type Money, moneyToDecimal } from './money.js';

/**
 * The one way the product writes CSV: the server's exports (agent list, course registrations,
 * payouts) and the portal's export of a list's selected rows guard their cells and lay out their
 * lines the same way. Its own entry point (`@bq/validators/csv`), so a page that never writes a
 * CSV never loads the writer.
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
 * A cell RFC 4180 quotes: one holding the separator, a quote or a line break. A lone LF or CR is
 * quoted too (an unquoted one ends the row in every spreadsheet, so the rest of the cell would
 * become the first cell of a new row).
 */
const NEEDS_QUOTES = /[",\r\n]/;

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

/** One guarded cell as RFC 4180 writes it: quoted, its quotes doubled, when it must be. */
function csvField(value: CsvValue): string {
  const cell = String(csvCell(value));
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Guarded rows as RFC 4180 lines (CRLF), what spreadsheets expect; no byte-order mark. Written
 * here rather than with csv-stringify, whose browser build carries an 18 KB Buffer polyfill: the
 * portal exports a list's selection with the same rule as the server's exports, and the server's
 * tests read what this writes back with csv-parse.
 */
export function csvLines(records: readonly (readonly CsvValue[])[]): string {
  return records.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A whole CSV file: the byte-order mark, then the guarded lines. */
export function csvDocument(records: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLines(records);
}
