export {
  arrangeColumns,
  COLUMN_MAX_WIDTH,
  COLUMN_MIN_WIDTH,
  type ColumnLayout,
  type ColumnLayoutEntry,
  fullLayout as fullColumnLayout,
  moveColumn,
  patchColumn,
} from './columnLayout';
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
