import { CASE_STATUS_VALUES, type CaseStatus } from '@bq/contract/meta';
import type { CaseSearch } from '../api/cases';
import { CASE_KINDS, isCaseKindKey } from './caseKinds';

/** The case list's tabs: every status plus 'all', as the `:status?` route parameter. */
export const LIST_TABS = ['all', ...CASE_STATUS_VALUES] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const SORTABLE = ['caseNo', 'price', 'closeDate', 'updatedAt', 'createdAt'] as const;
type SortField = (typeof SORTABLE)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

export function tabOf(param: string | undefined): ListTab {
  return (LIST_TABS as readonly string[]).includes(param ?? '') ? (param as ListTab) : 'all';
}

/** MM/DD/YYYY (the filter's DateInput) → YYYY-MM-DD; '' stays absent. */
function usToIso(value: string | null): string | undefined {
  const m = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/**
 * The list's state lives in the URL (tab in the path, the rest in `?keyword=&kind=&from=&to=
 * &sort=&order=&page=&size=`) so F5, back and shared links show the same list.
 */
export function toSearch(tab: ListTab, params: URLSearchParams): CaseSearch {
  const kind = params.get('kind') ?? '';
  const sort = params.get('sort') ?? '';
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const query: CaseSearch = {
    sortBy: (SORTABLE as readonly string[]).includes(sort) ? (sort as SortField) : 'updatedAt',
    sortOrder: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
  if (tab !== 'all') query.status = tab as CaseStatus;
  if (isCaseKindKey(kind)) {
    query.type = CASE_KINDS[kind].type;
    if (CASE_KINDS[kind].purchaseKind)
      query.purchaseKind = CASE_KINDS[kind].purchaseKind ?? undefined;
  }
  const keyword = params.get('keyword')?.trim();
  if (keyword) query.keyword = keyword;
  const from = usToIso(params.get('from'));
  const to = usToIso(params.get('to'));
  if (from) query.dateFrom = from;
  if (to) query.dateTo = to;
  return query;
}

/** Sets or drops URL parameters; any change but paging goes back to page 1. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
