import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './TextField.css';

export const FIELD_SIZES = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof FIELD_SIZES)[number];
export type FieldState = 'idle' | 'invalid' | 'readonly' | 'disabled';

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'prefix'> & {
  size?: FieldSize;
  /** Shown inside the frame before the text, e.g. a currency sign or an icon. */
  prefix?: ReactNode;
  /** Shown inside the frame after the text, e.g. a unit or a button. */
  suffix?: ReactNode;
  /** Marks the value as wrong (red frame, `aria-invalid`). FormField sets it from its error. */
  invalid?: boolean;
  /** Class of the outer frame; `className` goes to the input itself. */
  frameClassName?: string;
  /**
   * The browser's own limit, in UTF-16 units (an emoji is two). `LimitedTextField` counts
   * characters as a person does; this one stays without that code, for the login's first paint.
   */
  maxLength?: number;
};

/** The state a frame shows, shared by every framed control. */
export function fieldState({
  disabled,
  readOnly,
  invalid,
}: {
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
}): FieldState {
  if (disabled) return 'disabled';
  if (readOnly) return 'readonly';
  return invalid ? 'invalid' : 'idle';
}

/**
 * A single-line text input in the portal's frame. The ref is the `<input>`, so react-hook-form's
 * `register` works on it directly.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    size = 'md',
    prefix,
    suffix,
    invalid,
    disabled,
    readOnly,
    className,
    frameClassName,
    type = 'text',
    ...props
  },
  ref,
) {
  const ariaInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div
      className={[styles.frame({ size }), frameClassName].filter(Boolean).join(' ')}
      data-state={fieldState({ disabled, readOnly, invalid: ariaInvalid })}
      data-invalid={ariaInvalid || undefined}
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
    >
      {prefix != null && <span className={styles.affix}>{prefix}</span>}
      <input
        type={type}
        className={[styles.input, className].filter(Boolean).join(' ')}
        disabled={disabled}
        readOnly={readOnly}
        ref={ref}
        {...props}
        aria-invalid={ariaInvalid || undefined}
      />
      {suffix != null && <span className={styles.affix}>{suffix}</span>}
    </div>
  );
});
TextField.displayName = 'TextField';
