import { CSV_MIME, type CsvValue, csvDocument } from './csv.js';

/** A CSV document as a download call answers it: name, type and the bytes in base64. */
export function csvFile(fileName: string, records: readonly (readonly CsvValue[])[]) {
  return {
    fileName,
    mime: CSV_MIME,
    contentBase64: Buffer.from(csvDocument(records), 'utf8').toString('base64'),
  };
}
