import { CircleCheckIcon, CircleXIcon, InfoIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import * as styles from './Toast.css';
import {
  TOAST_DEFAULT_DURATION,
  type ToastItem,
  type ToastType,
  toast,
  toastStore,
} from './toastStore';

const ICONS: Record<ToastType, ReactNode> = {
  success: <CircleCheckIcon className={styles.icon} aria-hidden="true" />,
  error: <CircleXIcon className={styles.icon} aria-hidden="true" />,
  info: <InfoIcon className={styles.icon} aria-hidden="true" />,
};

export type ToasterProps = {
  /** Default time on screen of every toast, in ms (spec §9: 3000). */
  duration?: number;
  /** Name of the notifications region for screen readers. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

/**
 * One toast. It closes itself after its duration, but not while the pointer or the keyboard is
 * on it (someone reading or reaching for the close button keeps it). Errors are announced at
 * once (`alert`); success and info wait their turn (`status`).
 */
function ToastCard({
  item,
  duration,
  closeLabel,
}: {
  item: ToastItem;
  duration: number;
  closeLabel: string;
}) {
  const [held, setHeld] = useState(false);
  const time = item.duration ?? duration;

  useEffect(() => {
    if (held || !Number.isFinite(time)) return;
    const timer = setTimeout(() => toast.dismiss(item.id), time);
    return () => clearTimeout(timer);
  }, [held, time, item.id]);

  return (
    <li
      className={[styles.toast, styles.type[item.type]].join(' ')}
      data-type={item.type}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {ICONS[item.type]}
      <div
        className={styles.content}
        role={item.type === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
      >
        {item.title !== undefined && <div className={styles.title}>{item.title}</div>}
        <div>{item.message}</div>
      </div>
      {item.closable && (
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={() => toast.dismiss(item.id)}
        >
          <XIcon aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/**
 * Renders the toasts raised with `toast.success/error/info(...)`. Mount it once, near the root of
 * the app; toasts stack in the order they were raised, 16 px from the top of the window.
 *
 * Not Radix Toast: its swipe gestures and viewport hotkey cost ~5 KB gzip of the library's 80 KB
 * budget, while what staff need here (live-region announcements, a close button, a pause while
 * hovered or focused) is a list and a timer.
 */
export function Toaster({
  duration = TOAST_DEFAULT_DURATION,
  label = 'Notifications',
  closeLabel = 'Close',
}: ToasterProps) {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <section aria-label={label}>
      <ol className={styles.viewport}>
        {items.map((item) => (
          <ToastCard key={item.id} item={item} duration={duration} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  );
}
Toaster.displayName = 'Toaster';
