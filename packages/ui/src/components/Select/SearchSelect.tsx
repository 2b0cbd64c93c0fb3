import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { frame } from '../TextField/TextField.css';
import { SearchPopup } from './SearchPopup';
import type { SelectOption, SelectProps } from './Select';
import * as styles from './Select.css';
import { usePopupOpen } from './usePopupOpen';

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
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value ?? innerValue;
  const { open, setOpen, onTriggerKeyDown } = usePopupOpen({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const selected = options.find((option) => option.value === current);
  const isInvalid = invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  const choose = (option: SelectOption) => {
    setInnerValue(option.value);
    if (option.value !== current) onValueChange?.(option.value);
    setOpen(false);
  };

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
        onKeyDown={onTriggerKeyDown}
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
      <SearchPopup
        listId={listId}
        fieldLabel={aria['aria-label']}
        fieldLabelledBy={aria['aria-labelledby']}
        options={options}
        isSelected={(optionValue) => optionValue === current}
        onChoose={choose}
        preferred={current}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        noResultsText={noResultsText}
      />
    </Popover.Root>
  );
});
SearchSelect.displayName = 'SearchSelect';
