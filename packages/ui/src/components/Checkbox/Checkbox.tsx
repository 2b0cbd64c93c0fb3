import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { CheckIcon, MinusIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as styles from './Checkbox.css';

export type CheckedState = RadixCheckbox.CheckedState;
export type CheckboxState = 'checked' | 'unchecked' | 'indeterminate';

export type CheckboxProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root> & {
  /** The text next to the box; clicking it toggles the box. */
  label?: ReactNode;
  invalid?: boolean;
};

/** Radix Checkbox with its label; `checked="indeterminate"` shows a dash ("some selected"). */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, invalid, id, className, disabled, ...props },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <RadixCheckbox.Root
        ref={ref}
        id={boxId}
        className={styles.box}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        {...props}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {props.checked === 'indeterminate' ? (
            <MinusIcon aria-hidden />
          ) : (
            <CheckIcon aria-hidden />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label != null && <label htmlFor={boxId}>{label}</label>}
    </span>
  );
});
Checkbox.displayName = 'Checkbox';
