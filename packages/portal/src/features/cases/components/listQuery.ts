import { CASE_STATUS_VALUES, type CaseStatus, LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';
import type { CaseSearch } from '../api/cases';
import { CASE_KINDS, isCaseKindKey } from './caseKinds';

/** The case list's tabs: every status plus 'all', as the `:status?` route parameter. */
export const LIST_TABS = ['all', ...CASE_STATUS_VALUES] as const;
export type ListTab = (typeof LIST_TABS)[number];

/**
 * The case list's state: tab in the path, filters / sort / page / size in `?keyword=&kind=
 * &from=&to=&sort=&order=&page=&size=`; sorts and sizes are the contract's (`LISTS`).
 */
export const CASE_LIST = defineList({
  key: 'cases',
  contract: LISTS.tranCase.search,
  tabs: LIST_TABS,
  filters: ['keyword', 'kind', 'from', 'to'],
  ranges: [['from', 'to']],
});
type CaseListState = ListState<ListTab, 'keyword' | 'kind' | 'from' | 'to', string>;

/** MM/DD/YYYY (the filter's DateInput) → YYYY-MM-DD; '' stays absent. */
function usToIso(value: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/** The search call's request for a list state. */
export function toSearch({ tab, filters, sort, page, pageSize }: CaseListState): CaseSearch {
  const query: CaseSearch = {
    sortBy: (sort?.key ?? 'updatedAt') as CaseSearch['sortBy'],
    sortOrder: sort?.direction ?? 'desc',
    pageNum: page,
    pageSize,
  };
  if (tab !== 'all') query.status = tab as CaseStatus;
  if (isCaseKindKey(filters.kind)) {
    query.type = CASE_KINDS[filters.kind].type;
    if (CASE_KINDS[filters.kind].purchaseKind)
      query.purchaseKind = CASE_KINDS[filters.kind].purchaseKind ?? undefined;
  }
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  const from = usToIso(filters.from);
  const to = usToIso(filters.to);
  if (from) query.dateFrom = from;
  if (to) query.dateTo = to;
  return query;
}
