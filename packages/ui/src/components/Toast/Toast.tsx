import {
  CheckCircledIcon,
  Cross2Icon,
  CrossCircledIcon,
  InfoCircledIcon,
} from '@radix-ui/react-icons';
import * as RadixToast from '@radix-ui/react-toast';
import { type ReactNode, useSyncExternalStore } from 'react';
import * as styles from './Toast.css';
import {
  TOAST_DEFAULT_DURATION,
  type ToastItem,
  type ToastType,
  toast,
  toastStore,
} from './toastStore';

const ICONS: Record<ToastType, ReactNode> = {
  success: <CheckCircledIcon className={styles.icon} aria-hidden="true" />,
  error: <CrossCircledIcon className={styles.icon} aria-hidden="true" />,
  info: <InfoCircledIcon className={styles.icon} aria-hidden="true" />,
};

export type ToasterProps = {
  /** Default time on screen of every toast, in ms (spec §9: 3000). */
  duration?: number;
  /** Name of the notifications region for screen readers; `{hotkey}` is replaced by F8. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Keyboard shortcut that moves focus to the toasts. */
  hotkey?: string[];
};

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  return (
    <RadixToast.Root
      className={[styles.toast, styles.type[item.type]].join(' ')}
      data-type={item.type}
      // Errors interrupt; success and info wait their turn.
      type={item.type === 'error' ? 'foreground' : 'background'}
      duration={item.duration}
      onOpenChange={(open) => {
        if (!open) toast.dismiss(item.id);
      }}
    >
      {ICONS[item.type]}
      <div className={styles.content}>
        {item.title !== undefined && (
          <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
        )}
        <RadixToast.Description>{item.message}</RadixToast.Description>
      </div>
      {item.closable && (
        <RadixToast.Close className={styles.close} aria-label={closeLabel}>
          <Cross2Icon aria-hidden="true" />
        </RadixToast.Close>
      )}
    </RadixToast.Root>
  );
}

/**
 * Renders the toasts raised with `toast.success/error/info(...)`. Mount it once, near the root of
 * the app; toasts stack in the order they were raised, 16 px from the top of the window.
 */
export function Toaster({
  duration = TOAST_DEFAULT_DURATION,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close',
  hotkey,
}: ToasterProps) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="up">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <RadixToast.Viewport className={styles.viewport} hotkey={hotkey} />
    </RadixToast.Provider>
  );
}
Toaster.displayName = 'Toaster';
