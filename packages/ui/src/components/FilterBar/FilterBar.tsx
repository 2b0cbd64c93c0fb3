import { RotateCcwIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, forwardRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FilterBar.css';

export type FilterBarProps = {
  /** The filter fields: FormField-wrapped TextField, Select, DateInput… */
  children: ReactNode;
  /** Called on the Search button and on Enter in any field. */
  onSearch: () => void;
  /**
   * Called on Reset. Uncontrolled fields are reset by the form itself; controlled ones are reset
   * by the caller here.
   */
  onReset?: () => void;
  searchLabel?: string;
  resetLabel?: string;
  /** Name of the search landmark. */
  'aria-label'?: string;
  /**
   * Shows Search as busy while results load. Search still applies: what was typed since is newer
   * than what is loading, and dropping it would show a list that does not match the fields.
   */
  loading?: boolean;
  /** Why the filter as typed cannot be applied (an inverted date range); shown as an alert. */
  error?: ReactNode;
  className?: string;
};

/** A row of filter fields with Search and Reset, wrapping on narrow screens. */
export const FilterBar = forwardRef<HTMLFormElement, FilterBarProps>(function FilterBar(
  {
    children,
    onSearch,
    onReset,
    searchLabel = 'Search',
    resetLabel = 'Reset',
    'aria-label': ariaLabel = 'Filters',
    loading = false,
    error,
    className,
  },
  ref,
) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet announced as a landmark by every screen reader the back office supports
    <form
      ref={ref}
      role="search"
      aria-label={ariaLabel}
      noValidate
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={error ? 'error' : loading ? 'loading' : 'idle'}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
      onReset={() => onReset?.()}
    >
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={loading} icon={<SearchIcon aria-hidden />}>
          {searchLabel}
        </Button>
        <Button type="reset" icon={<RotateCcwIcon aria-hidden />}>
          {resetLabel}
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
});
FilterBar.displayName = 'FilterBar';
