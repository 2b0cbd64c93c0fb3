/**
 * A `@bq/ui` DataTable's loading, error and retry props from the query that fills it:
 * `<DataTable {...queryTable(roles)} …/>`. Lists paged by the server get theirs from
 * `useListQuery`; this is for the tables one query fills whole.
 */
export function queryTable(query: {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}) {
  return {
    loading: query.isPending,
    error: query.isError,
    onRetry: () => void query.refetch(),
  };
}
