import { parseMoney } from '@bq/validators';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvLines } from '../src/export/csv.js';

/** What a spreadsheet receives for one row: the cells of the first line, quotes removed. */
const cells = (row: Parameters<typeof csvLines>[0][number]) =>
  (parse(csvLines([row])) as string[][])[0];

describe('the shared CSV module', () => {
  it('exports a negative amount as a number, not as text', () => {
    expect(csvLines([['Refund', '-125.00']])).toBe('Refund,-125.00\r\n');
    expect(csvLines([[parseMoney('-125.00'), parseMoney('1234.5')]])).toBe('-125.00,1234.50\r\n');
    expect(cells(['-0.5', '42', -3, 7n])).toEqual(['-0.5', '42', '-3', '7']);
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const text of [
      '=SUM(A1)',
      '+1 415 555 1234',
      '-2+3',
      '@cmd',
      '\tx',
      '\r=1',
      '-',
      '-1e5',
    ]) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    expect(cells(['=HYPERLINK("x")'])).toEqual([`'=HYPERLINK("x")`]);
  });

  it('leaves ordinary text and empty values alone', () => {
    expect(cells(['Ann Lee', 'a-b@x.com', '(415) 555-1234', null, undefined, ''])).toEqual([
      'Ann Lee',
      'a-b@x.com',
      '(415) 555-1234',
      '',
      '',
      '',
    ]);
  });

  it('writes one file with the byte-order mark and CRLF lines', () => {
    expect(csvDocument([['Name'], ['王小明']])).toBe(`${CSV_BOM}Name\r\n王小明\r\n`);
  });
});
