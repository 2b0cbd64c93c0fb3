import { LISTS } from '@bq/contract/meta';
import type { calls, Req } from '../../../shared/http/calls';
import { defineList, type ListState } from '../../../shared/list/listState';

export type DreQuery = Req<typeof calls.dre.getList>;

/** `dreun-list`'s state in the address: `?keyword=&page=&size=` (page sizes from the contract). */
export const DRE_LIST = defineList({
  key: 'people.dre-unmatched',
  contract: LISTS.dre.getList,
  filters: ['keyword'],
});

/** The unmatched records of the page; an empty keyword is left out. */
export function toDreQuery({
  filters,
  page,
  pageSize,
}: ListState<never, 'keyword', string>): DreQuery {
  const keyword = filters.keyword.trim();
  return { matched: false, pageNum: page, pageSize, ...(keyword ? { keyword } : {}) };
}
