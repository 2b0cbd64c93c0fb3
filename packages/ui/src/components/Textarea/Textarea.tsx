import { characterCount } from '@bq/validators';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  forwardRef,
  useId,
  useState,
} from 'react';
import { useCharacterLimit } from '../TextField/useCharacterLimit';
import * as styles from './Textarea.css';

export type TextareaProps = ComponentPropsWithoutRef<'textarea'> & {
  invalid?: boolean;
  /**
   * The most characters the box takes, counted as a person does (👍 is one, as in the counter):
   * typing or pasting past it inserts only what fits. Unlike the native attribute, which counts
   * UTF-16 units.
   */
  maxLength?: number;
  /** Shows 'count / maxLength' under the box when `maxLength` is set (default true). */
  showCount?: boolean;
  /** The counter text; the default is '12 / 200'. */
  formatCount?: (count: number, max: number) => string;
};

/** A multi-line text box; with `maxLength` it counts the characters typed (👍 is one). */
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
    onCompositionStart,
    onCompositionEnd,
    ...props
  },
  ref,
) {
  const counterId = useId();
  const [typed, setTyped] = useState(() => characterCount(String(defaultValue ?? '')));
  const limited = useCharacterLimit(maxLength, ref, {
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      setTyped(characterCount(event.target.value));
      onChange?.(event);
    },
    onCompositionStart,
    onCompositionEnd,
  });
  const count = value != null ? characterCount(String(value)) : typed;
  const counted = maxLength != null && showCount;
  const ariaInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const describedBy =
    [props['aria-describedby'], counted ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.root}>
      <textarea
        rows={rows}
        className={[styles.textarea, className].filter(Boolean).join(' ')}
        value={value}
        defaultValue={defaultValue}
        data-state={ariaInvalid ? 'invalid' : 'idle'}
        {...props}
        {...limited}
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
