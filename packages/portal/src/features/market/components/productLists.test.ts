import { describe, expect, it } from 'vitest';
import { readList, writeList } from '../../../shared/list/listState';
import { PRODUCTS, productListRequest } from './productLists';

const requestOf = (query: string) =>
  productListRequest(readList(PRODUCTS, new URLSearchParams(query)));

describe('the product list ↔ the address', () => {
  it('asks for every status, any type, page 1 when the address says nothing', () => {
    expect(requestOf('')).toEqual({ keyword: '', pageNum: 1, pageSize: 20 });
  });

  it('reads the status tab, keyword, type and page from the address', () => {
    expect(requestOf('tab=retired&keyword=%20sign%20&typeId=3&page=2&size=50')).toEqual({
      keyword: 'sign',
      typeId: 3,
      status: 'retired',
      pageNum: 2,
      pageSize: 50,
    });
  });

  it('ignores what a pasted address cannot mean: an unknown tab, a type that is no id', () => {
    expect(requestOf('tab=sold&typeId=abc')).toEqual({ keyword: '', pageNum: 1, pageSize: 20 });
    expect(requestOf('typeId=-2')).not.toHaveProperty('typeId');
  });

  it('writes the filters back so F5 shows the same list, leaving the default tab out', () => {
    const params = writeList(PRODUCTS, new URLSearchParams('page=3'), {
      tab: 'published',
      filters: { keyword: 'card', typeId: '2' },
    });
    expect(Object.fromEntries(params)).toEqual({ tab: 'published', keyword: 'card', typeId: '2' });
    const back = writeList(PRODUCTS, params, { tab: 'all' });
    expect(back.has('tab')).toBe(false);
  });
});
