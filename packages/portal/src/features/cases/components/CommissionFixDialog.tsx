import { Button, Dialog, toast } from '@bq/ui';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldRow, NumberInput } from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { kindOf } from './caseKinds';
import { type CaseDetail, trimDecimal } from './formMapping';

interface Values {
  commissionPercent: string;
  commissionAmount: string;
  referralFeePercent: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * "Fix commission" on an approved case, for whoever may close it (the server says so with
 * `canFixCommission`): only the commission fields, since closing prices the commission from
 * them; every other field stays as approved.
 */
export function CommissionFixButton({ detail }: { detail: CaseDetail }) {
  const [open, setOpen] = useState(false);
  if (!detail.canFixCommission) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Fix commission
      </Button>
      {open && <CommissionFixDialog detail={detail} onClose={() => setOpen(false)} />}
    </>
  );
}

function CommissionFixDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const formId = useId();
  const kind = kindOf(detail.type, detail.purchaseKind);
  const defaults: Values = {
    commissionPercent: trimDecimal(detail.commissionPercent),
    commissionAmount: detail.commissionAmount ?? '',
    referralFeePercent: trimDecimal(detail.referralFeePercent),
  };
  const form = useForm<Values>({ defaultValues: defaults });
  const editor = useEditor<Values, 'send'>({ form, reload: async () => form.reset(defaults) });
  const fix = useCallMutation(calls.tranCase.fixCommission);
  const submit = form.handleSubmit(async (values) => {
    const sent = await editor.run('send', async () => {
      await fix.mutateAsync({
        id: detail.id,
        version: detail.version,
        commissionPercent: orNull(values.commissionPercent),
        commissionAmount: orNull(values.commissionAmount),
        referralFeePercent: orNull(values.referralFeePercent),
      });
    });
    if (sent) {
      toast.success(`Commission of ${detail.caseNo} saved`);
      onClose();
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Fix the commission of ${detail.caseNo}`}
      description="The case is approved: only its commission can be changed before it is closed. The change is kept in the case history."
      dismissible={editor.busy === null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={editor.busy === 'send'}>
            Save commission
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            form.clearErrors();
            void submit(event);
          }}
        >
          <FieldRow>
            {kind.commission && (
              <>
                <NumberInput name="commissionPercent" kind="percent" label="Gross commission %" />
                <MoneyField name="commissionAmount" label="Gross commission amount" />
              </>
            )}
            {kind.referralFee && (
              <NumberInput name="referralFeePercent" kind="percent" label="Referral fee %" />
            )}
          </FieldRow>
        </form>
      </FormProvider>
    </Dialog>
  );
}
