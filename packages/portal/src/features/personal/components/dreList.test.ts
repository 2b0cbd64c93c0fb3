import { describe, expect, it } from 'vitest';
import { readList } from '../../../shared/list/listState';
import { DRE_LIST, toDreQuery } from './dreList';

describe('the unmatched DRE list', () => {
  it('reads its keyword and page from the address', () => {
    const state = readList(DRE_LIST, new URLSearchParams('keyword=E2E&page=2'));
    expect(toDreQuery(state)).toEqual({
      matched: false,
      keyword: 'E2E',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('leaves an empty keyword out', () => {
    expect(toDreQuery(readList(DRE_LIST, new URLSearchParams()))).toEqual({
      matched: false,
      pageNum: 1,
      pageSize: 20,
    });
  });
});
