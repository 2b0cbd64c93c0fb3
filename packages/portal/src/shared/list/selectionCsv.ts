import { CSV_MIME, type CsvValue, csvDocument } from '@bq/validators/csv';
import { saveBlob } from '../http/saveFile';

/** One column of a selection's CSV: its header and the cell of a row (plain data, not a render). */
export interface CsvField<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The selected rows as a CSV file's text: a header line, then a line per row in list order. */
export function selectionCsv<T>(fields: readonly CsvField<T>[], rows: readonly T[]): string {
  return csvDocument([
    fields.map((field) => field.header),
    ...rows.map((row) => fields.map((field) => field.value(row))),
  ]);
}

/**
 * Downloads the selected rows of a list as CSV, guarded as the server's exports are (a cell that
 * starts like a formula is written as text). The rows are those on screen: what is exported is
 * what the person selected and sees, never more than the list's own call answered them.
 */
export function saveSelectionCsv<T>(
  fileName: string,
  fields: readonly CsvField<T>[],
  rows: readonly T[],
): void {
  saveBlob(new Blob([selectionCsv(fields, rows)], { type: CSV_MIME }), fileName);
}
