import {
  digitLengthMessage,
  enforceDigitLength,
  filterNumericInput,
  isValidNumeric,
  NUMERIC_TYPES,
  type NumericOptions,
  type NumericType,
  numericProblem,
} from '@bq/validators';
import { type ChangeEvent, type FocusEvent, forwardRef, useId, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './NumericInput.css';

export { NUMERIC_TYPES, type NumericType };
export type NumericInputState = 'idle' | 'warning';

export type NumericInputProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'inputMode'
> & {
  /** Spec §5: 1, 2, 3, 4, 6 or 'default' (digits only). */
  numericType?: NumericType;
  /** Decimal places for types 2 (2–4, default 2) and 6 (1–4, default 4). */
  places?: number;
  /**
   * Digits the stored column holds before the decimal point (numeric(14,2) → 12). More are not
   * kept, and the field says "Too large" instead of dropping them silently.
   */
  maxIntegerDigits?: number;
  /** Fixed digit length: shorter values are cleared with a warning on blur, longer are cut. */
  length?: number;
  value?: string;
  defaultValue?: string;
  /** The filtered value, on every keystroke and after the blur check. */
  onValueChange?: (value: string) => void;
  /** The warning for a too-short value; the default is the spec's text. */
  lengthMessage?: (length: number) => string;
};

/** Trailing '.' and a lone '-' are typing states; on blur they become a finished value. */
function finish(value: string, type: NumericType, options: NumericOptions): string {
  if (value === '' || isValidNumeric(value, type, options)) return value;
  const trimmed = value.replace(/\.$/, '');
  return isValidNumeric(trimmed, type, options) ? trimmed : '';
}

/**
 * A number field that follows the spec §5 numeric types: it drops characters the type does not
 * allow while typing and checks the digit length on blur. The ref is the `<input>`, and the
 * input's DOM value is filtered before `onChange` runs, so `register` stores the filtered text.
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  {
    numericType = 'default',
    places,
    maxIntegerDigits,
    length,
    value,
    defaultValue = '',
    onValueChange,
    lengthMessage = digitLengthMessage,
    onChange,
    onBlur,
    className,
    ...props
  },
  ref,
) {
  const warningId = useId();
  const options: NumericOptions = {
    ...(places == null ? {} : { places }),
    ...(maxIntegerDigits == null ? {} : { maxIntegerDigits }),
  };
  const [inner, setInner] = useState(() => filterNumericInput(defaultValue, numericType, options));
  const [warning, setWarning] = useState<string>();
  const current = value ?? inner;

  const commit = (next: string, target: HTMLInputElement) => {
    target.value = next;
    setInner(next);
    if (next !== current) onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    let next = filterNumericInput(typed, numericType, options);
    if (length != null) next = next.slice(0, length);
    // A dropped character because the number got too big is said, not swallowed (issue 14).
    const problem = next === typed ? null : numericProblem(typed, numericType, options);
    setWarning(problem?.startsWith('Too large') ? problem : undefined);
    commit(next, event.target);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = finish(event.target.value, numericType, options);
    if (length != null) {
      const checked = enforceDigitLength(next, length);
      next = checked.value;
      setWarning(checked.message ? lengthMessage(length) : undefined);
    }
    commit(next, event.target);
    onBlur?.(event);
  };

  const describedBy =
    [props['aria-describedby'], warning ? warningId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.root} data-state={warning ? 'warning' : 'idle'}>
      <TextField
        ref={ref}
        inputMode={
          numericType === 1
            ? 'text'
            : numericType === 'default' || numericType === 3
              ? 'numeric'
              : 'decimal'
        }
        autoComplete="off"
        className={[styles.input, className].filter(Boolean).join(' ')}
        {...props}
        value={current}
        onChange={handleChange}
        onBlur={handleBlur}
        aria-describedby={describedBy}
      />
      {warning && (
        <p className={styles.warning} id={warningId} role="alert">
          {warning}
        </p>
      )}
    </div>
  );
});
NumericInput.displayName = 'NumericInput';
