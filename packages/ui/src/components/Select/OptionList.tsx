import { CheckIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import type { SelectOption } from './Select';
import * as styles from './Select.css';

/** Case-insensitive match on the label: what a user looking for 'lee' among agents expects. */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

function nextEnabled(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  for (let i = from; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return -1;
}

/**
 * The highlighted option of a filterable list and the keys that move it: up/down, Home/End, Enter
 * to choose. Focus stays in the filter input; the list follows through `aria-activedescendant`.
 */
export function useActiveOption(
  filtered: readonly SelectOption[],
  choose: (o: SelectOption) => void,
  /** Highlighted first when the list shows it, e.g. the current value. */
  preferred?: string,
) {
  const start = () => {
    const index = filtered.findIndex((option) => option.value === preferred && !option.disabled);
    return index === -1 ? nextEnabled(filtered, 0, 1) : index;
  };
  const [active, setActive] = useState(start);
  const key = filtered.map((option) => option.value).join('\u0000');
  // A new filter result highlights the preferred or first choosable option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the list changes
  useEffect(() => setActive(start()), [key]);

  const onKeyDown = (event: KeyboardEvent) => {
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = nextEnabled(filtered, active + 1, 1);
    else if (event.key === 'ArrowUp') next = nextEnabled(filtered, active - 1, -1);
    else if (event.key === 'Home') next = nextEnabled(filtered, 0, 1);
    else if (event.key === 'End') next = nextEnabled(filtered, filtered.length - 1, -1);
    if (next !== undefined) {
      event.preventDefault();
      if (next !== -1) setActive(next);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = filtered[active];
      if (option && !option.disabled) choose(option);
    }
  };
  return { active, setActive, onKeyDown };
}

export type OptionListProps = {
  id: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  options: readonly SelectOption[];
  active: number;
  onActiveChange: (index: number) => void;
  isSelected: (value: string) => boolean;
  onChoose: (option: SelectOption) => void;
  multiselectable?: boolean;
};

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The ARIA listbox the filter input controls. */
export function OptionList({
  id,
  options,
  active,
  onActiveChange,
  isSelected,
  onChoose,
  multiselectable,
  ...name
}: OptionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      {...name}
      // Stays in the DOM when empty: the combobox's aria-controls must point at it.
      hidden={options.length === 0}
      aria-multiselectable={multiselectable || undefined}
      className={styles.list}
    >
      {options.map((option, index) => {
        const selected = isSelected(option.value);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the filter input that owns focus
          <div
            key={option.value}
            // The highlighted option follows the keyboard into view in a long list.
            ref={
              index === active ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined
            }
            tabIndex={-1}
            id={optionId(id, index)}
            role="option"
            aria-selected={selected}
            aria-disabled={option.disabled || undefined}
            data-active={index === active || undefined}
            data-state={selected ? 'checked' : 'unchecked'}
            className={styles.item}
            onMouseMove={() => !option.disabled && index !== active && onActiveChange(index)}
            onClick={() => !option.disabled && onChoose(option)}
          >
            {selected && (
              <span className={styles.indicator}>
                <CheckIcon aria-hidden />
              </span>
            )}
            {option.description ? (
              <span className={styles.twoLines}>
                <span>{option.label}</span>
                <span className={styles.description}>{option.description}</span>
              </span>
            ) : (
              option.label
            )}
          </div>
        );
      })}
    </div>
  );
}
