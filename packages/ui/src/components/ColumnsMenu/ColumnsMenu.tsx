import * as Popover from '@radix-ui/react-popover';
// Icons the library already draws (the sort headers'): the size budget holds no new ones here.
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { type ColumnLayout, fullLayout, moveColumn, patchColumn } from '../DataTable/columnLayout';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ColumnsMenu.css';

export type ColumnsMenuProps = {
  /** The table's declared columns (a DataTable's `columns`): their keys and headers. */
  columns: readonly { key: string; header: ReactNode }[];
  /** The arrangement the table draws (`DataTable`'s `columnLayout`). */
  layout?: ColumnLayout;
  onLayoutChange: (layout: ColumnLayout) => void;
  /** The button's text, and the panel's name. */
  label?: string;
  /** Names a column whose header is not text. */
  columnName?: (key: string) => string;
  moveUpLabel?: (column: string) => string;
  moveDownLabel?: (column: string) => string;
  resetText?: string;
};

/**
 * Shows, hides and orders a DataTable's columns: a button opening a panel with one row a column —
 * a checkbox (shown) and move up / move down buttons, so the order changes by keyboard as well as
 * by pointer — and Reset. The table's edges resize the widths; all three live in one layout the
 * caller keeps. The last shown column cannot be hidden.
 */
export function ColumnsMenu({
  columns,
  layout,
  onLayoutChange,
  label = 'Columns',
  columnName,
  moveUpLabel = (column) => `Move ${column} up`,
  moveDownLabel = (column) => `Move ${column} down`,
  resetText = 'Reset columns',
}: ColumnsMenuProps) {
  const entries = fullLayout(columns, layout);
  const headers = new Map(columns.map((c) => [c.key, c.header]));
  const nameOf = (key: string) => {
    const header = headers.get(key);
    return typeof header === 'string' ? header : (columnName?.(key) ?? key);
  };
  const shown = entries.filter((e) => !e.hidden).length;
  // At an end the button stays focusable (aria-disabled), so pressing it twice never drops focus.
  const move = (key: string, by: number, blocked: boolean) => {
    if (!blocked) onLayoutChange(moveColumn(columns, layout, key, by));
  };

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button size="sm">{label}</Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={4} aria-label={label}>
          <p className={styles.heading} aria-hidden>
            {label}
          </p>
          <ul className={styles.list}>
            {entries.map((entry, index) => {
              const name = nameOf(entry.key);
              const first = index === 0;
              const last = index === entries.length - 1;
              return (
                <li key={entry.key} className={styles.item}>
                  <Checkbox
                    className={styles.name}
                    label={name}
                    checked={!entry.hidden}
                    disabled={!entry.hidden && shown === 1}
                    onCheckedChange={(on) =>
                      onLayoutChange(
                        patchColumn(columns, layout, entry.key, { hidden: on !== true }),
                      )
                    }
                  />
                  <IconButton
                    size="sm"
                    label={moveUpLabel(name)}
                    icon={<ChevronUpIcon aria-hidden />}
                    aria-disabled={first || undefined}
                    onClick={() => move(entry.key, -1, first)}
                  />
                  <IconButton
                    size="sm"
                    label={moveDownLabel(name)}
                    icon={<ChevronDownIcon aria-hidden />}
                    aria-disabled={last || undefined}
                    onClick={() => move(entry.key, 1, last)}
                  />
                </li>
              );
            })}
          </ul>
          <div className={styles.footer}>
            <Button size="sm" variant="ghost" onClick={() => onLayoutChange([])}>
              {resetText}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
