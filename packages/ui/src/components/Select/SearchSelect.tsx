import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon, SearchIcon } from 'lucide-react';
import { forwardRef, useId, useRef, useState } from 'react';
import { useFormField } from '../FormField/FormField';
import { TextField } from '../TextField/TextField';
import { frame } from '../TextField/TextField.css';
import { filterOptions, OptionList, optionId, useActiveOption } from './OptionList';
import type { SelectOption, SelectProps } from './Select';
import * as styles from './Select.css';

export type SearchSelectProps = Omit<SelectProps, 'name' | 'required'> & {
  /** Placeholder of the filter input. */
  searchPlaceholder?: string;
  /** Accessible name of the filter input. */
  searchLabel?: string;
  /** Shown when nothing matches the filter. */
  noResultsText?: string;
};

/**
 * A select for long lists (agents, branches): the popover opens with a filter input, arrows move
 * through the matches, Enter chooses, Escape closes. The ref is the trigger.
 */
export const SearchSelect = forwardRef<HTMLButtonElement, SearchSelectProps>(function SearchSelect(
  {
    options,
    value,
    defaultValue = '',
    onValueChange,
    placeholder,
    searchPlaceholder = 'Search',
    searchLabel = 'Search',
    noResultsText = 'No results',
    disabled,
    invalid,
    size = 'md',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    ...aria
  },
  ref,
) {
  const listId = useId();
  const field = useFormField();
  const inputRef = useRef<HTMLInputElement>(null);
  const [innerValue, setInnerValue] = useState(defaultValue);
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const current = value ?? innerValue;
  const open = openProp ?? innerOpen;
  const selected = options.find((option) => option.value === current);
  const filtered = filterOptions(options, query);
  // The popup and its list are named like the field: by its own label or the FormField's.
  const popupName = aria['aria-label']
    ? { 'aria-label': aria['aria-label'] }
    : aria['aria-labelledby'] || field
      ? { 'aria-labelledby': aria['aria-labelledby'] ?? field?.labelId }
      : { 'aria-label': searchLabel };
  const isInvalid = invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    if (!next) setQuery('');
    onOpenChange?.(next);
  };
  const choose = (option: SelectOption) => {
    setInnerValue(option.value);
    if (option.value !== current) onValueChange?.(option.value);
    setOpen(false);
  };
  const { active, setActive, onKeyDown } = useActiveOption(filtered, choose, current);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={ref}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        className={[frame({ size }), styles.trigger, className].filter(Boolean).join(' ')}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...aria}
        aria-invalid={isInvalid || undefined}
      >
        <span className={[styles.value, !selected && styles.placeholder].filter(Boolean).join(' ')}>
          {selected?.label ?? placeholder}
        </span>
        <span className={styles.icon}>
          <ChevronDownIcon aria-hidden />
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          {...popupName}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <TextField
            ref={inputRef}
            size="sm"
            frameClassName={styles.search}
            prefix={<SearchIcon aria-hidden />}
            role="combobox"
            aria-label={searchLabel}
            aria-expanded
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              active >= 0 && filtered.length > 0 ? optionId(listId, active) : undefined
            }
            placeholder={searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <OptionList
            id={listId}
            {...popupName}
            options={filtered}
            active={active}
            onActiveChange={setActive}
            isSelected={(optionValue) => optionValue === current}
            onChoose={choose}
          />
          {filtered.length === 0 && (
            <p className={styles.empty} role="status">
              {noResultsText}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
SearchSelect.displayName = 'SearchSelect';
