import { parse } from 'csv-parse/sync';

/** A value a spreadsheet shows as the number it is; anything else starting with `= + - @` runs. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const FORMULA = /^[=+\-@]/;
const runs = (text: string) => FORMULA.test(text) && !PLAIN_NUMBER.test(text);

/** The rows of a CSV file as a spreadsheet opens it: byte-order mark dropped, quotes honoured. */
export function openAsSpreadsheet(csv: string): string[][] {
  return parse(csv, { bom: true, relax_column_count: true }) as string[][];
}

/**
 * Every place a formula could run when `csv` is opened: a cell that starts like one, and a line
 * that does when the file is read line by line (a naive import). Empty when the file is safe.
 */
export function formulaStarts(csv: string): string[] {
  const cells = openAsSpreadsheet(csv)
    .flat()
    .filter(runs)
    .map((cell) => `cell ${JSON.stringify(cell)}`);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter(runs)
    .map((line) => `line ${JSON.stringify(line)}`);
  return [...cells, ...lines];
}
