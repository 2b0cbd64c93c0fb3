import { forwardRef, useState } from 'react';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PasswordVisibility = 'hidden' | 'visible';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'> & {
  /** Label of the toggle while the password is hidden. */
  showLabel?: string;
  /** Label of the toggle while the password is shown. */
  hideLabel?: string;
  /** Visible text of the toggle while hidden (its label must contain it). */
  showText?: string;
  /** Visible text of the toggle while shown. */
  hideText?: string;
};

/**
 * A password input with a button that shows or hides what was typed. The toggle is a word, not an
 * eye icon: clearer to read, and it keeps an icon set off the login screen's first load.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      showLabel = 'Show password',
      hideLabel = 'Hide password',
      showText = 'Show',
      hideText = 'Hide',
      disabled,
      size,
      ...props
    },
    ref,
  ) {
    const [visibility, setVisibility] = useState<PasswordVisibility>('hidden');
    const visible = visibility === 'visible';
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        data-visibility={visibility}
        disabled={disabled}
        size={size}
        {...props}
        suffix={
          <Button
            size="sm"
            variant="ghost"
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            data-state={visibility}
            disabled={disabled}
            onClick={() => setVisibility(visible ? 'hidden' : 'visible')}
          >
            {visible ? hideText : showText}
          </Button>
        }
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
