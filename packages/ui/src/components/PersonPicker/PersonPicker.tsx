import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon, XIcon } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { SearchPopup } from '../Select/SearchPopup';
import type { SelectProps } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import { usePopupOpen } from '../Select/usePopupOpen';
import { frame } from '../TextField/TextField.css';
import * as styles from './PersonPicker.css';

/** One person as the picker lists them. */
export type PersonOption = {
  value: string;
  name: string;
  /** What tells two people apart: role, branch, e-mail. */
  detail?: string;
};

export type PersonPickerProps = Omit<
  SelectProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'name' | 'required'
> & {
  /** The chosen person's value; '' when nobody is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The people found for the current search, and the chosen person (so the trigger can name
   * them); the picker does not filter them again.
   */
  people: readonly PersonOption[];
  /** Each change of the search input, and '' when the picker opens. */
  onQueryChange: (query: string) => void;
  /** The search for the current input is still running. */
  loading?: boolean;
  /** Offer a button that chooses nobody (an optional reference). */
  clearable?: boolean;
  clearLabel?: string;
  searchPlaceholder?: string;
  searchLabel?: string;
  noResultsText?: string;
  loadingText?: string;
};

/**
 * Choose a person by typing part of their name or e-mail: the search runs where the people are
 * (`onQueryChange`), the list shows each match with what tells them apart, arrows and Enter
 * choose. The ref is the trigger.
 */
export const PersonPicker = forwardRef<HTMLButtonElement, PersonPickerProps>(function PersonPicker(
  {
    value,
    onValueChange,
    people,
    onQueryChange,
    loading = false,
    clearable = false,
    clearLabel = 'Clear',
    placeholder,
    searchPlaceholder = 'Name or e-mail',
    searchLabel = 'Search people',
    noResultsText = 'Nobody found',
    loadingText = 'Searching…',
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
  // Every opening starts from an empty search input: the list is its answer.
  const { open, setOpen, onTriggerKeyDown } = usePopupOpen({
    open: openProp,
    defaultOpen,
    onOpenChange,
    onOpening: () => onQueryChange(''),
  });
  const chosen = people.find((person) => person.value === value);
  const isInvalid = invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  return (
    <div className={styles.root}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          ref={ref}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          className={[frame({ size }), selectStyles.trigger, styles.trigger, className]
            .filter(Boolean)
            .join(' ')}
          data-invalid={isInvalid || undefined}
          data-disabled={disabled || undefined}
          onKeyDown={onTriggerKeyDown}
          {...aria}
          aria-invalid={isInvalid || undefined}
        >
          <span
            className={[selectStyles.value, !value && selectStyles.placeholder]
              .filter(Boolean)
              .join(' ')}
          >
            {chosen ? chosen.name : value ? '…' : placeholder}
            {chosen?.detail && <span className={styles.detail}> · {chosen.detail}</span>}
          </span>
          <span className={selectStyles.icon}>
            <ChevronDownIcon aria-hidden />
          </span>
        </Popover.Trigger>
        <SearchPopup
          listId={listId}
          fieldLabel={aria['aria-label']}
          fieldLabelledBy={aria['aria-labelledby']}
          options={people.map((person) => ({
            value: person.value,
            label: person.name,
            description: person.detail,
          }))}
          isSelected={(optionValue) => optionValue === value}
          onChoose={(option) => {
            if (option.value !== value) onValueChange(option.value);
            setOpen(false);
          }}
          preferred={value}
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          noResultsText={noResultsText}
          onQueryChange={onQueryChange}
          loading={loading}
          loadingText={loadingText}
        />
      </Popover.Root>
      {clearable && value && !disabled && (
        <IconButton
          label={clearLabel}
          icon={<XIcon aria-hidden />}
          size={size}
          onClick={() => onValueChange('')}
        />
      )}
    </div>
  );
});
PersonPicker.displayName = 'PersonPicker';
