import type { ReactNode } from 'react';
import * as styles from './DataTable.css';
import {
  ariaSort,
  type ColumnAlign,
  cellLayout,
  nextSort,
  SortIcon,
  type SortState,
} from './parts';
import { ResizeHandle } from './ResizeHandle';

type HeadColumn = {
  key: string;
  header: ReactNode;
  width?: number | string;
  align?: ColumnAlign;
  sortable?: boolean;
};

/** A tooltip for text content; elements (tags, links) name themselves. */
export function plainText(node: ReactNode): string | undefined {
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

type HeaderCellsProps = {
  columns: readonly HeadColumn[];
  sort: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Given: each header has a resize handle at its right edge. */
  resize?: {
    label: (header: string) => string;
    onDrag: (key: string, width: number) => void;
    onResize: (key: string, width: number) => void;
  };
};

/** The header cells: sort buttons where a column sorts, resize handles where columns resize. */
export function HeaderCells({ columns, sort, onSortChange, resize }: HeaderCellsProps) {
  return columns.map((column) => {
    const layout = cellLayout(column.width);
    const title = plainText(column.header);
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
          resize ? styles.resizableCell : undefined,
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
            <span className={styles.headText} title={title}>
              {column.header}
            </span>
            <SortIcon sort={sort} columnKey={column.key} />
          </button>
        ) : (
          <span className={styles.headText} title={title}>
            {column.header}
          </span>
        )}
        {resize && (
          <ResizeHandle
            label={resize.label(title ?? column.key)}
            width={typeof column.width === 'number' ? column.width : undefined}
            onDrag={(width) => resize.onDrag(column.key, width)}
            onResize={(width) => resize.onResize(column.key, width)}
          />
        )}
      </th>
    );
  });
}
