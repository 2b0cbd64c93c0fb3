import { describe, expect, it } from 'vitest';
import { defineList, readList, writeList } from './listState';
import { readColumns, sameView, viewOf, writeColumns } from './viewAddress';

const LIST = defineList({
  key: 'cases',
  tabs: ['all', 'open'],
  filters: ['keyword', 'kind'],
  sortable: ['price'],
  extra: ['opened'],
});

describe('columns in the address', () => {
  it('reads and writes order, hidden columns and widths', () => {
    const layout = [{ key: 'caseNo', width: 180 }, { key: 'type', hidden: true }, { key: 'price' }];
    expect(writeColumns(layout)).toBe('caseNo:180,-type,price');
    expect(readColumns('caseNo:180,-type,price')).toEqual(layout);
  });

  it('skips what it cannot read', () => {
    expect(readColumns('caseNo,<script>,-price:abc,type:99999')).toEqual([{ key: 'caseNo' }]);
    expect(readColumns(null)).toEqual([]);
  });

  it('keeps the page when only the columns change', () => {
    const params = new URLSearchParams('page=3&keyword=oak');
    const next = writeList(LIST, params, { columns: [{ key: 'type', hidden: true }] });
    expect(next.toString()).toBe('page=3&keyword=oak&cols=-type');
    expect(readList(LIST, next).columns).toEqual([{ key: 'type', hidden: true }]);
  });
});

describe('a view of the address', () => {
  it('is the list’s own keys in one order, never the page or an opened row', () => {
    const params = new URLSearchParams('page=2&opened=9&size=50&keyword=oak&cols=-type&other=1');
    expect(viewOf(LIST, params)).toBe('cols=-type&keyword=oak&size=50');
  });

  it('takes a key the route holds (the case list’s status tab)', () => {
    expect(viewOf(LIST, new URLSearchParams('keyword=oak'), { tab: 'open' })).toBe(
      'keyword=oak&tab=open',
    );
  });

  it('compares a saved query whatever its order', () => {
    expect(sameView(LIST, 'size=50&keyword=oak')).toBe(
      viewOf(LIST, new URLSearchParams('keyword=oak&size=50')),
    );
  });
});
