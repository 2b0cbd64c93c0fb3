import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import { type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.payroll;

/** Paying what a lecturer or vendor is owed: the payout is held until confirmed (phase one). */
export function PayButton({
  accountId,
  name,
  owed,
}: {
  accountId: number;
  name: string;
  owed: string;
}) {
  const [open, setOpen] = useState(false);
  const pay = useCallMutation(calls.payeePayout.pay);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Pay {formatMoney(owed)}
      </Button>
      {open && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={setOpen}
          title={`Pay ${name}`}
          description={`A payout of ${formatMoney(owed)} is made and held until someone confirms it went out.`}
          defaults={{ note: '' }}
          limits={{ note: L.note }}
          submitText="Pay"
          toRequest={(values) => noteRequestOf(accountId, values, false)}
          send={(_request, idempotencyKey) => pay.mutateAsync({ accountId, idempotencyKey })}
          done="Payout made: pending until confirmed"
        >
          {null}
        </DecisionDialog>
      )}
    </>
  );
}

/**
 * A pending payout's phase two: it went out (with the bank transfer's or cheque's reference), or
 * it did not (voided with a reason, the payee owed it again). `onDone` after either.
 */
export function PendingPayoutActions({
  payoutId,
  amount,
  secondPersonAbove,
  onDone,
}: {
  payoutId: number;
  amount: string;
  secondPersonAbove: string;
  onDone?: () => void;
}) {
  const [asking, setAsking] = useState<'confirm' | 'void' | null>(null);
  const confirm = useCallMutation(calls.payeePayout.confirm);
  const cancel = useCallMutation(calls.payeePayout.void);
  const confirming = asking === 'confirm';
  return (
    <Inline space="xs">
      <Button size="sm" variant="primary" onClick={() => setAsking('confirm')}>
        Confirm paid
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAsking('void')}>
        Void
      </Button>
      {asking !== null && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={confirming ? `Confirm payout #${payoutId} went out` : `Void payout #${payoutId}`}
          description={
            confirming
              ? `${formatMoney(amount)}. Above ${formatMoney(secondPersonAbove)}, someone other than who made the payout confirms it.`
              : 'The held money goes back to what is owed.'
          }
          defaults={{ note: '' }}
          limits={{ note: confirming ? L.reference : L.reason }}
          submitText={confirming ? 'Confirm paid' : 'Void payout'}
          danger={!confirming}
          toRequest={(values) => noteRequestOf(payoutId, values, true)}
          send={async ({ id, note }) => {
            if (confirming) await confirm.mutateAsync({ id, reference: note });
            else await cancel.mutateAsync({ id, reason: note });
            onDone?.();
          }}
          done={confirming ? 'Payout confirmed' : 'Payout voided'}
        >
          {confirming ? (
            <TextInput name="note" label="Reference" required />
          ) : (
            <TextAreaInput name="note" label="Reason" required rows={3} />
          )}
        </DecisionDialog>
      )}
    </Inline>
  );
}
