import { describe, expect, it } from 'vitest';
import { readList, writeList } from '../../../shared/list/listState';
import { CASE_LIST, toSearch } from './listQuery';

const read = (tab: string | undefined, query: string) =>
  toSearch(readList(CASE_LIST, new URLSearchParams(query), { tab }));

describe('case list state in the URL', () => {
  it('reads the tab from the route parameter, unknown ones as all', () => {
    expect(read('in_review', '').status).toBe('in_review');
    expect(read(undefined, '').status).toBeUndefined();
    expect(read('nonsense', '').status).toBeUndefined();
  });

  it('turns the URL into the search call', () => {
    expect(
      read(
        'submitted',
        'keyword= Main &kind=purchase-new&from=03/01/2026&to=03/31/2026&sort=price&order=asc&page=3&size=50',
      ),
    ).toEqual({
      status: 'submitted',
      type: 1,
      purchaseKind: 'new',
      keyword: 'Main',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      sortBy: 'price',
      sortOrder: 'asc',
      pageNum: 3,
      pageSize: 50,
    });
  });

  it("falls back to the contract's default order, page 1 of 20, for anything it does not know", () => {
    expect(read('all', 'sort=drop&size=7&page=-1&kind=x')).toEqual({
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('goes back to page 1 on any change but paging', () => {
    const params = new URLSearchParams('page=4&keyword=a');
    expect(writeList(CASE_LIST, params, { filters: { keyword: 'b' } }).toString()).toBe(
      'keyword=b',
    );
    expect(writeList(CASE_LIST, params, { page: 5 }).toString()).toBe('page=5&keyword=a');
    expect(writeList(CASE_LIST, params, { filters: { keyword: '' } }).toString()).toBe('');
  });
});
