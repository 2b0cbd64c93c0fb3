import { formatPhone, isValidPhone } from '@bq/validators';
import { type ChangeEvent, type FocusEvent, forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PhoneInputProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  /** The formatted number '(415) 555-1234' on every keystroke. */
  onValueChange?: (value: string) => void;
};

/**
 * A phone field that formats as (xxx) xxx-xxxx while typing. After the first blur a number with
 * fewer than 10 digits is marked invalid; the error text is the surrounding FormField's.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, defaultValue = '', onValueChange, onChange, onBlur, invalid, ...props },
  ref,
) {
  const [inner, setInner] = useState(() => formatPhone(defaultValue));
  const [touched, setTouched] = useState(false);
  const current = value != null ? formatPhone(value) : inner;
  const tooShort = touched && current !== '' && !isValidPhone(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = formatPhone(event.target.value);
    event.target.value = next;
    setInner(next);
    if (next !== current) onValueChange?.(next);
    onChange?.(event);
  };

  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(xxx) xxx-xxxx"
      {...props}
      invalid={invalid || tooShort}
      value={current}
      onChange={handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
});
PhoneInput.displayName = 'PhoneInput';
