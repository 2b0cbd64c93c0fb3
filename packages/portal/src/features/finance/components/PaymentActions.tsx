import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import { type AcceptValues, acceptRequestOf, type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.commerce;
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** An awaiting office payment's two decisions: the receipt (reference, amount) or a rejection. */
export function PaymentActions({
  payment,
}: {
  payment: { id: number; due: string; orderReference: string };
}) {
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const accept = useCallMutation(calls.payment.accept);
  const reject = useCallMutation(calls.payment.reject);
  const close = (open: boolean) => !open && setAsking(null);
  const open = (what: 'accept' | 'reject') => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    setAsking(what);
  };
  return (
    // A row of a list opens on click and Enter: what happens here (the dialog is portalled but its
    // events still bubble through React) must not open the row.
    <Inline space="xs" wrap={false} onClick={stop} onKeyDown={stop}>
      <Button
        size="sm"
        variant="primary"
        aria-label={`Accept the payment of ${payment.orderReference}`}
        onClick={open('accept')}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Reject the payment of ${payment.orderReference}`}
        onClick={open('reject')}
      >
        Reject
      </Button>
      {asking === 'accept' && (
        <DecisionDialog<AcceptValues, { id: number; reference: string; received: string }>
          open
          onOpenChange={close}
          title={`Receipt for ${payment.orderReference}`}
          description={`Due: ${formatMoney(payment.due)}. A smaller amount is recorded as a part payment; the rest stays awaiting.`}
          defaults={{ reference: '', received: payment.due }}
          limits={{ reference: L.paymentReference }}
          submitText="Accept payment"
          toRequest={(values) => acceptRequestOf(payment.id, values)}
          send={(request, idempotencyKey) => accept.mutateAsync({ ...request, idempotencyKey })}
          done={`Payment of ${payment.orderReference} accepted`}
        >
          <TextInput name="reference" label="Transfer, cheque or card slip reference" required />
          <MoneyField name="received" label="Amount received" required max={L.total} />
        </DecisionDialog>
      )}
      {asking === 'reject' && (
        <DecisionDialog<NoteValues, { id: number; reason: string }>
          open
          onOpenChange={close}
          title={`Reject the payment of ${payment.orderReference}`}
          description="The order keeps waiting for a payment; the buyer sees your reason in its history."
          defaults={{ note: '' }}
          limits={{ note: L.reason }}
          submitText="Reject payment"
          danger
          toRequest={(values) => {
            const checked = noteRequestOf(payment.id, values, true);
            return 'errors' in checked
              ? checked
              : { request: { id: payment.id, reason: checked.request.note } };
          }}
          send={(request) => reject.mutateAsync(request)}
          done={`Payment of ${payment.orderReference} rejected`}
        >
          <TextAreaInput name="note" label="Reason" required rows={3} />
        </DecisionDialog>
      )}
    </Inline>
  );
}
