import { ArchiveIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** A picture of what is missing; `null` for none. */
  icon?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** What the user can do about it, e.g. a 'Create new' button. */
  action?: ReactNode;
};

/** What a list, table or page shows when it has nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon = <ArchiveIcon size={24} />, title = 'No data', description, action, className, ...props },
  ref,
) {
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} {...props}>
      {icon !== null && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
