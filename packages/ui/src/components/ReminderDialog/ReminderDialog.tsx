import { forwardRef, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export type ReminderDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title?: ReactNode;
  /** What the user must know, e.g. 'Please click the save button.' (spec §8). */
  message: ReactNode;
  confirmText?: string;
  /** Adds a Cancel button next to OK. */
  showCancel?: boolean;
  cancelText?: string;
  onConfirm?: () => void;
  /** Called on Cancel, Esc and the close button. */
  onCancel?: () => void;
  closeLabel?: string;
};

/** An informational message box, 520px wide (spec §9), answered with OK. */
export const ReminderDialog = forwardRef<HTMLDivElement, ReminderDialogProps>(
  function ReminderDialog(
    {
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      trigger,
      title = 'Reminder',
      message,
      confirmText = 'OK',
      showCancel = false,
      cancelText = 'Cancel',
      onConfirm,
      onCancel,
      closeLabel = 'Close',
    },
    ref,
  ) {
    const [innerOpen, setInnerOpen] = useState(defaultOpen);
    const open = openProp ?? innerOpen;

    const setOpen = (next: boolean) => {
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    };
    const dismiss = () => {
      onCancel?.();
      setOpen(false);
    };

    return (
      <Dialog
        ref={ref}
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : dismiss())}
        trigger={trigger}
        role="alertdialog"
        width="md"
        title={title}
        description={message}
        closeLabel={closeLabel}
        closeOnOverlayClick={false}
        footer={
          <>
            {showCancel && <Button onClick={dismiss}>{cancelText}</Button>}
            <Button
              variant="primary"
              onClick={() => {
                onConfirm?.();
                setOpen(false);
              }}
            >
              {confirmText}
            </Button>
          </>
        }
      />
    );
  },
);
ReminderDialog.displayName = 'ReminderDialog';
