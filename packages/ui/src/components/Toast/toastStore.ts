import type { ReactNode } from 'react';

export const TOAST_TYPES = ['success', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §9 "Toast default duration 3000 ms". */
export const TOAST_DEFAULT_DURATION = 3000;

export type ToastOptions = {
  /** Reuse an id to replace a toast that is showing (e.g. one error per failing request). */
  id?: string;
  /** A bold line above the message. */
  title?: ReactNode;
  /** Milliseconds before it closes itself; `Infinity` keeps it until closed. Default: the Toaster's. */
  duration?: number;
  /** Show a close button (default true). */
  closable?: boolean;
};

export type ToastItem = {
  id: string;
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  duration?: number;
  closable: boolean;
};

// A tiny external store, so code outside React (the portal's axios layer) can raise toasts and one
// <Toaster /> renders them through useSyncExternalStore.
let items: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  const item: ToastItem = {
    id,
    type,
    message,
    title: options.title,
    duration: options.duration,
    closable: options.closable ?? true,
  };
  const replaced = items.some((existing) => existing.id === id);
  publish(
    replaced ? items.map((existing) => (existing.id === id ? item : existing)) : [...items, item],
  );
  return id;
}

/** Raise and remove toasts from anywhere. Rendered by the one `<Toaster />` the app mounts. */
export const toast = {
  show,
  success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  /** Close one toast by id, or all of them without an id. */
  dismiss(id?: string) {
    publish(id === undefined ? [] : items.filter((item) => item.id !== id));
  },
  /** Close every toast (e.g. on log-out, spec §8 "Close messages"). */
  clear() {
    publish([]);
  },
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => items,
};
