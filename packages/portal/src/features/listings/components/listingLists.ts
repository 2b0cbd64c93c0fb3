import { LISTS, STANDARD_STATUSES, type StandardStatus } from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

/** Whose listings: the caller's, or (an office manager) the office's. */
export const LISTING_TABS = ['mine', 'office'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

/** The listings list: `?tab=office&keyword=&status=&page=&size=&sort=`. */
export const LISTINGS = defineList({
  key: 'listings',
  contract: LISTS.listing.list,
  tabs: LISTING_TABS,
  filters: ['keyword', 'status'],
});

const statusOf = (tab: string): StandardStatus | undefined =>
  (STANDARD_STATUSES as readonly string[]).includes(tab) ? (tab as StandardStatus) : undefined;

/** The list call's request for what the address says; an unknown scope is the caller's own. */
export function listingListRequest(state: ListState<ListingTab, 'keyword' | 'status'>) {
  const status = statusOf(state.filters.status);
  const sortBy = state.sort?.key === 'ListPrice' ? 'ListPrice' : 'ModificationTimestamp';
  return {
    keyword: state.filters.keyword.trim(),
    scope: state.tab,
    ...(status ? { status } : {}),
    sortBy: sortBy as 'ModificationTimestamp' | 'ListPrice',
    sortOrder: state.sort?.direction ?? 'desc',
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}
