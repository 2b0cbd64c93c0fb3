import { parseMoney } from '@bq/validators';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvLines } from '../src/export/csv.js';
import { formulaStarts, openAsSpreadsheet } from './spreadsheet.js';

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
    for (const text of ['=SUM(A1)', '+1 415 555 1234', '-2+3', '@cmd', '\tx', '-', '-1e5']) {
      expect(csvCell(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    expect(cells(['=HYPERLINK("x")'])).toEqual([`'=HYPERLINK("x")`]);
    expect(csvCell('\r=1')).toBe("'\r'=1");
  });

  it('keeps a line break inside its cell and guards the line after it', () => {
    const attack = "Ann\n=cmd|' /C calc'!A0";
    expect(csvLines([[attack, 'x']])).toBe(`"Ann\n'=cmd|' /C calc'!A0",x\r\n`);
    for (const start of ['=', '+', '-', '@', '\t']) {
      for (const brk of ['\n', '\r', '\r\n']) {
        const text = `Lee${brk}${start}1+1`;
        expect(cells([text, 'next']), JSON.stringify(text)).toEqual([
          `Lee${brk}'${start}1+1`,
          'next',
        ]);
      }
    }
    // An ordinary second line is kept as it was, quoted.
    expect(cells(['1 Main St\nApt 2'])).toEqual(['1 Main St\nApt 2']);
  });

  it('opened as a spreadsheet, or read line by line, starts no formula', () => {
    const rows = [
      ['Name', 'Amount', 'Note'],
      ["Ann\n=cmd|' /C calc'!A0", '-125.00', '+1\r\n-2\r@x'],
      ['@SUM(A1)', parseMoney('-125.00'), '\n=1'],
      ['王小明', -3, 'a\r=b'],
    ] as const;
    const csv = csvDocument(rows);
    expect(formulaStarts(csv)).toEqual([]);
    const opened = openAsSpreadsheet(csv);
    // Each record is still one row, and the negative amounts are numbers.
    expect(opened).toHaveLength(rows.length);
    expect(opened.map((row) => row[1])).toEqual(['Amount', '-125.00', '-125.00', '-3']);
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
