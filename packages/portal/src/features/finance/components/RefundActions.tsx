import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { DecisionDialog } from './DecisionDialog';
import { type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.commerce;
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A requested refund's two decisions: approve (a note may be added) or refuse (with a reason). */
export function RefundActions({
  refund,
  onDecided,
}: {
  refund: { id: number; orderReference: string; lines: { title: string; quantity: number }[] };
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
      {asking !== null && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          // Each decision its own dialog, so its own idempotency key.
          key={asking}
          open
          onOpenChange={close}
          title={
            asking === 'approve'
              ? `Approve the refund of ${refund.orderReference}`
              : `Refuse the refund of ${refund.orderReference}`
          }
          description={
            asking === 'approve'
              ? `${refund.lines.map((l) => `${l.title} × ${l.quantity}`).join(', ')} is refunded (what those lines paid, fixed now); a course line gives its seat back (the waitlist moves up), a product line its items back to stock.`
              : 'The order stays as it is; the buyer sees your reason.'
          }
          defaults={{ note: '' }}
          limits={{ note: asking === 'approve' ? L.note : L.reason }}
          submitText={asking === 'approve' ? 'Approve refund' : 'Refuse refund'}
          danger={asking === 'refuse'}
          toRequest={(values) => noteRequestOf(refund.id, values, asking === 'refuse')}
          send={(request, idempotencyKey) =>
            decided(
              asking === 'approve'
                ? approve.mutateAsync({ ...request, idempotencyKey })
                : refuse.mutateAsync(request),
            )
          }
          done={asking === 'approve' ? 'Refund approved' : 'Refund refused'}
        >
          <TextAreaInput
            name="note"
            label={asking === 'approve' ? 'Note (optional)' : 'Reason'}
            required={asking === 'refuse'}
            rows={3}
          />
        </DecisionDialog>
      )}
    </Inline>
  );
}
