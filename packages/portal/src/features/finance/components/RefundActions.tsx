import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput } from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import {
  type ApproveRefundValues,
  approveRefundRequestOf,
  type NoteValues,
  noteRequestOf,
} from './decisions';

const L = FIELD_LIMITS.commerce;
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A requested refund's two decisions: approve (a smaller amount with its reason, a note) or
 * refuse (with a reason).
 */
export function RefundActions({
  refund,
  onDecided,
}: {
  refund: {
    id: number;
    orderReference: string;
    amount: string;
    lines: { title: string; quantity: number }[];
  };
  /** After the decision went through (the detail page returns to the list). */
  onDecided?: () => void;
}) {
  const [asking, setAsking] = useState<'approve' | 'refuse' | null>(null);
  const approve = useCallMutation(calls.refund.approve);
  const refuse = useCallMutation(calls.refund.refuse);
  const close = (open: boolean) => !open && setAsking(null);
  const decided = async <T,>(sent: Promise<T>) => {
    const answer = await sent;
    onDecided?.();
    return answer;
  };
  const open = (what: 'approve' | 'refuse') => (event: { stopPropagation: () => void }) => {
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
        aria-label={`Approve the refund of ${refund.orderReference}`}
        onClick={open('approve')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Refuse the refund of ${refund.orderReference}`}
        onClick={open('refuse')}
      >
        Refuse
      </Button>
      {asking === 'approve' && (
        <DecisionDialog<ApproveRefundValues, { id: number; note: string; reason: string }>
          open
          onOpenChange={close}
          title={`Approve the refund of ${refund.orderReference}`}
          description={`${refund.lines.map((l) => `${l.title} × ${l.quantity}`).join(', ')} comes back (a course line gives its seat back, a product line its items back to stock). Up to ${formatMoney(refund.amount)} is refunded; paid in dollars, it is owed to the buyer until finance pays it.`}
          defaults={{ note: '', amount: refund.amount, reason: '' }}
          limits={{ note: L.note, reason: { max: L.reason.max } }}
          submitText="Approve refund"
          toRequest={(values) => approveRefundRequestOf(refund.id, values, refund.amount)}
          send={(request, idempotencyKey) =>
            decided(approve.mutateAsync({ ...request, idempotencyKey }))
          }
          done="Refund approved"
        >
          <MoneyField name="amount" label="Amount refunded" required max={L.total} />
          <TextAreaInput name="reason" label="Why less (if less)" rows={2} />
          <TextAreaInput name="note" label="Note (optional)" rows={3} />
        </DecisionDialog>
      )}
      {asking === 'refuse' && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          open
          onOpenChange={close}
          title={`Refuse the refund of ${refund.orderReference}`}
          description="The order stays as it is; the buyer sees your reason."
          defaults={{ note: '' }}
          limits={{ note: L.reason }}
          submitText="Refuse refund"
          danger
          toRequest={(values) => noteRequestOf(refund.id, values, true)}
          send={(request) => decided(refuse.mutateAsync(request))}
          done="Refund refused"
        >
          <TextAreaInput name="note" label="Reason" required rows={3} />
        </DecisionDialog>
      )}
    </Inline>
  );
}
