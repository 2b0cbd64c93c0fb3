import * as Toolbar from '@radix-ui/react-toolbar';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './BulkBar.css';

export const BULK_BAR_STATES = ['empty', 'selected', 'busy'] as const;
export type BulkBarState = (typeof BULK_BAR_STATES)[number];

export type BulkBarProps = Omit<ComponentPropsWithoutRef<typeof Toolbar.Root>, 'children'> & {
  /** Names the toolbar for screen readers, e.g. "Selected cases". */
  label: string;
  /** How many rows are selected. */
  count: number;
  /** The count in words; the default says "3 selected". */
  countText?: (count: number) => string;
  /** Shown while nothing is selected, so the bar says what it is for. */
  emptyText?: string;
  /** An action is running: every action waits for it. */
  busy?: boolean;
  /** Clears the selection; a button appears while something is selected. */
  onClear?: () => void;
  clearText?: string;
  /** The actions: `BulkBarAction`s, arrow keys move between them (one tab stop for the bar). */
  children: ReactNode;
};

/**
 * The actions a list offers for its selected rows, above the list. It stays in place with
 * nothing selected (the list does not jump when the first row is ticked) and its actions are
 * disabled until a row is selected.
 */
export const BulkBar = forwardRef<HTMLDivElement, BulkBarProps>(function BulkBar(
  {
    label,
    count,
    countText = (n) => `${n} selected`,
    emptyText = 'Select rows to act on several at once',
    busy = false,
    onClear,
    clearText = 'Clear selection',
    className,
    children,
    ...props
  },
  ref,
) {
  const state: BulkBarState = busy ? 'busy' : count > 0 ? 'selected' : 'empty';
  return (
    <Toolbar.Root
      ref={ref}
      aria-label={label}
      aria-busy={busy || undefined}
      data-state={state}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...props}
    >
      <span className={styles.count} aria-live="polite">
        {count > 0 ? countText(count) : emptyText}
      </span>
      <fieldset className={styles.actions} disabled={count === 0 || busy}>
        {children}
      </fieldset>
      {onClear && count > 0 && (
        <Toolbar.Button asChild>
          <Button size="sm" variant="ghost" className={styles.clear} onClick={onClear}>
            {clearText}
          </Button>
        </Toolbar.Button>
      )}
    </Toolbar.Root>
  );
});
BulkBar.displayName = 'BulkBar';

export type BulkBarActionProps = Omit<ButtonProps, 'size' | 'asChild'>;

/** One action of a BulkBar: a small button in the bar's roving focus. */
export const BulkBarAction = forwardRef<HTMLButtonElement, BulkBarActionProps>(
  function BulkBarAction({ variant = 'secondary', ...props }, ref) {
    return (
      <Toolbar.Button asChild>
        <Button ref={ref} size="sm" variant={variant} {...props} />
      </Toolbar.Button>
    );
  },
);
BulkBarAction.displayName = 'BulkBarAction';
