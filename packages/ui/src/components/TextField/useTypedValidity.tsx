import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from './typedValidity.css';

export interface TypedValidityOptions {
  /** Why the current text is not valid, or null. */
  error: string | null;
  /** The person has left the field since they last typed: only then is the reason shown. */
  touched: boolean;
  /** false leaves the message to a surrounding FormField. */
  showError: boolean;
  /** The caller's own aria-describedby, kept. */
  describedBy: string | undefined;
  onValidityChange: ((error: string | null) => void) | undefined;
}

/**
 * The validity of a field that reads typed text into a value (DateInput, PhoneInput): whether to
 * mark it invalid, the describedby that points at its reason, the reason itself, and one report
 * to the parent per change of the reason (so a form can refuse to save while it is not valid).
 */
export function useTypedValidity({
  error,
  touched,
  showError,
  describedBy,
  onValidityChange,
}: TypedValidityOptions): { wrong: boolean; describedBy: string | undefined; message: ReactNode } {
  const wrong = touched && error !== null;
  const errorId = `${useId()}-reason`;

  // Reported from an effect so the parent hears each change of the reason once, after render.
  const reported = useRef<string | null>(error);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    onValidityChange?.(error);
  }, [error, onValidityChange]);

  const shown = wrong && showError;
  return {
    wrong,
    describedBy: [describedBy, shown ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    message: shown ? (
      <p id={errorId} className={styles.reason}>
        {error}
      </p>
    ) : null,
  };
}
