import * as RadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './CreateCaseDialog.css';

/** Transaction types in the dialog's order (spec §2, values from spec §9). */
export const CASE_TYPES = [
  { value: 1, label: 'Purchase' },
  { value: 3, label: 'Listing' },
  { value: 4, label: 'Mortgage' },
  { value: 5, label: 'Property management' },
  { value: 6, label: 'Referral' },
] as const;
export type CaseType = (typeof CASE_TYPES)[number]['value'];

export type CreateCaseDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The 'Create new' button that opens the dialog. */
  trigger?: ReactNode;
  /** Called with the chosen type on Confirm; the dialog then closes. */
  onConfirm?: (type: CaseType) => void;
  onCancel?: () => void;
  title?: string;
  /** Option labels by type, for the other language. */
  labels?: Partial<Record<CaseType, string>>;
  /** Names the radio group for screen readers. */
  groupLabel?: string;
  confirmText?: string;
  cancelText?: string;
  closeLabel?: string;
};

/** 'Create new transaction': pick one type, then Confirm (disabled until a type is picked). */
export const CreateCaseDialog = forwardRef<HTMLDivElement, CreateCaseDialogProps>(
  function CreateCaseDialog(
    {
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      trigger,
      onConfirm,
      onCancel,
      title = 'Create new transaction',
      labels,
      groupLabel = 'Transaction type',
      confirmText = 'Confirm',
      cancelText = 'Cancel',
      closeLabel = 'Close',
    },
    ref,
  ) {
    const [innerOpen, setInnerOpen] = useState(defaultOpen);
    const [type, setType] = useState<CaseType | null>(null);
    const open = openProp ?? innerOpen;
    const idPrefix = useId();

    const setOpen = (next: boolean) => {
      // Every opening starts with nothing chosen.
      if (!next) setType(null);
      if (openProp === undefined) setInnerOpen(next);
      onOpenChange?.(next);
    };

    const cancel = () => {
      onCancel?.();
      setOpen(false);
    };

    return (
      <Dialog
        ref={ref}
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : cancel())}
        trigger={trigger}
        title={title}
        width="sm"
        closeLabel={closeLabel}
        footer={
          <>
            <Button onClick={cancel}>{cancelText}</Button>
            <Button
              variant="primary"
              disabled={type === null}
              onClick={() => {
                if (type === null) return;
                onConfirm?.(type);
                setOpen(false);
              }}
            >
              {confirmText}
            </Button>
          </>
        }
      >
        <RadioGroup.Root
          className={styles.group}
          aria-label={groupLabel}
          value={type === null ? '' : String(type)}
          onValueChange={(value) => setType(Number(value) as CaseType)}
        >
          {CASE_TYPES.map((option) => {
            const id = `${idPrefix}-${option.value}`;
            return (
              <label key={option.value} htmlFor={id} className={styles.option}>
                <RadioGroup.Item id={id} value={String(option.value)} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.indicator} />
                </RadioGroup.Item>
                {labels?.[option.value] ?? option.label}
              </label>
            );
          })}
        </RadioGroup.Root>
      </Dialog>
    );
  },
);
CreateCaseDialog.displayName = 'CreateCaseDialog';
