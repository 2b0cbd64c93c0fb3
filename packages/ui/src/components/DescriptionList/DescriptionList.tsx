import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export const DESCRIPTION_LIST_COLUMNS = [1, 2, 3] as const;
export type DescriptionListColumns = (typeof DESCRIPTION_LIST_COLUMNS)[number];

export type DescriptionItem = {
  /** Stable key; defaults to the label when that is a string. */
  key?: string;
  label: ReactNode;
  /** `null`, `undefined` and `''` show the list's empty placeholder. */
  value?: ReactNode;
  /** Columns this item takes (e.g. 3 for a long remark in a 3-column list). */
  span?: DescriptionListColumns;
};

export type DescriptionListProps = Omit<ComponentPropsWithoutRef<'dl'>, 'children'> & {
  items: DescriptionItem[];
  columns?: DescriptionListColumns;
  /** Shown for an empty value. */
  emptyValue?: ReactNode;
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label/value details of one record (a case, an agent), in one to three columns. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(
  function DescriptionList({ items, columns = 2, emptyValue = '—', className, ...props }, ref) {
    return (
      <dl
        ref={ref}
        className={[styles.list, styles.columns[columns], className].filter(Boolean).join(' ')}
        data-columns={columns}
        {...props}
      >
        {items.map((item, index) => {
          const empty = isEmpty(item.value);
          const span = item.span ? Math.min(item.span, columns) : 1;
          return (
            <div
              key={item.key ?? (typeof item.label === 'string' ? item.label : index)}
              className={[styles.item, styles.span[span as DescriptionListColumns]].join(' ')}
            >
              <dt className={styles.term}>{item.label}</dt>
              <dd
                className={[styles.value, empty && styles.empty].filter(Boolean).join(' ')}
                data-empty={empty || undefined}
              >
                {empty ? emptyValue : item.value}
              </dd>
            </div>
          );
        })}
      </dl>
    );
  },
);
DescriptionList.displayName = 'DescriptionList';
