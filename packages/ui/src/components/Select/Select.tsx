import * as RadixSelect from '@radix-ui/react-select';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { type FieldSize, fieldState } from '../TextField/TextField';
import { frame } from '../TextField/TextField.css';
import * as styles from './Select.css';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
  /** A second, quieter line under the label (a person's role and branch); searchable lists only. */
  description?: string;
};

export type SelectProps = {
  options: readonly SelectOption[];
  /** The chosen value; '' shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Submitted with a native form. */
  name?: string;
  size?: FieldSize;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/** Radix Select for a short list of plain choices. The ref is the trigger button. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    disabled,
    required,
    invalid,
    name,
    size = 'md',
    open,
    defaultOpen,
    onOpenChange,
    className,
    ...aria
  },
  ref,
) {
  const isInvalid = invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value ?? innerValue;
  const label = options.find((option) => option.value === current)?.label;
  // Radix keeps a closed list mounted in a detached fragment (for a native form's hidden select,
  // and for typing a letter on the closed trigger), and mounts it from a layout effect: a
  // synchronous render of every option of every select right after the page's first render (half
  // of a list page's longest task, measured on the case list). A select in a native form keeps
  // it; the others mount it when the user heads for the trigger (the pointer on it, or focus), so
  // Radix opens it as it always did, and meanwhile the trigger shows the chosen label itself.
  const [approached, setApproached] = useState(false);
  const approach = () => setApproached(true);
  const listMounted = approached || isOpen || name !== undefined || required === true;
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setInnerValue(next);
        onValueChange?.(next);
      }}
      disabled={disabled}
      required={required}
      name={name}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        setInnerOpen(next);
        onOpenChange?.(next);
      }}
    >
      <RadixSelect.Trigger
        ref={ref}
        className={[frame({ size }), styles.trigger, className].filter(Boolean).join(' ')}
        data-field-state={fieldState({ disabled, invalid: isInvalid })}
        data-invalid={isInvalid || undefined}
        // Radix hides the rest of the page from assistive tech while the list is open; the trigger
        // leaves the tab order meanwhile so nothing focusable stays inside the hidden part.
        tabIndex={isOpen ? -1 : undefined}
        onPointerEnter={approached ? undefined : approach}
        onPointerDown={approached ? undefined : approach}
        onFocus={approached ? undefined : approach}
        {...aria}
        aria-invalid={isInvalid || undefined}
      >
        <span className={styles.value}>
          <RadixSelect.Value
            placeholder={<span className={styles.placeholder}>{placeholder}</span>}
          >
            {label}
          </RadixSelect.Value>
        </span>
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDownIcon aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {listMounted && (
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <ChevronUpIcon aria-hidden />
            </RadixSelect.ScrollUpButton>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon aria-hidden />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <ChevronDownIcon aria-hidden />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      )}
    </RadixSelect.Root>
  );
});
Select.displayName = 'Select';
