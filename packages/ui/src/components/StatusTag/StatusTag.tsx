import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './StatusTag.css';

export const STATUS_TAG_TONES = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusTagTone = (typeof STATUS_TAG_TONES)[number];

export type StatusTagProps = ComponentPropsWithoutRef<'span'> & {
  /** The colour family. The portal maps each of its statuses (draft, approved…) to a tone. */
  tone?: StatusTagTone;
  /** A coloured dot before the text, for tables where many tags sit in one column. */
  dot?: boolean;
};

/** A short status label, e.g. a case's 'In review'. Colour is never the only signal: the text is. */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(function StatusTag(
  { tone = 'neutral', dot = false, className, children, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      className={[styles.tag, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...props}
    >
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
});
StatusTag.displayName = 'StatusTag';
