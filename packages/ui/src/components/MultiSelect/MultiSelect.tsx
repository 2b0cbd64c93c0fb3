import { checkMultiSelect } from '@bq/validators';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDownIcon, XIcon } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { SearchPopup } from '../Select/SearchPopup';
import type { SelectOption, SelectProps } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import { usePopupOpen } from '../Select/usePopupOpen';
import { frame } from '../TextField/TextField.css';
import * as styles from './MultiSelect.css';

export type MultiSelectProps = Omit<
  SelectProps,
  'value' | 'defaultValue' | 'onValueChange' | 'name' | 'required'
> & {
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (values: string[]) => void;
  /** Most items that may be chosen; 0 means unlimited (spec §5). */
  max?: number;
  /** The text when one more than `max` is chosen; the default comes from @bq/validators. */
  maxMessage?: (max: number) => string;
  removeLabel?: (label: string) => string;
  searchPlaceholder?: string;
  searchLabel?: string;
  noResultsText?: string;
};

/**
 * Choose several options, shown as removable chips. The list filters as you type, Enter toggles
 * the highlighted option and the popover stays open for the next one; Escape closes it.
 */
export const MultiSelect = forwardRef<HTMLButtonElement, MultiSelectProps>(function MultiSelect(
  {
    options,
    value,
    defaultValue = [],
    onValueChange,
    max = 0,
    maxMessage,
    removeLabel = (label) => `Remove ${label}`,
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
  const messageId = useId();
  const [inner, setInner] = useState<string[]>([...defaultValue]);
  const [message, setMessage] = useState<string>();
  const current = value ? [...value] : inner;
  const { open, setOpen, onTriggerKeyDown } = usePopupOpen({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const chosen = current
    .map((v) => options.find((option) => option.value === v))
    .filter((option): option is SelectOption => option != null);
  const isInvalid =
    invalid || Boolean(message) || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  const commit = (next: string[]) => {
    setInner(next);
    onValueChange?.(next);
  };
  const toggle = (option: SelectOption) => {
    if (current.includes(option.value)) {
      setMessage(undefined);
      commit(current.filter((v) => v !== option.value));
      return;
    }
    const check = checkMultiSelect([...current, option.value], max);
    if (!check.ok) {
      setMessage(maxMessage ? maxMessage(max) : check.message);
      return;
    }
    setMessage(undefined);
    commit([...current, option.value]);
  };
  const describedBy =
    [aria['aria-describedby'], message ? messageId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div
            className={[frame({ size }), styles.box].join(' ')}
            data-invalid={isInvalid || undefined}
            data-disabled={disabled || undefined}
          >
            {chosen.map((option) => (
              <span key={option.value} className={styles.chip}>
                <span className={styles.chipLabel}>{option.label}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={removeLabel(option.label)}
                  disabled={disabled}
                  onClick={() => toggle(option)}
                >
                  <XIcon aria-hidden />
                </button>
              </span>
            ))}
            <Popover.Trigger
              ref={ref}
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              disabled={disabled}
              className={styles.trigger}
              onKeyDown={onTriggerKeyDown}
              {...aria}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
            >
              <span>{chosen.length === 0 ? placeholder : null}</span>
              <span className={styles.end}>
                {max > 0 && (
                  <span className={styles.count}>
                    {current.length}/{max}
                  </span>
                )}
                <ChevronDownIcon aria-hidden />
              </span>
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <SearchPopup
          listId={listId}
          fieldLabel={aria['aria-label']}
          fieldLabelledBy={aria['aria-labelledby']}
          options={options}
          isSelected={(v) => current.includes(v)}
          onChoose={toggle}
          multiselectable
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          noResultsText={noResultsText}
        >
          {message && <p className={[styles.message, selectStyles.empty].join(' ')}>{message}</p>}
        </SearchPopup>
      </Popover.Root>
      {message && (
        <p className={styles.message} id={messageId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
});
MultiSelect.displayName = 'MultiSelect';
