import { type ComponentPropsWithoutRef, forwardRef, type Key, type ReactNode, useId } from 'react';
import { Button } from '../Button/Button';
import { StatusTag } from '../StatusTag/StatusTag';
import * as styles from './BulkResults.css';

export const BULK_RESULTS_STATES = ['done', 'partial', 'refused'] as const;
export type BulkResultsState = (typeof BULK_RESULTS_STATES)[number];

export type BulkResultItem = {
  key: Key;
  /** What the row is to a person: a case number, a name. */
  label: ReactNode;
  ok: boolean;
  /** Why a row was refused (shown beside it); ignored for a row that was done. */
  message?: string;
};

export type BulkResultsProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The action, e.g. "Approve"; it titles the region: "Result: Approve". */
  title: string;
  items: readonly BulkResultItem[];
  /** The tag of a row that was done, e.g. "Approved". */
  doneText?: string;
  refusedText?: string;
  /** The summary line; the default says "48 done, 2 refused" (or "3 done" when none was refused). */
  summary?: (done: number, refused: number) => string;
  /** Tries the refused rows again; a button appears while some were refused. */
  onRetry?: () => void;
  retryText?: (refused: number) => string;
  retrying?: boolean;
  /** Outline level of the title: 2 under the page's h1, 3 inside a section titled h2. */
  titleLevel?: 2 | 3 | 4;
  /** Puts the result away. */
  onDismiss?: () => void;
  dismissText?: string;
};

/**
 * What a bulk action did, row by row: the summary is announced, the refused rows are listed with
 * their reasons (the ones a person has to act on), the rows done are folded under one line.
 */
export const BulkResults = forwardRef<HTMLElement, BulkResultsProps>(function BulkResults(
  {
    title,
    items,
    doneText = 'Done',
    refusedText = 'Refused',
    summary = (done, refused) =>
      refused === 0 ? `${done} done` : `${done} done, ${refused} refused`,
    onRetry,
    retryText = (n) => `Try the ${n} refused again`,
    retrying = false,
    onDismiss,
    dismissText = 'Dismiss',
    titleLevel = 2,
    className,
    ...props
  },
  ref,
) {
  const titleId = useId();
  const Title = `h${titleLevel}` as const;
  const refused = items.filter((item) => !item.ok);
  const done = items.filter((item) => item.ok);
  const state: BulkResultsState =
    refused.length === 0 ? 'done' : done.length === 0 ? 'refused' : 'partial';
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-state={state}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...props}
    >
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {`Result: ${title}`}
        </Title>
        <p role="status" className={styles.summary}>
          {summary(done.length, refused.length)}
        </p>
        <div className={styles.buttons}>
          {onRetry && refused.length > 0 && (
            <Button size="sm" loading={retrying} onClick={onRetry}>
              {retryText(refused.length)}
            </Button>
          )}
          {onDismiss && (
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {dismissText}
            </Button>
          )}
        </div>
      </div>
      {refused.length > 0 && (
        <ul className={styles.list} aria-label={refusedText}>
          {refused.map((item) => (
            <li key={item.key} className={styles.item}>
              <span className={styles.label}>{item.label}</span>
              <StatusTag tone="danger">{refusedText}</StatusTag>
              <span className={styles.message}>{item.message}</span>
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <details className={styles.details} open={refused.length === 0 && done.length <= 5}>
          <summary className={styles.detailsSummary}>{`${doneText}: ${done.length}`}</summary>
          <ul className={styles.list} aria-label={doneText}>
            {done.map((item) => (
              <li key={item.key} className={styles.item}>
                <span className={styles.label}>{item.label}</span>
                <StatusTag tone="success">{doneText}</StatusTag>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
});
BulkResults.displayName = 'BulkResults';
