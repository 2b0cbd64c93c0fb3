import {
  digitLengthMessage,
  enforceDigitLength,
  isValidNumeric,
  NUMERIC_TYPES,
  type NumericOptions,
  type NumericType,
  readTypedNumber,
} from '@bq/validators';
import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './NumericInput.css';

export { NUMERIC_TYPES, type NumericType };
export const NUMERIC_INPUT_STATES = ['idle', 'warning', 'invalid'] as const;
export type NumericInputState = (typeof NUMERIC_INPUT_STATES)[number];

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
  /**
   * Why the number typed cannot be held ('-5' where no minus is allowed, a third decimal, over
   * 100), or null once it can: for a form that shows the reason itself (with `showError={false}`)
   * and refuses to save meanwhile.
   */
  onValidityChange?: (reason: string | null) => void;
  /** Shows the reason under the field; off when a surrounding form field shows it. */
  showError?: boolean;
};

/**
 * Trailing '.' and a lone '-' are typing states; on blur they become a finished value. A number
 * the type cannot hold stays as typed: its reason is shown, and the value is not changed.
 */
function finish(value: string, type: NumericType, options: NumericOptions): string {
  if (value === '' || isValidNumeric(value, type, options)) return value;
  if (readTypedNumber(value, type, options).problem) return value;
  const trimmed = value.replace(/\.$/, '');
  return isValidNumeric(trimmed, type, options) ? trimmed : '';
}

/**
 * A number field that follows the spec §5 numeric types: it drops characters that are not part of
 * a number while typing ('$', ',', letters), keeps a number its type cannot hold exactly as typed
 * and says why ('-5' never silently becomes '5'), and checks the digit length on blur.
 * The ref is the `<input>`, and the input's DOM value is filtered before `onChange` runs, so
 * `register` stores the filtered text.
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
    onValidityChange,
    showError = true,
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
  const [inner, setInner] = useState(
    () => readTypedNumber(defaultValue, numericType, options).value,
  );
  const [warning, setWarning] = useState<string>();
  const current = value ?? inner;

  const commit = (next: string, target: HTMLInputElement) => {
    target.value = next;
    setInner(next);
    if (next !== current) onValueChange?.(next);
  };

  // Derived from the value shown, however it got there (typed, a reset, a draft): the field never
  // shows a number other than the one it checked.
  const refusal = current === '' ? null : readTypedNumber(current, numericType, options).problem;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === refusal) return;
    reported.current = refusal;
    onValidityChange?.(refusal);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const read = readTypedNumber(event.target.value, numericType, options);
    let next = read.value;
    if (length != null && !read.problem) next = next.slice(0, length);
    setWarning(undefined);
    commit(next, event.target);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = finish(event.target.value, numericType, options);
    if (length != null && !readTypedNumber(next, numericType, options).problem) {
      const checked = enforceDigitLength(next, length);
      next = checked.value;
      setWarning(checked.message ? lengthMessage(length) : undefined);
    }
    commit(next, event.target);
    onBlur?.(event);
  };

  const shown = showError ? (refusal ?? warning) : warning;
  const describedBy =
    [props['aria-describedby'], shown ? warningId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.root} data-state={refusal ? 'invalid' : warning ? 'warning' : 'idle'}>
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
        aria-invalid={props['aria-invalid'] || (refusal ? true : undefined)}
      />
      {shown && (
        <p className={styles.warning} id={warningId} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
});
NumericInput.displayName = 'NumericInput';
