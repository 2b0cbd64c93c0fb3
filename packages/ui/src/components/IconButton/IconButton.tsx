import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> & {
  /** What the button does, for screen readers and as a tooltip: an icon alone says nothing. */
  label: string;
  icon: ReactNode;
};

/** A square button that shows only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 'md', variant = 'ghost', className, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      aria-label={label}
      title={label}
      size={size}
      variant={variant}
      className={[styles.square, styles.size[size], className].filter(Boolean).join(' ')}
      icon={icon}
      {...props}
    />
  );
});
IconButton.displayName = 'IconButton';
