import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useFormField } from '../FormField/FormField';
import * as styles from './RadioGroup.css';

export const RADIO_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioOrientation = (typeof RADIO_ORIENTATIONS)[number];

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'orientation' | 'children'
> & {
  options: readonly RadioOption[];
  orientation?: RadioOrientation;
};

/**
 * Radix RadioGroup from a list of options. Inside a FormField the group is named by the field's
 * label (a group is not a labelable element, so `htmlFor` alone would not name it).
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { options, orientation = 'vertical', className, ...props },
  ref,
) {
  const field = useFormField();
  const baseId = useId();
  const labelledBy =
    props['aria-labelledby'] ?? (props['aria-label'] == null ? field?.labelId : undefined);
  return (
    <RadixRadioGroup.Root
      ref={ref}
      orientation={orientation}
      className={[styles.root[orientation], className].filter(Boolean).join(' ')}
      data-orientation={orientation}
      {...props}
      aria-labelledby={labelledBy}
    >
      {options.map((option, index) => {
        const itemId = `${baseId}-${index}`;
        return (
          <span
            key={option.value}
            className={styles.option}
            data-disabled={option.disabled || props.disabled || undefined}
          >
            <RadixRadioGroup.Item
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              className={styles.item}
            >
              <RadixRadioGroup.Indicator className={styles.dot} />
            </RadixRadioGroup.Item>
            <label htmlFor={itemId}>{option.label}</label>
          </span>
        );
      })}
    </RadixRadioGroup.Root>
  );
});
RadioGroup.displayName = 'RadioGroup';
