import { PRODUCT_STATUSES, type ProductStatus } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';
import { idFromAddress } from '../../../shared/routes/idFromAddress';

export const PRODUCT_TABS = ['all', ...PRODUCT_STATUSES] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** Product management's list: `?tab=<status>&keyword=&typeId=&page=&size=`. */
export const PRODUCTS = defineList({
  key: 'market.products',
  contract: LISTS.product.list,
  tabs: PRODUCT_TABS,
  filters: ['keyword', 'typeId'],
});

export const statusOfTab = (tab: string): ProductStatus | undefined =>
  (PRODUCT_STATUSES as readonly string[]).includes(tab) ? (tab as ProductStatus) : undefined;

/**
 * The list call's request for what the address says. A type that is not a positive id (a pasted
 * `?typeId=abc`) filters nothing rather than failing the page.
 */
export function productListRequest(state: ListState<ProductTab, 'keyword' | 'typeId'>) {
  const status = statusOfTab(state.tab);
  const typeId = idFromAddress(state.filters.typeId);
  return {
    keyword: state.filters.keyword.trim(),
    ...(typeId ? { typeId } : {}),
    ...(status ? { status } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}
