import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Call, callQuery, type Req, type Res } from '../http/calls';
import { arrangeColumns } from './columnLayout';
import {
  DEFAULT_PAGE_SIZES,
  hasInvertedRange,
  INVERTED_RANGE,
  type ListChange,
  type ListSchema,
  type ListSort,
  type ListState,
  readList,
  writeList,
} from './listState';
import { viewKeys, viewOf } from './viewAddress';

/**
 * Parts of the list state that are route parameters (the case list's `:status?` tab, the history
 * index's `:addressStr?` keyword) rather than `?name=`: their values and how to move to a route
 * with new ones, keeping the query string given.
 */
export interface InPath {
  values: Readonly<Record<string, string | undefined>>;
  go: (values: Record<string, string>, search: URLSearchParams) => void;
}

/**
 * The list's state from the URL, its setters, and the filter fields' typed-but-not-applied
 * values (a filter applies on Search, as FilterBar promises).
 */
export function useListState<T extends string, F extends string, S extends string>(
  schema: ListSchema<T, F, S>,
  inPath?: InPath,
) {
  const [params, setParams] = useSearchParams();
  const state = readList(schema, params, inPath?.values);
  const applied = JSON.stringify(state.filters);
  const [draft, setDraftState] = useState<Record<F, string>>(state.filters);
  /** Search was pressed with a range that ends before it starts: not applied, said instead. */
  const [refused, setRefused] = useState(false);
  // Back/forward or a link changes the applied filters: the fields show them again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the applied filters' text
  useEffect(() => setDraftState(state.filters), [applied]);

  const change = (next: ListChange<F>) => {
    if (!inPath) {
      setParams(writeList(schema, params, next));
      return;
    }
    // The path keeps its parts; the query string keeps the rest (and goes back to page 1).
    const moved: Record<string, string> = {};
    const rest: ListChange<F> = { ...next, filters: { ...next.filters } };
    if (next.tab !== undefined && 'tab' in inPath.values) {
      moved.tab = next.tab;
      delete rest.tab;
    }
    for (const [key, value] of Object.entries(next.filters ?? {}) as [F, string][]) {
      if (!(key in inPath.values)) continue;
      moved[key] = value.trim();
      delete rest.filters?.[key];
    }
    const search = writeList(schema, params, rest);
    if (Object.keys(moved).length === 0) setParams(search);
    else inPath.go({ ...(inPath.values as Record<string, string>), ...moved }, search);
  };
  /** Shows a saved view: the list's part of the address becomes the view's (a link, pushed). */
  const openView = (query: string, options: { replace?: boolean } = {}) => {
    const view = new URLSearchParams(query);
    const next = new URLSearchParams(params);
    next.delete('page');
    const moved: Record<string, string> = {};
    for (const key of viewKeys(schema)) {
      const value = view.get(key) ?? '';
      if (inPath && key in inPath.values) moved[key] = value;
      else if (value) next.set(key, value);
      else next.delete(key);
    }
    if (inPath && Object.keys(moved).length > 0) {
      inPath.go({ ...(inPath.values as Record<string, string>), ...moved }, next);
    } else setParams(next, options);
  };
  return {
    schema,
    state,
    change,
    /** The columns as arranged, and their setter (the address is replaced: no Back step each). */
    columns: state.columns ?? [],
    /** A DataTable's declared columns as the person arranged them: `columns={list.arrange(C)}`. */
    arrange: <C extends { key: string; width?: number | string }>(columns: readonly C[]) =>
      arrangeColumns(columns, state.columns),
    setColumns: (columns: ListState['columns'] & {}) =>
      setParams(writeList(schema, params, { columns }), { replace: true }),
    /** What the list shows as a saved view's query (`viewOf`), and the way to show another. */
    view: viewOf(schema, params, inPath?.values),
    openView,
    /** Nothing of the list is in the address: where a person's default view applies. */
    plain:
      viewOf(schema, params, inPath?.values) === '' &&
      !params.has('page') &&
      (schema.extra ?? []).every((key) => !params.get(key)),
    draft,
    setDraft: (name: F, value: string) => {
      setRefused(false);
      setDraftState((old) => ({ ...old, [name]: value }));
    },
    /** Shown by FilterBar when a date range is inverted (typed, or in a pasted link). */
    rangeError: refused || hasInvertedRange(schema, state.filters) ? INVERTED_RANGE : undefined,
    /** Applies the typed filters (FilterBar's Search), unless a date range is inverted. */
    search: () => {
      if (hasInvertedRange(schema, draft)) setRefused(true);
      else change({ filters: draft });
    },
    /** Clears every filter (FilterBar's Reset). */
    reset: () => {
      const empty = Object.fromEntries((schema.filters ?? []).map((f) => [f, ''])) as Record<
        F,
        string
      >;
      setRefused(false);
      setDraftState(empty);
      change({ filters: empty });
    },
  };
}

export type ListHandle<T extends string, F extends string, S extends string> = ReturnType<
  typeof useListState<T, F, S>
>;

/**
 * Runs the list's call with the request the state maps to and hands back the props of the
 * list's `@bq/ui` pieces: `<Tabs {...tabs}>`, `<FilterBar {...filterBar}>`,
 * `<DataTable {...table}>`, `<Pagination {...pagination}>`. Row selection is cleared whenever
 * the request changes (a selection of rows no longer shown would act on hidden rows).
 */
export function useListQuery<C extends Call, T extends string, F extends string, S extends string>(
  call: C,
  list: ListHandle<T, F, S>,
  toRequest: (state: ListState<T, F, S>) => Req<C>,
  options: { enabled?: boolean } = {},
) {
  const request = toRequest(list.state);
  const result = useQuery({
    ...callQuery(call, request),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
  const requestKey = JSON.stringify(request);
  const [selected, setSelected] = useState<Key[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request clears the selection
  useEffect(() => setSelected([]), [requestKey]);
  const data = result.data as (Res<C> & { list?: unknown[]; total?: number }) | undefined;
  const { state, change } = list;
  // A failed fetch with nothing to show is said as such, never as "no rows, total 0".
  const failed = result.isError && !data;
  const retry = () => void result.refetch();
  return {
    result,
    request,
    rows: (data?.list ?? []) as Res<C> extends { list: infer L } ? L : never,
    total: data?.total ?? 0,
    selected,
    clearSelection: () => setSelected([]),
    tabs: { value: state.tab as string, onValueChange: (tab: string) => change({ tab }) },
    filterBar: {
      loading: result.isFetching,
      onSearch: list.search,
      onReset: list.reset,
      error: list.rangeError,
    },
    table: {
      loading: result.isPending || (failed && result.isFetching),
      error: failed,
      onRetry: retry,
      sort: state.sort,
      onSortChange: (sort: ListSort | null) => change({ sort }),
      selectedKeys: selected,
      onSelectionChange: setSelected,
    },
    pagination: {
      page: state.page,
      pageSize: state.pageSize,
      pageSizes: list.schema.pageSizes ?? DEFAULT_PAGE_SIZES,
      total: data?.total ?? 0,
      disabled: failed,
      ...(failed ? { totalText: 'Total unknown' } : {}),
      onPageChange: (page: number) => change({ page }),
      onPageSizeChange: (pageSize: number) => change({ pageSize }),
    },
  };
}
