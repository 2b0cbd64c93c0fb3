import { TextInput } from '../../../shared/forms/fields';
import type { Res } from '../../../shared/http/calls';
import { calls, useCallMutation } from '../../../shared/http/calls';

export type BillResult = Res<typeof calls.agentFee.bill>;

import { type BillValues, billRequestOf } from './agentFees';
import { DecisionDialog } from './DecisionDialog';

/**
 * The monthly billing run: every fee in force for the month posts once (a rerun posts nothing
 * twice). The dialog's idempotency key is made when it opens, so a double click is one run.
 */
export function BillFeesDialog({
  month,
  onBilled,
  onClose,
}: {
  month: string;
  onBilled: (result: BillResult) => void;
  onClose: () => void;
}) {
  const bill = useCallMutation(calls.agentFee.bill);
  return (
    <DecisionDialog<BillValues, { month: string }>
      open
      onOpenChange={(open) => !open && onClose()}
      title="Bill agent fees"
      description="Posts each agent's fees for the month to the ledger and puts them on their next statement. A closed month is refused."
      defaults={{ month }}
      limits={{}}
      submitText="Bill the month"
      toRequest={billRequestOf}
      send={async (request, idempotencyKey) =>
        onBilled(await bill.mutateAsync({ ...request, idempotencyKey }))
      }
      done="Fees billed"
    >
      <TextInput name="month" label="Month (YYYY-MM)" required />
    </DecisionDialog>
  );
}
