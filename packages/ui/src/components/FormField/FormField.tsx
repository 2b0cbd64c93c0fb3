import {
  Children,
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useId,
} from 'react';
import * as styles from './FormField.css';

export type FormFieldState = 'valid' | 'invalid';

export type FormFieldProps = {
  label: ReactNode;
  /** Shows the required mark and sets `aria-required` on the control. */
  required?: boolean;
  /** A hint under the control. */
  help?: ReactNode;
  /** The error under the control; when set the control is marked invalid. */
  error?: ReactNode;
  /** The id of the control; generated when absent (or taken from the child's own `id`). */
  id?: string;
  className?: string;
  /** Exactly one control: an input, TextField, Select… or a Controller's render output. */
  children: ReactElement;
};

type FormFieldContextValue = { id: string; labelId: string; invalid: boolean; required: boolean };

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/**
 * For controls that are not labelable elements (a radio group, a chip list): the ids of the
 * surrounding field, so they can point `aria-labelledby` at its label.
 */
export function useFormField(): FormFieldContextValue | null {
  return useContext(FormFieldContext);
}

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * Label, required mark, help and error around one control. It wires the control's `id`,
 * `aria-describedby`, `aria-invalid` and `aria-required`, so it works around
 * `<input {...register('x')} />` or a `Controller`'s field without extra plumbing.
 */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, required = false, help, error, id, className, children },
  ref,
) {
  const autoId = useId();
  const child = Children.only(children);
  const childProps = (isValidElement(child) ? child.props : {}) as ControlProps;
  const controlId = id ?? childProps.id ?? `field${autoId}`;
  const labelId = `${controlId}-label`;
  const helpId = help != null ? `${controlId}-help` : undefined;
  const hasError = error != null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy =
    [childProps['aria-describedby'], helpId, errorId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(child as ReactElement<ControlProps>, {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': hasError || childProps['aria-invalid'] || undefined,
    'aria-required': required || childProps['aria-required'] || undefined,
  });
  return (
    <FormFieldContext.Provider value={{ id: controlId, labelId, invalid: hasError, required }}>
      <div
        ref={ref}
        className={[styles.root, className].filter(Boolean).join(' ')}
        data-state={hasError ? 'invalid' : 'valid'}
      >
        <label className={styles.label} htmlFor={controlId} id={labelId}>
          {label}
          {/* The mark is visual only: the control itself carries aria-required. */}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {control}
        {help != null && (
          <p className={styles.help} id={helpId}>
            {help}
          </p>
        )}
        {hasError && (
          <p className={styles.error} id={errorId} role="alert">
            {error}
          </p>
        )}
      </div>
    </FormFieldContext.Provider>
  );
});
FormField.displayName = 'FormField';
