import { RotateCwIcon } from 'lucide-react';
import {
  type ForwardedRef,
  forwardRef,
  type Key,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useRef,
} from 'react';
import { Button } from '../Button/Button';
import * as styles from './DataTable.css';
import {
  ariaSort,
  type ColumnAlign,
  cellLayout,
  nextSort,
  SelectBox,
  SortIcon,
  type SortState,
} from './parts';
import { useRowWindow } from './rowWindow';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  /** px (number) or any CSS length; columns without one share the remaining width. */
  width?: number | string;
  align?: ColumnAlign;
  sortable?: boolean;
  /**
   * A key identifier (a case number) or a tag: never cut with an ellipsis. Too narrow a column
   * wraps it onto a second line instead; give it a width that fits it on one.
   */
  nowrap?: boolean;
  /** The cell's content; defaults to `row[key]`. */
  render?: (row: T, index: number) => ReactNode;
};

export type DataTableState = 'idle' | 'loading' | 'empty' | 'error';

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A row's stable identity: a property name or a function. */
  rowKey: keyof T | ((row: T) => Key);
  /** Names the table for screen readers. */
  label: string;
  /** The sort shown by the headers; the caller sorts (or fetches) the rows. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Adds a checkbox column; `selectedKeys`/`onSelectionChange` hold the selection. */
  selectable?: boolean;
  selectedKeys?: readonly Key[];
  onSelectionChange?: (keys: Key[]) => void;
  onRowClick?: (row: T, index: number) => void;
  loading?: boolean;
  emptyText?: ReactNode;
  /**
   * The rows could not be fetched: says so (never "no data", which would be a wrong answer) and
   * offers `onRetry`. Shown instead of the rows.
   */
  error?: boolean;
  /** Defaults to "<label> could not be loaded." */
  errorText?: ReactNode;
  onRetry?: () => void;
  retryText?: string;
  loadingText?: string;
  selectAllLabel?: string;
  selectRowLabel?: (row: T, index: number) => string;
  /** Height of the scrolling body area (the header stays on top). */
  height?: number | string;
  /** Every row has this height (px), which is what lets 10,000 rows scroll smoothly. */
  rowHeight?: number;
  className?: string;
};

const SKELETON_ROWS = 5;
/** The least a column without a width gets before the table scrolls sideways. */
const FLEX_COLUMN_MIN = 120;
const CHECK_COLUMN = 40;

