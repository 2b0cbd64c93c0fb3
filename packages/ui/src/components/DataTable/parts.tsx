import * as Checkbox from '@radix-ui/react-checkbox';
import {
  CheckIcon,
  ChevronDownIcon,
  ChevronsUpDownIcon,
  ChevronUpIcon,
  MinusIcon,
} from 'lucide-react';
import { type CSSProperties, useRef } from 'react';
import * as styles from './DataTable.css';

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;
export type ColumnAlign = 'left' | 'center' | 'right';

/** The next sort when a header is clicked: none → ascending → descending → none. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

export const ariaSort = (sort: SortState, key: string) =>
  sort?.key !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';

export function SortIcon({ sort, columnKey }: { sort: SortState; columnKey: string }) {
  if (sort?.key !== columnKey) return <ChevronsUpDownIcon aria-hidden />;
  return sort.direction === 'asc' ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />;
}

/** A fixed width when the column has one, otherwise an even share of what is left. */
export function cellLayout(width: number | string | undefined): {
  className?: string;
  style?: CSSProperties;
} {
  if (width === undefined) return { className: styles.flexCell };
  return { style: { flex: `0 0 ${typeof width === 'number' ? `${width}px` : width}` } };
}

type SelectBoxProps = {
  checked: boolean | 'indeterminate';
  label: string;
  /** `range`: Shift was held (a click or Shift+Space), so the rows since the last one follow. */
  onChange: (checked: boolean, range: boolean) => void;
};

export function SelectBox({ checked, label, onChange }: SelectBoxProps) {
  // Radix reports the new value without the event; the click or key that caused it came first.
  const shift = useRef(false);
  return (
    <Checkbox.Root
      className={styles.checkbox}
      checked={checked}
      aria-label={label}
      onCheckedChange={(value) => {
        onChange(value === true, shift.current);
        shift.current = false;
      }}
      onClick={(event) => {
        event.stopPropagation();
        // A click made by Space (detail 0) keeps what its key press said.
        if (event.detail > 0) shift.current = event.shiftKey;
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === ' ') shift.current = event.shiftKey;
      }}
    >
      <Checkbox.Indicator>
        {checked === 'indeterminate' ? <MinusIcon aria-hidden /> : <CheckIcon aria-hidden />}
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}
