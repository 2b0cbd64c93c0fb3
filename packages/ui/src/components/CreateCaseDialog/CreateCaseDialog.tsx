import * as RadioGroup from '@radix-ui/react-radio-group';
import { forwardRef, type ReactElement, type ReactNode, type Ref, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './CreateCaseDialog.css';

/** One choice of the dialog: the value reported on Confirm and its label. */
export type CreateCaseOption<V extends string | number = string | number> = {
  value: V;
  label: string;
};

export type CreateCaseDialogProps<V extends string | number = string | number> = {
  /** The types offered, in order; the caller owns them (the design system knows no case types). */
  options: readonly CreateCaseOption<V>[];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The 'Create new' button that opens the dialog. */
  trigger?: ReactNode;
  /** Called with the chosen type on Confirm; the dialog then closes. */
  onConfirm?: (type: V) => void;
  onCancel?: () => void;
  title?: string;
  /** Names the radio group for screen readers. */
  groupLabel?: string;
  confirmText?: string;
  cancelText?: string;
  closeLabel?: string;
};

/** 'Create new transaction': pick one type, then Confirm (disabled until a type is picked). */
const CreateCaseDialogBase = forwardRef<HTMLDivElement, CreateCaseDialogProps>(
  function CreateCaseDialog(
    {
      options,
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      trigger,
      onConfirm,
      onCancel,
      title = 'Create new transaction',
      groupLabel = 'Transaction type',
      confirmText = 'Confirm',
      cancelText = 'Cancel',
      closeLabel = 'Close',
    },
    ref,
  ) {
    const [innerOpen, setInnerOpen] = useState(defaultOpen);
    const [type, setType] = useState<string | number | null>(null);
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
          onValueChange={(value) =>
            setType(options.find((option) => String(option.value) === value)?.value ?? null)
          }
        >
          {options.map((option) => {
            const id = `${idPrefix}-${option.value}`;
            return (
              <label key={option.value} htmlFor={id} className={styles.option}>
                <RadioGroup.Item id={id} value={String(option.value)} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.indicator} />
                </RadioGroup.Item>
                {option.label}
              </label>
            );
          })}
        </RadioGroup.Root>
      </Dialog>
    );
  },
);
CreateCaseDialogBase.displayName = 'CreateCaseDialog';

/** Typed by its options: `onConfirm` gets back one of their values. */
export const CreateCaseDialog = CreateCaseDialogBase as <V extends string | number>(
  props: CreateCaseDialogProps<V> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
