import { MinusIcon, PlusIcon } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useEffect,
  useState,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import * as styles from './QuantityStepper.css';

export const QUANTITY_STEPPER_SIZES = ['sm', 'md'] as const;
export type QuantityStepperSize = (typeof QUANTITY_STEPPER_SIZES)[number];

export type QuantityStepperProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange'> & {
  /** The quantity now (a whole number). */
  value: number;
  /** Called with a new quantity within [min, max]; never with the same one. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** What is counted, for screen readers: "Quantity of Business cards". */
  label: string;
  disabled?: boolean;
  size?: QuantityStepperSize;
  /** The buttons' names; replace for another language. */
  decreaseLabel?: string;
  increaseLabel?: string;
};

/** A typed quantity as the whole number it means, kept within [min, max]; null when not one. */
export function clampQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return Math.min(max, Math.max(min, value));
}

/**
 * A whole quantity with − and + beside it (a cart line's count). Typing is kept as typed until
 * the field is left or Enter is pressed; then it becomes a number within the bounds, or goes back
 * to the value when it is not a number.
 */
export const QuantityStepper = forwardRef<HTMLFieldSetElement, QuantityStepperProps>(
  function QuantityStepper(
    {
      value,
      onChange,
      min = 1,
      max = Number.MAX_SAFE_INTEGER,
      label,
      disabled = false,
      size = 'md',
      decreaseLabel = 'Decrease',
      increaseLabel = 'Increase',
      className,
      ...props
    },
    ref,
  ) {
    const [text, setText] = useState(String(value));
    useEffect(() => setText(String(value)), [value]);
    const commit = () => {
      const next = clampQuantity(text, min, max);
      if (next === null || next === value) setText(String(value));
      else onChange(next);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
      if (event.key === 'ArrowUp' && value < max) onChange(value + 1);
      if (event.key === 'ArrowDown' && value > min) onChange(value - 1);
    };
    return (
      <fieldset
        ref={ref}
        aria-label={label}
        className={[styles.group, className].filter(Boolean).join(' ')}
        disabled={disabled}
        {...props}
      >
        <IconButton
          label={decreaseLabel}
          icon={<MinusIcon />}
          size={size}
          variant="secondary"
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
        />
        <TextField
          aria-label={label}
          size={size}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          frameClassName={styles.field}
          className={styles.input}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <IconButton
          label={increaseLabel}
          icon={<PlusIcon />}
          size={size}
          variant="secondary"
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        />
      </fieldset>
    );
  },
);
QuantityStepper.displayName = 'QuantityStepper';
