import { describe, expect, it } from 'vitest';
import { type CsvField, selectionCsv } from './selectionCsv';

type Row = { name: string; note: string | null; amount: string };

const FIELDS: CsvField<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Amount', value: (row) => row.amount },
];

describe('a selection exported as CSV', () => {
  it('writes a header and a line per row, in order, with the byte-order mark Excel needs', () => {
    const text = selectionCsv(FIELDS, [
      { name: 'Ann Lee', note: 'Oak St, unit 2', amount: '1250000.50' },
      { name: '李美', note: null, amount: '-125.00' },
    ]);
    expect(text).toBe(
      '\uFEFFName,Note,Amount\r\nAnn Lee,"Oak St, unit 2",1250000.50\r\n李美,,-125.00\r\n',
    );
  });

  it('writes text that a spreadsheet would run as a formula as text, as the server does', () => {
    const text = selectionCsv(FIELDS, [{ name: '=HYPERLINK("x")', note: '@cmd', amount: '0.00' }]);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'@cmd,0.00`);
  });
});
