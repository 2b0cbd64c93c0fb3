import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Pagination.css';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers to show: first, last, the current page with `siblings` either side, gaps as ellipses. */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, pageCount);
  const edge = 3 + siblings * 2;
  if (left <= 3) return [...range(1, edge), 'ellipsis-end', pageCount];
  if (right >= pageCount - 2)
    return [1, 'ellipsis-start', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
}

export type PaginationProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children' | 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange?: (page: number) => void;
  /** Called with the new size; the caller usually goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Pages shown either side of the current one. */
  siblings?: number;
  disabled?: boolean;
  /** `{n}` is replaced by the total. */
  totalText?: string;
  /** After each size in the chooser: '20/page' (spec §9). */
  perPageText?: string;
  pageSizeLabel?: string;
  jumpText?: string;
  label?: string;
  firstLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  lastLabel?: string;
  pageLabel?: (page: number) => string;
};

/** Pages of a list: total, page size, first/previous/numbers/next/last and a page jump. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageSize,
    total,
    onPageChange,
    onPageSizeChange,
    pageSizes = PAGE_SIZES,
    siblings = 1,
    disabled = false,
    totalText = 'Total {n}',
    perPageText = '/page',
    pageSizeLabel = 'Rows per page',
    jumpText = 'Go to',
    label = 'Pagination',
    firstLabel = 'First page',
    previousLabel = 'Previous page',
    nextLabel = 'Next page',
    lastLabel = 'Last page',
    pageLabel = (n) => `Page ${n}`,
    className,
    ...props
  },
  ref,
) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const [jump, setJump] = useState('');
  const jumpId = useId();
  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b);

  const go = (target: number) => {
    const next = Math.min(Math.max(1, Math.trunc(target)), pageCount);
    if (!disabled && next !== current) onPageChange?.(next);
  };

  const applyJump = () => {
    const value = Number(jump);
    if (jump.trim() !== '' && Number.isFinite(value)) go(value);
    setJump('');
  };

  return (
    <nav
      ref={ref}
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={disabled ? 'disabled' : 'idle'}
      {...props}
    >
      <span className={styles.total}>{totalText.replace('{n}', String(total))}</span>
      <select
        className={styles.select}
        aria-label={pageSizeLabel}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {`${size}${perPageText}`}
          </option>
        ))}
      </select>
      <IconButton
        size="sm"
        variant="secondary"
        label={firstLabel}
        icon={<ChevronsLeftIcon />}
        disabled={disabled || current === 1}
        onClick={() => go(1)}
      />
      <IconButton
        size="sm"
        variant="secondary"
        label={previousLabel}
        icon={<ChevronLeftIcon />}
        disabled={disabled || current === 1}
        onClick={() => go(current - 1)}
      />
      <ul className={styles.pages}>
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
      </ul>
      <IconButton
        size="sm"
        variant="secondary"
        label={nextLabel}
        icon={<ChevronRightIcon />}
        disabled={disabled || current === pageCount}
        onClick={() => go(current + 1)}
      />
      <IconButton
        size="sm"
        variant="secondary"
        label={lastLabel}
        icon={<ChevronsRightIcon />}
        disabled={disabled || current === pageCount}
        onClick={() => go(pageCount)}
      />
      <label className={styles.jump} htmlFor={jumpId}>
        {jumpText}
        <input
          id={jumpId}
          className={styles.jumpInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={jump}
          disabled={disabled}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyJump();
          }}
          onBlur={applyJump}
        />
      </label>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
