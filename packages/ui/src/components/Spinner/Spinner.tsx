import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Spinner.css';

export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export type SpinnerProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  size?: SpinnerSize;
  /** What is loading, for screen readers (and on screen with `showLabel`). */
  label?: string;
  /** Show the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
};

/** A turning ring that tells sighted users and screen readers that something is loading. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', showLabel = false, className, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      role="status"
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      data-size={size}
      {...props}
    >
      <span className={[styles.circle, styles.size[size]].join(' ')} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.visibleLabel}>{label}</span>
      ) : (
        <span className={styles.visuallyHidden}>{label}</span>
      )}
    </span>
  );
});
Spinner.displayName = 'Spinner';
