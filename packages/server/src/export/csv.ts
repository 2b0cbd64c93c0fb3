/** The server's CSV is the product's one CSV rule (`@bq/validators/csv`): cells guarded alike. */
export {
  CSV_BOM,
  CSV_MIME,
  type CsvValue,
  csvCell,
  csvDocument,
  csvLines,
} from '@bq/validators/csv';
