import * as RadixDialog from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import { forwardRef, type ReactNode, useCallback, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export const DIALOG_WIDTHS = ['sm', 'md'] as const;
export type DialogWidth = (typeof DIALOG_WIDTHS)[number];

export type DialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when clicked (e.g. a Button). Optional when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  /** The main message; announced together with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row, right-aligned. */
  footer?: ReactNode;
  /** `sm` = 460px, `md` = 520px (spec §9). */
  width?: DialogWidth;
  /** `alertdialog` for questions the user must answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The corner close button's accessible name; no close button when `null`. */
  closeLabel?: string | null;
  /** Whether a click on the dimmed mask closes the dialog. Esc always does unless `dismissible` is false. */
  closeOnOverlayClick?: boolean;
  /** False while something is pending: Esc, the mask and the close button do nothing. */
  dismissible?: boolean;
  className?: string;
};

/**
 * The modal every message box in the library is built on: Radix Dialog (focus trap, Esc, focus
 * return, `aria-modal`) with the house overlay, widths and header/body/footer layout.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    title,
    description,
    children,
    footer,
    width = 'sm',
    role = 'dialog',
    closeLabel = 'Close',
    closeOnOverlayClick = true,
    dismissible = true,
    className,
  },
  ref,
) {
  const body = useScrolls();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          role={role}
          className={[styles.content, styles.width[width], className].filter(Boolean).join(' ')}
          onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
          onPointerDownOutside={
            dismissible && closeOnOverlayClick ? undefined : (event) => event.preventDefault()
          }
          onInteractOutside={
            dismissible && closeOnOverlayClick ? undefined : (event) => event.preventDefault()
          }
          // Without a description Radix would point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {closeLabel !== null && (
              <RadixDialog.Close asChild>
                <IconButton size="sm" label={closeLabel} icon={<XIcon />} disabled={!dismissible} />
              </RadixDialog.Close>
            )}
          </div>
          {(description !== undefined || children) && (
            <div ref={body.ref} className={styles.body} tabIndex={body.scrolls ? 0 : undefined}>
              {description !== undefined && (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              )}
              {children}
            </div>
          )}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
Dialog.displayName = 'Dialog';

/**
 * Whether the body is taller than the room it has: a body that scrolls takes the focus itself
 * when nothing in it can (a list of shortcuts, a long notice), so a keyboard can scroll it.
 */
function useScrolls() {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((body: HTMLDivElement | null) => {
    if (!body || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(body.scrollHeight > body.clientHeight);
    const observer = new ResizeObserver(check);
    observer.observe(body);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/** Closes the surrounding Dialog when its child is clicked (wrap a Button). */
export const DialogClose = RadixDialog.Close;
