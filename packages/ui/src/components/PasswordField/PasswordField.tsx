import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { forwardRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PasswordVisibility = 'hidden' | 'visible';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'> & {
  /** Label of the toggle while the password is hidden. */
  showLabel?: string;
  /** Label of the toggle while the password is shown. */
  hideLabel?: string;
};

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { showLabel = 'Show password', hideLabel = 'Hide password', disabled, size, ...props },
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
          <IconButton
            size="sm"
            label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            data-state={visibility}
            disabled={disabled}
            icon={visible ? <EyeClosedIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
            onClick={() => setVisibility(visible ? 'hidden' : 'visible')}
          />
        }
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
