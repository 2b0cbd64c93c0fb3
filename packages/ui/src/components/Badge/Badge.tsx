import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Badge.css';

export const BADGE_TONES = ['danger', 'brand', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export type BadgeState = 'visible' | 'hidden';

/** The text a count shows: `max+` above the cap (spec §9 "Header badges capped at 99"). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export type BadgeProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  count: number;
  /** Highest count shown as a number; anything above reads `99+`. */
  max?: number;
  /** What the count means for screen readers, e.g. '5 unread messages'. Without it the number is read. */
  label?: string;
  tone?: BadgeTone;
  /** The icon or button the count sits on. Without a child the badge stands alone. */
  children?: ReactNode;
};

/** A small count. At 0 (or below) it disappears and only the child is rendered. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, label, tone = 'danger', children, className, ...props },
  ref,
) {
  const visible = count > 0;
  if (!visible && children !== undefined) return <>{children}</>;
  if (!visible) return null;
  const pill = (
    <span
      ref={ref}
      className={[
        styles.badge,
        styles.tone[tone],
        children !== undefined && styles.attached,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-state={'visible' satisfies BadgeState}
      {...props}
    >
      <span aria-hidden={label ? true : undefined}>{formatBadgeCount(count, max)}</span>
      {label && <span className={styles.visuallyHidden}>{label}</span>}
    </span>
  );
  if (children === undefined) return pill;
  return (
    <span className={styles.anchor}>
      {children}
      {pill}
    </span>
  );
});
Badge.displayName = 'Badge';
