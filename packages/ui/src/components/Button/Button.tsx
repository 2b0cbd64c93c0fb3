import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonState = 'idle' | 'loading' | 'disabled';

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner, refuses clicks and tells assistive tech it is busy. */
  loading?: boolean;
  /**
   * Working, yet still usable: shows the spinner and says it is busy, but takes clicks (a Search
   * whose newer filters replace the ones loading).
   */
  busy?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Render the single child (e.g. a link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
};

function cancel(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  event.stopPropagation();
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    busy = false,
    disabled,
    icon,
    asChild,
    className,
    children,
    type = 'button',
    onClick,
    ...props
  },
  ref,
) {
  const state: ButtonState = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  const classes = [styles.button({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    // A link has no `disabled`: it says so (aria-disabled, out of the tab order) and its click is
    // cancelled in the capture phase, before the link's own handler (a router Link) can navigate.
    return (
      <Slot
        ref={ref}
        className={classes}
        data-state={state}
        onClick={onClick}
        {...props}
        {...(state === 'idle'
          ? {}
          : { 'aria-disabled': true, tabIndex: -1, onClick: undefined, onClickCapture: cancel })}
      >
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      data-state={state}
      disabled={disabled}
      aria-busy={loading || busy || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading || busy ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
