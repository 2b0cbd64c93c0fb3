export {
  type ColumnAlign as DataTableColumnAlign,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableState,
  nextSort as nextDataTableSort,
  type SortDirection as DataTableSortDirection,
  type SortState as DataTableSort,
} from './DataTable';
