import { describe, expect, it } from 'vitest';
import { tabOf, toSearch, withParams } from './listQuery';

describe('case list state in the URL', () => {
  it('reads the tab from the route parameter, unknown ones as all', () => {
    expect(tabOf('in_review')).toBe('in_review');
    expect(tabOf(undefined)).toBe('all');
    expect(tabOf('nonsense')).toBe('all');
  });

  it('turns the URL into the search call', () => {
    const params = new URLSearchParams(
      'keyword= Main &kind=purchase-new&from=03/01/2026&to=03/31/2026&sort=price&order=asc&page=3&size=50',
    );
    expect(toSearch('submitted', params)).toEqual({
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

  it('falls back to the newest first, page 1 of 20, for anything it does not know', () => {
    expect(toSearch('all', new URLSearchParams('sort=drop&size=7&page=-1&kind=x'))).toEqual({
      sortBy: 'updatedAt',
      sortOrder: 'desc',
      pageNum: 1,
      pageSize: 20,
    });
  });

  it('goes back to page 1 on any change but paging', () => {
    const params = new URLSearchParams('page=4&keyword=a');
    expect(withParams(params, { keyword: 'b' }).toString()).toBe('keyword=b');
    expect(withParams(params, { page: '5' }).toString()).toBe('page=5&keyword=a');
    expect(withParams(params, { keyword: null }).toString()).toBe('');
  });
});
