import { forwardRef, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export const CONFIRM_VARIANTS = ['default', 'delete'] as const;
export type ConfirmVariant = (typeof CONFIRM_VARIANTS)[number];
export type ConfirmState = 'idle' | 'confirming';

/** Spec §8: the delete confirm's default text. */
export const DEFAULT_DELETE_MESSAGE = 'Are you sure you want to delete this Region?';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the confirmation when clicked. */
  trigger?: ReactNode;
  title?: ReactNode;
  /** The question. Defaults to the spec's delete text for `variant="delete"`. */
  message?: ReactNode;
  /** Content under the question, such as a comment field the answer needs. */
  children?: ReactNode;
  /** `delete` makes the confirm button red and supplies the delete message. */
  variant?: ConfirmVariant;
  confirmText?: string;
  cancelText?: string;
  /**
   * Called on OK. A returned promise keeps the dialog open with the OK button busy until it
   * settles; it closes on success and stays open on failure (the caller shows the error).
   */
  onConfirm?: () => unknown;
  onCancel?: () => void;
  closeLabel?: string;
};

/**
 * An OK/Cancel question in a 460px alert dialog (spec §9 "Message box buttons default OK/Cancel").
 * Esc and Cancel close it; the mask does not, so a stray click never answers the question.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title = 'Confirm',
    message,
    children,
    variant = 'default',
    confirmText = 'OK',
    cancelText = 'Cancel',
    onConfirm,
    onCancel,
    closeLabel = 'Close',
  },
  ref,
) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const [state, setState] = useState<ConfirmState>('idle');
  const open = openProp ?? innerOpen;
  const busy = state === 'confirming';

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    const result = onConfirm?.();
    if (!isThenable(result)) {
      setOpen(false);
      return;
    }
    setState('confirming');
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the question stays open so the user can retry or cancel.
    } finally {
      setState('idle');
    }
  };

  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      role="alertdialog"
      width="sm"
      title={title}
      description={message ?? (variant === 'delete' ? DEFAULT_DELETE_MESSAGE : undefined)}
      closeLabel={closeLabel}
      closeOnOverlayClick={false}
      dismissible={!busy}
      footer={
        <>
          <Button disabled={busy} onClick={() => handleOpenChange(false)}>
            {cancelText}
          </Button>
          <Button
            variant={variant === 'delete' ? 'danger' : 'primary'}
            loading={busy}
            data-confirm-state={state}
            onClick={confirm}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
