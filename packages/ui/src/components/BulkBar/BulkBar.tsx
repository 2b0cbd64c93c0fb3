import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './BulkBar.css';

export const BULK_BAR_STATES = ['empty', 'selected', 'busy'] as const;
export type BulkBarState = (typeof BULK_BAR_STATES)[number];

export type BulkBarProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
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
  /** The actions: `BulkBarAction`s; the arrow keys, Home and End move between them. */
  children: ReactNode;
};

const NEXT: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The toolbar pattern's keys (WAI-ARIA APG): the arrows go round the enabled buttons. Written
 * here rather than taken from Radix Toolbar, whose roving focus and toggle group cost more of the
 * library's size budget than these lines; every button also stays a tab stop of its own.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT[event.key];
  if (!next) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  event.preventDefault();
  buttons[next(at, buttons.length)]?.focus();
}

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
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-busy={busy || undefined}
      data-state={state}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={moveFocus}
      {...props}
    >
      <span className={styles.count} aria-live="polite">
        {count > 0 ? countText(count) : emptyText}
      </span>
      <fieldset className={styles.actions} disabled={count === 0 || busy}>
        {children}
      </fieldset>
      {onClear && count > 0 && (
        <Button size="sm" variant="ghost" className={styles.clear} onClick={onClear}>
          {clearText}
        </Button>
      )}
    </div>
  );
});
BulkBar.displayName = 'BulkBar';

export type BulkBarActionProps = Omit<ButtonProps, 'size' | 'asChild'>;

/** One action of a BulkBar: a small button, secondary unless said otherwise. */
export const BulkBarAction = forwardRef<HTMLButtonElement, BulkBarActionProps>(
  function BulkBarAction({ variant = 'secondary', ...props }, ref) {
    return <Button ref={ref} size="sm" variant={variant} {...props} />;
  },
);
BulkBarAction.displayName = 'BulkBarAction';
