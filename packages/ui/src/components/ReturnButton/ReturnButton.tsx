import { ChevronLeftIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export type ReturnButtonProps = Omit<ButtonProps, 'children' | 'icon' | 'asChild'> & {
  /** The visible text (default 'Return'). */
  label?: string;
  /**
   * Render a link to this address instead of a button, for a plain "back to the list" without any
   * check. Leave it out when the portal must decide first (unsaved changes, 'Cancel transaction
   * creation?'): it then gets the click through `onClick` (a link only navigates).
   */
  href?: string;
};

/** A back-arrow button. It only reports the click; what "back" means is the portal's business. */
export const ReturnButton = forwardRef<HTMLButtonElement, ReturnButtonProps>(function ReturnButton(
  { label = 'Return', href, variant = 'secondary', ...props },
  ref,
) {
  if (href !== undefined) {
    const { size, fullWidth, className } = props;
    return (
      <Button
        asChild
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        className={className}
        data-return-button=""
      >
        <a href={href}>
          <ChevronLeftIcon aria-hidden="true" />
          {label}
        </a>
      </Button>
    );
  }
  return (
    <Button
      ref={ref}
      variant={variant}
      icon={<ChevronLeftIcon aria-hidden="true" />}
      data-return-button=""
      {...props}
    >
      {label}
    </Button>
  );
});
ReturnButton.displayName = 'ReturnButton';
