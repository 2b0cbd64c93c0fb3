import type { ReferralFeeRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import { type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.payroll;

type Asking = 'pay' | 'confirm' | 'void' | null;

/**
 * A case's referral fee's next step: Pay what is owed (held until confirmed), or for a pending
 * payout Confirm it went out (with the reference) or Void it (with a reason, owed again). Each in
 * a dialog; the server decides who may (a second person above `secondPersonAbove`).
 */
export function ReferralFeeActions({
  row,
  secondPersonAbove,
}: {
  row: ReferralFeeRow;
  secondPersonAbove: string;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const pay = useCallMutation(calls.referralFee.pay);
  const confirm = useCallMutation(calls.referralFee.confirm);
  const cancel = useCallMutation(calls.referralFee.void);
  const pending = row.pendingPayoutId;
  const close = (open: boolean) => !open && setAsking(null);
  return (
    <Inline space="xs">
      {row.status === 'owed' && (
        <Button size="sm" variant="primary" onClick={() => setAsking('pay')}>
          Pay
        </Button>
      )}
      {pending !== null && (
        <>
          <Button size="sm" variant="primary" onClick={() => setAsking('confirm')}>
            Confirm paid
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAsking('void')}>
            Void
          </Button>
        </>
      )}
      {asking === 'pay' && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={close}
          title={`Pay ${row.brokerage}`}
          description={`A payout of ${formatMoney(row.owed)} is made and held until someone confirms it went out.`}
          defaults={{ note: '' }}
          limits={{ note: L.note }}
          submitText="Pay"
          toRequest={(values) => noteRequestOf(row.caseId, values, false)}
          send={(_request, idempotencyKey) =>
            pay.mutateAsync({ caseId: row.caseId, idempotencyKey })
          }
          done="Payout made: pending until confirmed"
        >
          {null}
        </DecisionDialog>
      )}
      {pending !== null && (asking === 'confirm' || asking === 'void') && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={close}
          title={
            asking === 'confirm' ? `Confirm payout #${pending} went out` : `Void payout #${pending}`
          }
          description={
            asking === 'confirm'
              ? `${formatMoney(row.paying)}. Above ${formatMoney(secondPersonAbove)}, someone other than who made the payout confirms it.`
              : 'The held money goes back to what is owed.'
          }
          defaults={{ note: '' }}
          limits={{ note: asking === 'confirm' ? L.reference : L.reason }}
          submitText={asking === 'confirm' ? 'Confirm paid' : 'Void payout'}
          danger={asking === 'void'}
          toRequest={(values) => noteRequestOf(pending, values, true)}
          send={async ({ id, note }) => {
            if (asking === 'confirm') await confirm.mutateAsync({ id, reference: note });
            else await cancel.mutateAsync({ id, reason: note });
          }}
          done={asking === 'confirm' ? 'Payout confirmed' : 'Payout voided'}
        >
          {asking === 'confirm' ? (
            <TextInput name="note" label="Reference" required />
          ) : (
            <TextAreaInput name="note" label="Reason" required rows={3} />
          )}
        </DecisionDialog>
      )}
    </Inline>
  );
}
