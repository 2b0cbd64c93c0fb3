import { FIELD_LIMITS } from '@bq/contract/meta';
import { SelectField, TextInput } from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { PersonField } from '../../../shared/forms/PersonField';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  FEE_KIND_OPTIONS,
  type FeeRequest,
  type FeeValues,
  feeRequestOf,
  NETS_OPTIONS,
} from './agentFees';
import { DecisionDialog } from './DecisionDialog';

/**
 * Finance sets an agent's recurring monthly fee from a month on. Terms are added, never edited:
 * the server refuses a month already billed, or one already begun, under the month.
 */
export function FeeDialog({
  month,
  initial,
  onClose,
}: {
  /** This business month: new terms start from it at the earliest. */
  month: string;
  initial?: Partial<FeeValues>;
  onClose: () => void;
}) {
  const save = useCallMutation(calls.agentFee.save);
  return (
    <DecisionDialog<FeeValues, FeeRequest>
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set an agent's fee"
      description="A monthly fee from a month on. An amount of $0.00 stops it; earlier months keep their terms."
      defaults={{
        userId: '',
        kind: 'desk',
        label: '',
        amount: '',
        nets: 'yes',
        fromMonth: month,
        ...initial,
      }}
      limits={{ label: FIELD_LIMITS.payroll.feeLabel }}
      submitText="Save the fee"
      toRequest={feeRequestOf}
      send={(request) => save.mutateAsync(request)}
      done="Fee saved"
    >
      <PersonField name="userId" label="Agent" purpose="agent" required />
      <SelectField name="kind" label="Fee" options={FEE_KIND_OPTIONS} required />
      <TextInput name="label" label="Label (for other fees)" />
      <MoneyField name="amount" label="Monthly amount" required />
      <SelectField name="nets" label="Netting" options={NETS_OPTIONS} required />
      <TextInput name="fromMonth" label="From month (YYYY-MM)" required />
    </DecisionDialog>
  );
}
