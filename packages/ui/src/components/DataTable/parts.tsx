import * as Checkbox from '@radix-ui/react-checkbox';
import {
  CheckIcon,
  ChevronDownIcon,
  ChevronsUpDownIcon,
  ChevronUpIcon,
  MinusIcon,
} from 'lucide-react';
import type { CSSProperties } from 'react';
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
  onChange: (checked: boolean) => void;
};

export function SelectBox({ checked, label, onChange }: SelectBoxProps) {
  return (
    <Checkbox.Root
      className={styles.checkbox}
      checked={checked}
      aria-label={label}
      onCheckedChange={(value) => onChange(value === true)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Checkbox.Indicator>
        {checked === 'indeterminate' ? <MinusIcon aria-hidden /> : <CheckIcon aria-hidden />}
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}
