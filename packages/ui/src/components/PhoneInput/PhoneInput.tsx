import { formatPhone, phoneError } from '@bq/validators';
import { type ChangeEvent, type FocusEvent, forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useTypedValidity } from '../TextField/useTypedValidity';

export type PhoneInputProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  /** The text as shown, '(415) 555-1234' once formattable, on every keystroke. */
  onValueChange?: (value: string) => void;
  /**
   * Called when the number turns from valid (or empty) into refused and back, and on each change
   * of the reason: the reason in plain words, or null. A form uses it to refuse to save.
   */
  onValidityChange?: (error: string | null) => void;
  /** Show the reason under the field once it is left (default); false when the form shows it. */
  showError?: boolean;
};

/**
 * A phone field that formats as (xxx) xxx-xxxx while typing and understands a leading country
 * code 1 ('+1 415 555 1234'). What the rule cannot format is left as typed and, once the field is
 * left, marked invalid with the reason under it — never rewritten into another number.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  {
    value,
    defaultValue = '',
    onValueChange,
    onValidityChange,
    showError = true,
    onChange,
    onBlur,
    invalid,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const [inner, setInner] = useState(() => formatPhone(defaultValue));
  const [touched, setTouched] = useState(false);
  const current = value != null ? formatPhone(value) : inner;
  const validity = useTypedValidity({
    error: phoneError(current),
    touched,
    showError,
    describedBy,
    onValidityChange,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = formatPhone(event.target.value);
    event.target.value = next;
    setInner(next);
    if (next !== current) onValueChange?.(next);
    onChange?.(event);
  };

  return (
    <div>
      <TextField
        ref={ref}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(xxx) xxx-xxxx"
        {...props}
        invalid={invalid || validity.wrong}
        aria-describedby={validity.describedBy}
        value={current}
        onChange={handleChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setTouched(true);
          onBlur?.(event);
        }}
      />
      {validity.message}
    </div>
  );
});
PhoneInput.displayName = 'PhoneInput';
