import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  forwardRef,
  useId,
  useState,
} from 'react';
import * as styles from './Textarea.css';

export type TextareaProps = ComponentPropsWithoutRef<'textarea'> & {
  invalid?: boolean;
  /** Shows 'count / maxLength' under the box when `maxLength` is set (default true). */
  showCount?: boolean;
  /** The counter text; the default is '12 / 200'. */
  formatCount?: (count: number, max: number) => string;
};

/** A multi-line text box; with `maxLength` it counts the characters left. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    rows = 4,
    maxLength,
    showCount = true,
    formatCount = (count, max) => `${count} / ${max}`,
    invalid,
    className,
    value,
    defaultValue,
    onChange,
    ...props
  },
  ref,
) {
  const counterId = useId();
  const [typed, setTyped] = useState(String(defaultValue ?? '').length);
  const count = value != null ? String(value).length : typed;
  const counted = maxLength != null && showCount;
  const ariaInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const describedBy =
    [props['aria-describedby'], counted ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.root}>
      <textarea
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        className={[styles.textarea, className].filter(Boolean).join(' ')}
        value={value}
        defaultValue={defaultValue}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
        data-state={ariaInvalid ? 'invalid' : 'idle'}
        {...props}
        aria-invalid={ariaInvalid || undefined}
        aria-describedby={describedBy}
      />
      {counted && (
        <span className={styles.counter} id={counterId} data-full={count >= maxLength || undefined}>
          {formatCount(count, maxLength)}
        </span>
      )}
    </div>
  );
});
Textarea.displayName = 'Textarea';
