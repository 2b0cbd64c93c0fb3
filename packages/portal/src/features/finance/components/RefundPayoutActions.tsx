import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import { type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.commerce;

/**
 * An approved refund's money, phase two: paid (with the transfer's or cheque's reference), or the
 * payout voided (with a reason; the refund stays owed and Pay holds it anew). Each dialog makes its
 * own idempotency key when it opens.
 */
export function RefundPayoutActions({
  refund,
}: {
  refund: { id: number; orderReference: string; amount: string; pending: boolean };
}) {
  const [asking, setAsking] = useState<'pay' | 'void' | null>(null);
  const pay = useCallMutation(calls.refund.pay);
  const cancel = useCallMutation(calls.refund.void);
  const paying = asking === 'pay';
  return (
    <Inline space="xs">
      <Button variant="primary" onClick={() => setAsking('pay')}>
        Pay {formatMoney(refund.amount)}
      </Button>
      {refund.pending && (
        <Button variant="secondary" onClick={() => setAsking('void')}>
          Void payout
        </Button>
      )}
      {asking !== null && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          key={asking}
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={
            paying
              ? `Pay the refund of ${refund.orderReference}`
              : `Void the refund payout of ${refund.orderReference}`
          }
          description={
            paying
              ? `${formatMoney(refund.amount)} went out to the buyer. Above the refund threshold, someone other than who approved it pays it.`
              : 'The money did not go out: the hold is reversed and the refund stays owed to the buyer.'
          }
          defaults={{ note: '' }}
          limits={{ note: paying ? L.paymentReference : L.reason }}
          submitText={paying ? 'Pay refund' : 'Void payout'}
          danger={!paying}
          toRequest={(values) => noteRequestOf(refund.id, values, true)}
          send={({ id, note }, idempotencyKey) =>
            paying
              ? pay.mutateAsync({ id, reference: note, idempotencyKey })
              : cancel.mutateAsync({ id, reason: note, idempotencyKey })
          }
          done={paying ? 'Refund paid' : 'Payout voided'}
        >
          {paying ? (
            <TextInput name="note" label="Reference" required />
          ) : (
            <TextAreaInput name="note" label="Reason" required rows={3} />
          )}
        </DecisionDialog>
      )}
    </Inline>
  );
}
