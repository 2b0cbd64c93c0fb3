import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';
import { useCharacterLimit } from './useCharacterLimit';

/**
 * A `TextField` whose `maxLength` counts characters as a person does (👍, 👨‍👩‍👧 and é are one
 * each): typing or pasting past it inserts only what fits, where the native attribute would stop a
 * person at half the limit in emoji. Its own module, so a screen without a limit (the login, whose
 * first paint has a budget) does not load the counting.
 */
export const LimitedTextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function LimitedTextField(
    { maxLength, onChange, onCompositionStart, onCompositionEnd, ...props },
    ref,
  ) {
    const limited = useCharacterLimit(maxLength, ref, {
      onChange,
      onCompositionStart,
      onCompositionEnd,
    });
    return <TextField {...props} {...limited} />;
  },
);
LimitedTextField.displayName = 'LimitedTextField';
