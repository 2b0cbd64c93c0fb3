import * as RadixSwitch from '@radix-ui/react-switch';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import * as styles from './Switch.css';

export type SwitchState = 'checked' | 'unchecked';

export type SwitchProps = ComponentPropsWithoutRef<typeof RadixSwitch.Root> & {
  /** The text next to the switch; clicking it flips the switch. */
  label?: ReactNode;
};

/** Radix Switch with its label: an on/off setting that applies at once. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, id, className, disabled, ...props },
  ref,
) {
  const autoId = useId();
  const switchId = id ?? autoId;
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <RadixSwitch.Root
        ref={ref}
        id={switchId}
        className={styles.track}
        disabled={disabled}
        {...props}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      {label != null && <label htmlFor={switchId}>{label}</label>}
    </span>
  );
});
Switch.displayName = 'Switch';
