import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/a11y.css';
import * as styles from './ChangeTimeline.css';

export type ChangeTimelineField = {
  /** Stable key; defaults to the label when that is a string. */
  key?: string;
  label: ReactNode;
  /** `null`, `undefined` and `''` show the timeline's empty placeholder. */
  before?: ReactNode;
  after?: ReactNode;
};

export type ChangeTimelineEntry = {
  key: string | number;
  /** Who made the change: a person's name, or the system. */
  who: ReactNode;
  /** When, as shown; `dateTime` is the machine-readable instant of the `<time>`. */
  when: ReactNode;
  dateTime?: string;
  /** What kind of change (created, changed, removed) or where it was made. */
  title?: ReactNode;
  fields: ChangeTimelineField[];
};

export type ChangeTimelineProps = Omit<ComponentPropsWithoutRef<'ol'>, 'children'> & {
  /** Newest first, as a record's History reads best. */
  entries: ChangeTimelineEntry[];
  /** Shown instead of the list when there is no entry. */
  emptyText?: ReactNode;
  /** Shown for a value that is absent (before a record was created, after it was removed). */
  emptyValue?: ReactNode;
  /** Words a screen reader hears between the values (visible as an arrow): translate them. */
  labels?: { before: string; after: string };
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * A record's history: one entry per change, who and when, and each field's value before and
 * after. The arrow between the values is drawn; a screen reader hears "from … to …" instead.
 */
export const ChangeTimeline = forwardRef<HTMLOListElement, ChangeTimelineProps>(
  function ChangeTimeline(
    {
      entries,
      emptyText = 'No changes yet.',
      emptyValue = '—',
      labels = { before: 'from', after: 'to' },
      className,
      ...props
    },
    ref,
  ) {
    if (entries.length === 0) return <p className={styles.emptyText}>{emptyText}</p>;
    const value = (v: ReactNode) =>
      isEmpty(v) ? <span className={styles.absent}>{emptyValue}</span> : v;
    return (
      <ol ref={ref} className={[styles.list, className].filter(Boolean).join(' ')} {...props}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <span className={styles.marker} aria-hidden="true" />
            <p className={styles.head}>
              <span className={styles.who}>{entry.who}</span>
              <time className={styles.when} dateTime={entry.dateTime}>
                {entry.when}
              </time>
              {entry.title !== undefined && <span className={styles.title}>{entry.title}</span>}
            </p>
            {entry.fields.length > 0 && (
              <dl className={styles.fields}>
                {entry.fields.map((field, index) => (
                  <div
                    key={field.key ?? (typeof field.label === 'string' ? field.label : index)}
                    className={styles.field}
                  >
                    <dt className={styles.label}>{field.label}</dt>
                    <dd className={styles.values}>
                      <span className={visuallyHidden}>{labels.before} </span>
                      <span className={styles.before}>{value(field.before)}</span>
                      <span className={styles.arrow} aria-hidden="true">
                        →
                      </span>
                      <span className={visuallyHidden}> {labels.after} </span>
                      <span className={styles.after}>{value(field.after)}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    );
  },
);
ChangeTimeline.displayName = 'ChangeTimeline';
