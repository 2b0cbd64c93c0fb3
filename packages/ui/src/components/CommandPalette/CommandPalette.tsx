import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { overlay } from '../Dialog/Dialog.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CommandPalette.css';

/** What the list shows: nothing asked yet, an answer on its way, results, or none. */
export const COMMAND_PALETTE_STATES = ['idle', 'loading', 'results', 'empty'] as const;
export type CommandPaletteState = (typeof COMMAND_PALETTE_STATES)[number];

export type CommandPaletteItem = {
  /** Unique within its group. */
  id: string;
  title: string;
  /** Short texts that tell two items of one title apart (an address and a status). */
  details?: readonly string[];
  /** A tag at the end of the row ("Exact match"). */
  badge?: string;
};

export type CommandPaletteGroup = {
  id: string;
  heading: string;
  items: readonly CommandPaletteItem[];
};

export type CommandPaletteLabels = {
  /** The dialog's accessible name. */
  title: string;
  placeholder: string;
  /** Shown when a query found nothing. */
  empty: string;
  /** Announced while results load. */
  loading: string;
};

export type CommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly CommandPaletteGroup[];
  /** Chosen with Enter or a click; the palette stays open until the owner closes it. */
  onSelect: (item: CommandPaletteItem, group: CommandPaletteGroup) => void;
  loading?: boolean;
  labels: CommandPaletteLabels;
};

const stateOf = (loading: boolean, query: string, count: number): CommandPaletteState =>
  count > 0 ? 'results' : loading ? 'loading' : query.trim() === '' ? 'idle' : 'empty';

/**
 * A keyboard-driven command menu in a modal: type, move with ↑ ↓, open with Enter,
 * leave with Esc. The items are the owner's, searched wherever the owner searches, and shown in
 * groups under headings. The ARIA combobox pattern with the focus kept in the input
 * (`aria-activedescendant`), on Radix Dialog (focus trap, Esc, focus return) like every modal
 * here; hand-written, as a command-menu library cost more than the library's size budget allows.
 */
export function CommandPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  onSelect,
  loading = false,
  labels,
}: CommandPaletteProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => groups.filter((g) => g.items.length > 0), [groups]);
  const flat = useMemo(
    () => shown.flatMap((group) => group.items.map((item) => ({ group, item }))),
    [shown],
  );
  const [active, setActive] = useState(0);
  // New results: the first is the one Enter opens (an exact match comes first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the items change
  useEffect(() => setActive(0), [flat]);
  const state = stateOf(loading, query, flat.length);
  const optionId = (i: number) => `${base}-option-${i}`;
  const current = flat.length > 0 ? Math.min(active, flat.length - 1) : -1;

  useEffect(() => {
    if (current < 0) return;
    const el = listRef.current?.querySelector(`[id="${optionId(current)}"]`);
    if (el && 'scrollIntoView' in el) el.scrollIntoView({ block: 'nearest' });
  });

  // Home and End stay the input's (they move the caret in what is typed).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = flat.length;
    if (n === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current + (event.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      const chosen = flat[current];
      if (chosen) onSelect(chosen.item, chosen.group);
    }
  };

  let index = -1;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <RadixDialog.Title className={styles.visuallyHidden}>{labels.title}</RadixDialog.Title>
          <div className={styles.command} data-state={state}>
            <input
              className={styles.input}
              role="combobox"
              aria-label={labels.title}
              aria-expanded={flat.length > 0}
              aria-controls={`${base}-list`}
              aria-autocomplete="list"
              aria-activedescendant={current >= 0 ? optionId(current) : undefined}
              aria-busy={loading}
              autoComplete="off"
              spellCheck={false}
              value={query}
              placeholder={labels.placeholder}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <div
              ref={listRef}
              id={`${base}-list`}
              role="listbox"
              aria-label={labels.title}
              className={styles.list}
            >
              {shown.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a fieldset of form controls
                <div
                  key={group.id}
                  role="group"
                  aria-labelledby={`${base}-${group.id}`}
                  className={styles.group}
                >
                  <div id={`${base}-${group.id}`} className={styles.heading} aria-hidden>
                    {group.heading}
                  </div>
                  {group.items.map((item) => {
                    index += 1;
                    const i = index;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose (aria-activedescendant)
                      // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input; options are its active descendant
                      <div
                        key={item.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === current}
                        data-selected={i === current}
                        className={styles.item}
                        onMouseMove={() => i !== current && setActive(i)}
                        onClick={() => onSelect(item, group)}
                      >
                        <span className={styles.title}>{item.title}</span>
                        {item.details && item.details.length > 0 && (
                          <span className={styles.details}>{item.details.join(' · ')}</span>
                        )}
                        {item.badge && <span className={styles.badge}>{item.badge}</span>}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {/* Outside the list: a listbox holds options and groups only. */}
            <div className={styles.status} role="status">
              {loading && <Spinner label={labels.loading} showLabel />}
              {state === 'empty' && labels.empty}
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
