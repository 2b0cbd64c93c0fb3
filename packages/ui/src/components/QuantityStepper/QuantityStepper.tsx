import { MinusIcon, PlusIcon } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  useEffect,
  useId,
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
  /** Told what is wrong with the typed text when it is left (null once it is right again). */
  onProblem?: (problem: string | null) => void;
};

/** A typed quantity as the whole number it means, kept within [min, max]; null when not one. */
export function clampQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number.parseInt(text, 10);
  return Math.min(max, Math.max(min, value));
}

/**
 * What is wrong with a typed quantity, in the words shown under it; null when it is a whole
 * number within [min, max]. Nothing typed is changed into something else: a person who typed
 * 99999 or -3 is told, not given 999 or 1.
 */
export function quantityProblem(text: string, min: number, max: number): string | null {
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  if (text.trim() === '') return `Enter a quantity ${range}`;
  if (!/^\s*\d+\s*$/.test(text)) return `Enter a whole number ${range}`;
  const value = Number.parseInt(text, 10);
  if (value < min) return `At least ${min}`;
  if (value > max) return `At most ${max}`;
  return null;
}

/**
 * A whole quantity with − and + beside it (a cart line's count). Typing is kept as typed until
 * the field is left or Enter is pressed; then it becomes the quantity, or, when it is not a whole
 * number within the bounds, stays as typed with what is wrong said under it (and `onChange` is
 * not called) until it is corrected or a button sets a quantity.
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
      onProblem,
      className,
      ...props
    },
    ref,
  ) {
    const [text, setText] = useState(String(value));
    const [problem, setProblem] = useState<string | null>(null);
    const messageId = useId();
    const say = (next: string | null) => {
      setProblem(next);
      if (next !== problem) onProblem?.(next);
    };
    useEffect(() => {
      setText(String(value));
      setProblem(null);
    }, [value]);
    const commit = () => {
      const wrong = quantityProblem(text, min, max);
      say(wrong);
      if (wrong !== null) return;
      const next = Number.parseInt(text, 10);
      if (next === value) setText(String(value));
      else onChange(next);
    };
    const step = (next: number) => {
      say(null);
      onChange(next);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
      if (event.key === 'ArrowUp' && value < max) step(value + 1);
      if (event.key === 'ArrowDown' && value > min) step(value - 1);
    };
    return (
      <span className={styles.wrapper}>
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
            onClick={() => step(value - 1)}
          />
          <TextField
            aria-label={label}
            size={size}
            inputMode="numeric"
            value={text}
            disabled={disabled}
            invalid={problem !== null}
            aria-describedby={problem === null ? undefined : messageId}
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
            onClick={() => step(value + 1)}
          />
        </fieldset>
        {problem !== null && (
          <span id={messageId} role="alert" className={styles.message}>
            {problem}
          </span>
        )}
      </span>
    );
  },
);
QuantityStepper.displayName = 'QuantityStepper';
