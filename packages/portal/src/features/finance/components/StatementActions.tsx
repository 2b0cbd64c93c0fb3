import type { StatementDetail } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline } from '@bq/ui';
import { useState } from 'react';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { formatMoney } from '../../../shared/money';
import { DecisionDialog } from './DecisionDialog';
import { type NoteValues, noteRequestOf } from './decisions';

const L = FIELD_LIMITS.payroll;

type Step = 'review' | 'sendBack' | 'approve' | 'pay' | 'confirmPaid' | 'voidPayout';

/** What each step asks and says; the server decides who may (its refusal shows in the dialog). */
const STEPS: Record<
  Step,
  {
    button: string;
    title: string;
    field: 'note' | 'reference';
    required: boolean;
    danger?: boolean;
    done: string;
  }
> = {
  review: {
    button: 'Review',
    title: 'Review the statement',
    field: 'note',
    required: false,
    done: 'Statement reviewed',
  },
  sendBack: {
    button: 'Send back',
    title: 'Send the statement back to draft',
    field: 'note',
    required: true,
    danger: true,
    done: 'Sent back to draft',
  },
  approve: {
    button: 'Approve',
    title: 'Approve the statement',
    field: 'note',
    required: false,
    done: 'Statement approved',
  },
  pay: {
    button: 'Pay',
    title: 'Pay the statement',
    field: 'note',
    required: false,
    done: 'Payout made: pending until confirmed',
  },
  confirmPaid: {
    button: 'Confirm paid',
    title: 'Confirm the payout went out',
    field: 'reference',
    required: true,
    done: 'Statement paid',
  },
  voidPayout: {
    button: 'Void payout',
    title: 'Void the pending payout',
    field: 'note',
    required: true,
    danger: true,
    done: 'Payout voided',
  },
};

const NEXT: Record<StatementDetail['status'], Step[]> = {
  draft: ['review'],
  reviewed: ['approve', 'sendBack'],
  approved: ['pay'],
  paying: ['confirmPaid', 'voidPayout'],
  paid: [],
};

function explain(step: Step, s: StatementDetail): string {
  const total = formatMoney(s.total);
  switch (step) {
    case 'review':
      return `Every payroll line of ${s.month} joins the statement and its total is fixed (now ${total}).`;
    case 'approve':
      return `${total} for ${s.name}. Above ${formatMoney(s.secondPersonAbove)} someone other than the reviewer approves.`;
    case 'pay':
      return `A payout of ${total} to ${s.name} is made and held until you confirm it went out. Whoever approved does not pay.`;
    case 'confirmPaid':
      return 'Enter the reference of the bank transfer or cheque.';
    case 'voidPayout':
      return 'The held money goes back to what is owed; the statement is approved again.';
    default:
      return 'The statement goes back to draft: its lines stay, its total is fixed again on review.';
  }
}

/** The statement's next steps as buttons, each confirmed in a dialog. */
export function StatementActions({ statement }: { statement: StatementDetail }) {
  const [asking, setAsking] = useState<Step | null>(null);
  const mutations = {
    review: useCallMutation(calls.payroll.review),
    sendBack: useCallMutation(calls.payroll.sendBack),
    approve: useCallMutation(calls.payroll.approve),
    pay: useCallMutation(calls.payroll.pay),
    confirmPaid: useCallMutation(calls.payroll.confirmPaid),
    voidPayout: useCallMutation(calls.payroll.voidPayout),
  };
  const steps = NEXT[statement.status];
  if (steps.length === 0) return null;
  const step = asking ? STEPS[asking] : null;
  const send = (request: { id: number; note: string }, idempotencyKey: string) => {
    const id = statement.id;
    switch (asking) {
      case 'review':
        return mutations.review.mutateAsync({ id, note: request.note });
      case 'sendBack':
        return mutations.sendBack.mutateAsync({ id, note: request.note });
      case 'approve':
        return mutations.approve.mutateAsync({ id, note: request.note });
      case 'pay':
        return mutations.pay.mutateAsync({ id, idempotencyKey });
      case 'confirmPaid':
        return mutations.confirmPaid.mutateAsync({ id, reference: request.note });
      default:
        return mutations.voidPayout.mutateAsync({ id, reason: request.note });
    }
  };
  return (
    <Inline space="xs">
      {steps.map((s, i) => (
        <Button
          key={s}
          variant={STEPS[s].danger ? 'secondary' : i === 0 ? 'primary' : 'secondary'}
          onClick={() => setAsking(s)}
        >
          {STEPS[s].button}
        </Button>
      ))}
      {asking !== null && step !== null && (
        <DecisionDialog<NoteValues, { id: number; note: string }>
          // Each step its own dialog, so its own idempotency key.
          key={asking}
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={step.title}
          description={explain(asking, statement)}
          defaults={{ note: '' }}
          limits={{
            note: step.field === 'reference' ? L.reference : step.required ? L.reason : L.note,
          }}
          submitText={step.button}
          danger={step.danger ?? false}
          toRequest={(values) => noteRequestOf(statement.id, values, step.required)}
          send={send}
          done={step.done}
        >
          {asking === 'pay' ? null : step.field === 'reference' ? (
            <TextInput name="note" label="Reference" required />
          ) : (
            <TextAreaInput
              name="note"
              label={step.required ? 'Reason' : 'Note (optional)'}
              required={step.required}
              rows={3}
            />
          )}
        </DecisionDialog>
      )}
    </Inline>
  );
}