/** A tooltip for text content; elements (tags, links) name themselves. */
function plainText(node: ReactNode): string | undefined {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

function tableMinWidth(
  columns: readonly { width?: number | string }[],
  selectable: boolean,
): number {
  let total = selectable ? CHECK_COLUMN : 0;
  for (const column of columns) {
    total += typeof column.width === 'number' ? column.width : FLEX_COLUMN_MIN;
  }
  return total;
}

function DataTableInner<T>(
  {
    columns,
    rows,
    rowKey,
    label,
    sort = null,
    onSortChange,
    selectable = false,
    selectedKeys = [],
    onSelectionChange,
    onRowClick,
    loading = false,
    emptyText = 'No data',
    error = false,
    errorText = `${label} could not be loaded.`,
    onRetry,
    retryText = 'Retry',
    loadingText = 'Loading',
    selectAllLabel = 'Select all rows',
    selectRowLabel = (_row, index) => `Select row ${index + 1}`,
    height = 400,
    rowHeight = 40,
    className,
  }: DataTableProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as unknown as Key);
  const selected = new Set(selectedKeys);
  const selectedOnPage = selectable ? rows.filter((row) => selected.has(keyOf(row))).length : 0;
  const allChecked =
    selectedOnPage === 0 ? false : selectedOnPage === rows.length ? true : 'indeterminate';
  const numericHeight = typeof height === 'number' ? height : 400;

  const windowed = useRowWindow(scrollRef, rows.length, rowHeight, numericHeight);

  // The row last checked or unchecked: Shift with the next one sets every row between the two
  // alike, as a file list does.
  const anchor = useRef<Key | null>(null);
  const setRow = (key: Key, on: boolean, range: boolean) => {
    const next = new Set(selected);
    const keys = rows.map(keyOf);
    const from = range && anchor.current !== null ? keys.indexOf(anchor.current) : -1;
    const to = keys.indexOf(key);
    const span =
      from >= 0 && to >= 0 ? keys.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
    for (const k of span) {
      if (on) next.add(k);
      else next.delete(k);
    }
    anchor.current = key;
    onSelectionChange?.([...next]);
  };

  const setAll = (on: boolean) => {
    const pageKeys = rows.map(keyOf);
    const next = new Set(selected);
    for (const key of pageKeys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onSelectionChange?.([...next]);
  };

  const state: DataTableState = loading
    ? 'loading'
    : error
      ? 'error'
      : rows.length === 0
        ? 'empty'
        : 'idle';
  const shown = error && !loading ? [] : rows;
  const colCount = columns.length + (selectable ? 1 : 0);
  const items = windowed.items;

  const renderCells = (row: T, index: number) =>
    columns.map((column) => {
      const layout = cellLayout(column.width);
      const content = column.render
        ? column.render(row, index)
        : String((row as Record<string, unknown>)[column.key] ?? '');
      return (
        <td
          key={column.key}
          className={[styles.cell, styles.align[column.align ?? 'left'], layout.className]
            .filter(Boolean)
            .join(' ')}
          style={layout.style}
        >
          {/* Text that may be cut carries itself as a tooltip; key columns are never cut. */}
          <span
            className={column.nowrap ? styles.keyText : styles.cellText}
            title={column.nowrap ? undefined : plainText(content)}
          >
            {content}
          </span>
        </td>
      );
    });
  // Below this width the table scrolls sideways instead of squeezing its columns.
  const minWidth = tableMinWidth(columns, selectable);

  return (
    <div
      ref={ref}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-state={state}
    >
      {/* The scroll area is a tab stop of its own: a table with neither clickable rows nor sort
          buttons has nothing else a keyboard can reach to scroll it (WCAG 2.1.1). A group, not a
          region, so each table adds no landmark; a fieldset would mean a set of form controls. */}
      {/* biome-ignore lint/a11y/useSemanticElements: as above */}
      <div
        ref={scrollRef}
        className={styles.scroller}
        style={{ height }}
        role="group"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: as above
        tabIndex={0}
      >
        <table
          className={styles.table}
          style={{ minWidth }}
          aria-label={label}
          aria-rowcount={shown.length + 1}
          aria-busy={loading || undefined}
        >
          <thead className={styles.head}>
            <tr className={styles.row} aria-rowindex={1} style={{ minHeight: rowHeight }}>
              {selectable && (
                <th className={[styles.cell, styles.checkCell].join(' ')}>
                  <SelectBox checked={allChecked} label={selectAllLabel} onChange={setAll} />
                </th>
              )}
              {columns.map((column) => {
                const layout = cellLayout(column.width);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.sortable ? ariaSort(sort, column.key) : undefined}
                    className={[
                      styles.cell,
                      styles.headCell,
                      styles.align[column.align ?? 'left'],
                      layout.className,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    style={layout.style}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => onSortChange?.(nextSort(sort, column.key))}
                      >
                        <span className={styles.headText} title={plainText(column.header)}>
                          {column.header}
                        </span>
                        <SortIcon sort={sort} columnKey={column.key} />
                      </button>
                    ) : (
                      <span className={styles.headText} title={plainText(column.header)}>
                        {column.header}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {shown.length === 0 ? (
            <tbody className={styles.body}>
              {loading ? (
                Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <tr key={index} className={styles.row} style={{ height: rowHeight }} aria-hidden>
                    {selectable && <td className={[styles.cell, styles.checkCell].join(' ')} />}
                    {columns.map((column) => {
                      const layout = cellLayout(column.width);
                      return (
                        <td
                          key={column.key}
                          className={[styles.cell, layout.className].filter(Boolean).join(' ')}
                          style={layout.style}
                        >
                          <span className={styles.skeleton} />
                        </td>
                      );
                    })}
                  </tr>
                ))
              ) : error ? (
                <tr className={styles.row}>
                  <td colSpan={colCount} className={[styles.cell, styles.message].join(' ')}>
                    <span role="alert">{errorText}</span>
                    {onRetry && (
                      <Button size="sm" icon={<RotateCwIcon aria-hidden />} onClick={onRetry}>
                        {retryText}
                      </Button>
                    )}
                  </td>
                </tr>
              ) : (
                <tr className={styles.row}>
                  <td colSpan={colCount} className={[styles.cell, styles.message].join(' ')}>
                    {emptyText}
                  </td>
                </tr>
              )}
            </tbody>
          ) : (
            <tbody className={styles.body} style={{ height: windowed.totalSize }}>
              {items.map((item) => {
                const row = rows[item.index] as T;
                const key = keyOf(row);
                const isSelected = selectable && selected.has(key);
                return (
                  <tr
                    key={key}
                    className={[styles.row, styles.virtualRow].join(' ')}
                    style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                    aria-rowindex={item.index + 2}
                    aria-selected={selectable ? isSelected : undefined}
                    data-state={isSelected ? 'selected' : undefined}
                    data-clickable={onRowClick ? true : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? () => onRowClick(row, item.index) : undefined}
                    onKeyDown={
                      onRowClick
                        ? (event) => {
                            if (event.key === 'Enter') onRowClick(row, item.index);
                          }
                        : undefined
                    }
                  >
                    {selectable && (
                      <td className={[styles.cell, styles.checkCell].join(' ')}>
                        <SelectBox
                          checked={isSelected}
                          label={selectRowLabel(row, item.index)}
                          onChange={(on, range) => setRow(key, on, range)}
                        />
                      </td>
                    )}
                    {renderCells(row, item.index)}
                  </tr>
                );
              })}
            </tbody>
          )}
        </table>
      </div>
      {loading && rows.length > 0 && (
        <div className={styles.overlay}>
          <div className={styles.overlayBox} role="status">
            <span className={styles.spinner} aria-hidden />
            {loadingText}
          </div>
        </div>
      )}
      {loading && rows.length === 0 && (
        <span role="status" className={styles.visuallyHidden}>
          {loadingText}
        </span>
      )}
    </div>
  );
}

/**
 * A sortable, selectable table whose body is virtualised (only the rows in view are in the DOM),
 * with a sticky header, skeleton rows while loading and an empty message.
 */
export const DataTable = forwardRef(DataTableInner) as (<T>(
  props: DataTableProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement) & { displayName?: string };
DataTable.displayName = 'DataTable';

export type { ColumnAlign, SortDirection, SortState } from './parts';
export { nextSort } from './parts';
