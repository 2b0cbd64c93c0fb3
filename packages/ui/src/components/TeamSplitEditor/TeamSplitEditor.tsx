import { checkTeamSplit, PERCENT_MAX, teamSplitMessage } from '@bq/validators';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { forwardRef, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { NumericInput } from '../NumericInput/NumericInput';
import { SearchSelect } from '../Select/SearchSelect';
import type { SelectOption } from '../Select/Select';
import * as styles from './TeamSplitEditor.css';

export type TeamSplitRow = {
  /** Stable key of the row. */
  id: string;
  /** The chosen person's value from `people`, or ''. */
  person: string;
  /** The percent as typed (type 6, 2 places), or ''. */
  percent: string;
};

export type TeamSplitState = 'ok' | 'over';

export type TeamSplitEditorProps = {
  value: readonly TeamSplitRow[];
  onChange: (rows: TeamSplitRow[]) => void;
  /** Who can take a share (agents). */
  people: readonly SelectOption[];
  /** The most the rows may add up to; spec §5 uses 100. */
  limit?: number;
  disabled?: boolean;
  personLabel?: string;
  percentLabel?: string;
  personPlaceholder?: string;
  addLabel?: string;
  removeLabel?: (rowNumber: number) => string;
  totalLabel?: string;
  emptyText?: string;
  searchPlaceholder?: string;
  noResultsText?: string;
  /** The over-limit text; the default is the spec's 'Total team split must less than 100%'. */
  overLimitMessage?: (limit: number) => string;
  className?: string;
};

/**
 * Rows of person + percent with a live total. A percent that takes the total over the limit is
 * cleared at once and the spec's message is shown, so the rows never add up to more than 100%.
 */
export const TeamSplitEditor = forwardRef<HTMLDivElement, TeamSplitEditorProps>(
  function TeamSplitEditor(
    {
      value,
      onChange,
      people,
      limit = PERCENT_MAX,
      disabled,
      personLabel = 'Person',
      percentLabel = 'Percent',
      personPlaceholder = 'Choose a person',
      addLabel = 'Add row',
      removeLabel = (n) => `Remove row ${n}`,
      totalLabel = 'Total',
      emptyText = 'No team members yet',
      searchPlaceholder,
      noResultsText,
      overLimitMessage = teamSplitMessage,
      className,
    },
    ref,
  ) {
    const baseId = useId();
    const nextId = useRef(0);
    const [message, setMessage] = useState<string>();
    const total = checkTeamSplit(
      value.map((row) => row.percent),
      limit,
    ).total;

    const replace = (index: number, patch: Partial<TeamSplitRow>) =>
      value.map((row, i) => (i === index ? { ...row, ...patch } : row));

    const setPercent = (index: number, percent: string) => {
      const rows = replace(index, { percent });
      const check = checkTeamSplit(
        rows.map((row) => row.percent),
        limit,
      );
      if (check.ok) {
        setMessage(undefined);
        onChange(rows);
      } else {
        setMessage(overLimitMessage(limit));
        onChange(replace(index, { percent: '' }));
      }
    };

    const add = () => {
      nextId.current += 1;
      onChange([...value, { id: `${baseId}-${nextId.current}`, person: '', percent: '' }]);
    };

    const remove = (index: number) => {
      setMessage(undefined);
      onChange(value.filter((_, i) => i !== index));
    };

    return (
      <div
        ref={ref}
        className={[styles.root, className].filter(Boolean).join(' ')}
        data-state={message ? 'over' : 'ok'}
      >
        {value.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <div className={styles.head} aria-hidden="true">
            <span>{personLabel}</span>
            <span>{percentLabel}</span>
          </div>
        )}
        {value.map((row, index) => (
          <div key={row.id} className={styles.row}>
            <SearchSelect
              aria-label={`${personLabel} ${index + 1}`}
              options={people}
              value={row.person}
              placeholder={personPlaceholder}
              searchPlaceholder={searchPlaceholder}
              noResultsText={noResultsText}
              disabled={disabled}
              onValueChange={(person) => onChange(replace(index, { person }))}
            />
            <NumericInput
              aria-label={`${percentLabel} ${index + 1}`}
              numericType={6}
              places={2}
              suffix="%"
              value={row.percent}
              disabled={disabled}
              onValueChange={(percent) => setPercent(index, percent)}
            />
            <IconButton
              label={removeLabel(index + 1)}
              icon={<Trash2Icon aria-hidden />}
              disabled={disabled}
              onClick={() => remove(index)}
            />
          </div>
        ))}
        <div className={styles.footer}>
          <Button icon={<PlusIcon aria-hidden />} onClick={add} disabled={disabled}>
            {addLabel}
          </Button>
          <output
            className={styles.total}
            aria-live="polite"
            data-state={total > limit ? 'over' : 'ok'}
          >
            {totalLabel}: {total}%
          </output>
        </div>
        {message && (
          <p className={styles.message} role="alert">
            {message}
          </p>
        )}
      </div>
    );
  },
);
TeamSplitEditor.displayName = 'TeamSplitEditor';
