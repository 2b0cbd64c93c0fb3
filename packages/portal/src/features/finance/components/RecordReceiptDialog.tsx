import { FIELD_LIMITS } from '@bq/contract/meta';
import { businessDay, formatDate } from '@bq/validators';
import { DateField, TextInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { type ReceiptRequest, type ReceiptValues, receiptRequestOf } from './caseLedger';
import { DecisionDialog } from './DecisionDialog';

/**
 * Finance records the title/escrow company's wire or check for a closed case. The dialog's
 * idempotency key is made when it opens, so a double click or a retry records one receipt; the
 * server's refusals (more than is owed, a reference already recorded) land under their fields.
 */
export function RecordReceiptDialog({
  caseId,
  caseNo,
  owed,
  onClose,
}: {
  caseId: number;
  caseNo: string;
  owed: string;
  onClose: () => void;
}) {
  const record = useCallMutation(calls.titleReceipt.record);
  return (
    <DecisionDialog<ReceiptValues, ReceiptRequest>
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Record a receipt for case ${caseNo}`}
      description="The title/escrow company's wire or check, dated the day the bank received it (California), never in a closed month. A part is allowed; the rest is a later receipt."
      defaults={{ amount: '', reference: '', receivedOn: formatDate(businessDay(new Date())) }}
      limits={{ reference: FIELD_LIMITS.payroll.reference }}
      submitText="Record the receipt"
      toRequest={(values) => receiptRequestOf(caseId, owed, values)}
      send={(request, idempotencyKey) => record.mutateAsync({ ...request, idempotencyKey })}
      done="Receipt recorded"
    >
      <TextInput name="amount" label="Amount received" required />
      <TextInput name="reference" label="Wire or check reference" required />
      <DateField name="receivedOn" label="Received on" required />
    </DecisionDialog>
  );
}
