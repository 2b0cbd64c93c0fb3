import { FIELD_LIMITS } from '@bq/contract/meta';
import { useState } from 'react';
import {
  DateField,
  FieldRow,
  SelectField,
  TextAreaInput,
  TextInput,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { typedDay } from '../../../shared/forms/typedDay';
import { calls, type Req, useCallMutation } from '../../../shared/http/calls';
import { DecisionDialog } from './DecisionDialog';
import type { Checked } from './decisions';

type AddTerms = Req<typeof calls.commissionPlan.addTerms>;

interface TermsValues {
  name: string;
  effectiveFrom: string;
  agentPercent: string;
  annualCap: string;
  capResetsOn: string;
  transactionFee: string;
  referralFeeFrom: 'shared' | 'agent';
  coachPercent: string;
  note: string;
}

const REFERRAL_OPTIONS = [
  { value: 'shared', label: 'Off the top, before the split' },
  { value: 'agent', label: "From the agent's side" },
];

/** US date as the date inputs show it (MM/DD/YYYY) from an ISO day. */
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The form's values as the call's request, or what is missing. */
function termsRequestOf(values: TermsValues): Checked<AddTerms, keyof TermsValues> {
  const day = typedDay(values.effectiveFrom, 'Enter the first day');
  if ('error' in day) return { errors: { effectiveFrom: day.error } };
  return {
    request: {
      name: values.name,
      effectiveFrom: day.iso,
      agentPercent: values.agentPercent.trim(),
      annualCap: values.annualCap.trim() ? values.annualCap.trim() : null,
      capResetsOn: values.capResetsOn.trim(),
      transactionFee: values.transactionFee.trim() || '0',
      referralFeeFrom: values.referralFeeFrom,
      coachPercent: values.coachPercent.trim() || '0',
      note: values.note,
    },
  };
}

/**
 * New terms for a plan (or a new plan) from a day on: today or later, since a closing already
 * priced keeps its terms. Opened with the plan's terms in force, to change only what changes.
 */
export function PlanTermsDialog({
  from,
  today,
  onClose,
}: {
  /** The terms to start from (a plan's latest); null: a new plan. */
  from: Omit<TermsValues, 'effectiveFrom'> | null;
  today: string;
  onClose: () => void;
}) {
  const add = useCallMutation(calls.commissionPlan.addTerms);
  const [defaults] = useState<TermsValues>(() => ({
    name: from?.name ?? '',
    effectiveFrom: shown(today),
    agentPercent: from?.agentPercent ?? '',
    annualCap: from?.annualCap ?? '',
    capResetsOn: from?.capResetsOn ?? '01-01',
    transactionFee: from?.transactionFee ?? '0.00',
    referralFeeFrom: from?.referralFeeFrom ?? 'shared',
    coachPercent: from?.coachPercent ?? '0',
    note: '',
  }));
  return (
    <DecisionDialog<TermsValues, AddTerms>
      open
      onOpenChange={(open) => !open && onClose()}
      title={from ? `New terms for ${from.name}` : 'New commission plan'}
      description="Terms apply to closings from their first day on; closings already priced keep theirs."
      defaults={defaults}
      limits={{ name: FIELD_LIMITS.payroll.planName, note: FIELD_LIMITS.payroll.note }}
      submitText="Add terms"
      toRequest={termsRequestOf}
      send={(request) => add.mutateAsync(request)}
      done="Terms added"
    >
      {from ? null : <TextInput name="name" label="Plan name" required />}
      <FieldRow>
        <DateField name="effectiveFrom" label="First day" required />
        <TextInput name="agentPercent" label="Agent's split (%)" required />
      </FieldRow>
      <FieldRow>
        <MoneyField
          name="annualCap"
          label="Annual cap"
          help="Company dollars per plan year; empty: no cap"
        />
        <TextInput name="capResetsOn" label="Plan year starts (MM-DD)" required />
      </FieldRow>
      <FieldRow>
        <MoneyField name="transactionFee" label="Fee per closing" />
        <TextInput name="coachPercent" label="Coach's share (%)" />
      </FieldRow>
      <SelectField
        name="referralFeeFrom"
        label="Referral fee"
        options={REFERRAL_OPTIONS}
        required
      />
      <TextAreaInput name="note" label="Note" rows={2} />
    </DecisionDialog>
  );
}
