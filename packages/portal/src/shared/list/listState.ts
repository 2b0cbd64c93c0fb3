import { type ListMeta, VIEW_LIST_KEY } from '@bq/contract/meta';
import type { ColumnLayout } from './columnLayout';
import { readColumns, writeColumns } from './viewAddress';

/**
 * A list's state declared once and kept in the URL's query string, so F5, back and a pasted link
 * show the same list. Pure functions here; the hooks in `useList.ts` bind them to the router.
 */

export type SortDirection = 'asc' | 'desc';
export interface ListSort<S extends string = string> {
  key: S;
  direction: SortDirection;
}

export interface ListSchema<
  T extends string = string,
  F extends string = string,
  S extends string = string,
> {
  /**
   * The list's name for its saved views and column controls (`cases`, `finance.refunds`): a list
   * with one has the views menu, the columns menu and resizable columns (`ListViews`).
   */
  key?: string;
  /** Tab values; the first is the default and is left out of the URL. */
  tabs?: readonly T[];
  /** Text filters, each kept as `?name=value` ('' is absent). */
  filters?: readonly F[];
  /** Sortable column keys; `?sort=key&order=asc|desc`. */
  sortable?: readonly S[];
  defaultSort?: ListSort<S>;
  /** Page sizes offered (`?size=`); `@bq/ui` Pagination's when absent. */
  pageSizes?: readonly number[];
  /** 20 when absent. */
  defaultPageSize?: number;
  /** Other single values the page keeps in the URL (an opened row's id…), as text. */
  extra?: readonly string[];
  /** Date filters that are a range, as [from, to] (MM/DD/YYYY or YYYY-MM-DD text). */
  ranges?: readonly (readonly [F, F])[];
}

export interface ListState<
  T extends string = string,
  F extends string = string,
  S extends string = string,
> {
  tab: T;
  filters: Record<F, string>;
  sort: ListSort<S> | null;
  page: number;
  pageSize: number;
  extra: Record<string, string>;
  /** The columns as the person arranged them (`?cols=`); [] or absent is as declared. */
  columns?: ColumnLayout;
}

/** `@bq/ui` Pagination's own sizes. */
export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Declares a list. `contract` is the call's entry in the contract's `LISTS`: the page sizes, the
 * sortable fields and the default order come from there, so the list offers what the server takes.
 */
export function defineList<
  T extends string = never,
  F extends string = never,
  S extends string = string,
>(schema: ListSchema<T, F, S> & { contract?: ListMeta }): ListSchema<T, F, S> {
  // Refused here, when the list's module loads, rather than by the server on the first visit.
  if (schema.key !== undefined && !VIEW_LIST_KEY.test(schema.key)) {
    throw new Error(`list key '${schema.key}' must match ${VIEW_LIST_KEY} (lower case, . and -)`);
  }
  const { contract, ...own } = schema;
  if (!contract) return own;
  const sort = contract.defaultSort
    ? { key: contract.defaultSort as S, direction: contract.defaultOrder ?? 'desc' }
    : undefined;
  return {
    pageSizes: contract.paging.pageSizes,
    defaultPageSize: contract.paging.defaultPageSize,
    ...(sort ? { defaultSort: sort } : {}),
    ...own,
    sortable: own.sortable ?? (contract.sortable as readonly S[] | undefined),
  };
}

const sizesOf = (schema: ListSchema): readonly number[] => schema.pageSizes ?? DEFAULT_PAGE_SIZES;
const defaultSize = (schema: ListSchema) => schema.defaultPageSize ?? schema.pageSizes?.[0] ?? 20;

/** The state a URL describes; anything unknown or malformed falls back to the default. */
export function readList<T extends string, F extends string, S extends string>(
  schema: ListSchema<T, F, S>,
  params: URLSearchParams,
  inPath: Readonly<Record<string, string | undefined>> = {},
): ListState<T, F, S> {
  const tabs = schema.tabs ?? [];
  const from = (key: string) => (key in inPath ? inPath[key] : params.get(key));
  const rawTab = from('tab') ?? '';
  const tab = (tabs.includes(rawTab as T) ? rawTab : (tabs[0] ?? '')) as T;
  const filters = {} as Record<F, string>;
  for (const name of schema.filters ?? []) filters[name] = from(name) ?? '';
  const sortKey = params.get('sort') as S | null;
  const sort =
    sortKey && (schema.sortable ?? []).includes(sortKey)
      ? {
          key: sortKey,
          direction: (params.get('order') === 'asc' ? 'asc' : 'desc') as SortDirection,
        }
      : (schema.defaultSort ?? null);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sizes = sizesOf(schema);
  const extra: Record<string, string> = {};
  for (const name of schema.extra ?? []) extra[name] = params.get(name) ?? '';
  return {
    tab,
    filters,
    sort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: sizes.includes(size) ? size : defaultSize(schema),
    extra,
    columns: readColumns(params.get('cols')),
  };
}

export type ListChange<F extends string = string> = {
  tab?: string;
  filters?: Partial<Record<F, string>>;
  sort?: ListSort | null;
  page?: number;
  pageSize?: number;
  extra?: Record<string, string>;
  columns?: ColumnLayout;
};

/**
 * The URL after a change. Defaults are left out so a plain list has a plain URL; any change but
 * paging goes back to page 1 (a new filter's page 7 may not exist).
 */
export function writeList(
  schema: ListSchema,
  params: URLSearchParams,
  change: ListChange,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  if (change.tab !== undefined) put('tab', change.tab === schema.tabs?.[0] ? null : change.tab);
  for (const [key, value] of Object.entries(change.filters ?? {})) put(key, value?.trim());
  if (change.sort !== undefined) {
    const same =
      change.sort &&
      schema.defaultSort &&
      change.sort.key === schema.defaultSort.key &&
      change.sort.direction === schema.defaultSort.direction;
    put('sort', same ? null : change.sort?.key);
    put('order', same ? null : change.sort?.direction);
  }
  if (change.pageSize !== undefined)
    put('size', change.pageSize === defaultSize(schema) ? null : String(change.pageSize));
  for (const [key, value] of Object.entries(change.extra ?? {})) put(key, value);
  if (change.columns !== undefined) put('cols', writeColumns(change.columns));
  const paging = change.page !== undefined;
  // An opened row or rearranged columns show the same rows: the page stays.
  const onlyExtra = Object.keys(change).every((key) => key === 'extra' || key === 'columns');
  if (paging) put('page', change.page === 1 ? null : String(change.page));
  else if (!onlyExtra) next.delete('page');
  return next;
}

export const INVERTED_RANGE =
  'The start date is after the end date, so nothing can match. Change one of them.';

/** A date filter's text as a comparable YYYYMMDD, or null when it is not a whole date. */
function dateKey(text: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (us) return `${us[3]}${us[1]}${us[2]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return iso ? `${iso[1]}${iso[2]}${iso[3]}` : null;
}

/**
 * Whether any declared range ends before it starts: such a filter matches nothing, and an
 * empty list would look like "no rows" rather than a typing slip.
 */
export function hasInvertedRange<F extends string>(
  schema: ListSchema<string, F, string>,
  filters: Readonly<Record<F, string>>,
): boolean {
  return (schema.ranges ?? []).some(([from, to]) => {
    const start = dateKey(filters[from] ?? '');
    const end = dateKey(filters[to] ?? '');
    return start !== null && end !== null && start > end;
  });
}
