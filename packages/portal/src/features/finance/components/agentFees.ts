import type { AgentFeeKind } from '@bq/contract/meta';
import { safeParseMoney } from '@bq/validators';
import type { Checked } from './decisions';

/**
 * The agent fees page's pure pieces: the fee form's request (or why it cannot be sent yet), the
 * billing run's, and the words for a fee's kind and netting. Money stays the decimal typed.
 */

export const FEE_KIND_OPTIONS: readonly { value: AgentFeeKind; label: string }[] = [
  { value: 'desk', label: 'Desk fee' },
  { value: 'eo', label: 'E&O insurance' },
  { value: 'technology', label: 'Technology fee' },
  { value: 'other', label: 'Other (give it a label)' },
];

export const NETS_OPTIONS = [
  { value: 'yes', label: 'Agreed: netted from the next commission' },
  { value: 'no', label: 'Not agreed: owed, shown on the statement' },
] as const;

export const netsText = (nets: boolean) => (nets ? 'Netted from commissions' : 'Owed, not netted');

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface FeeValues {
  userId: string;
  kind: string;
  label: string;
  amount: string;
  nets: string;
  fromMonth: string;
}

export interface FeeRequest {
  userId: number;
  kind: AgentFeeKind;
  label: string;
  amount: string;
  nets: boolean;
  fromMonth: string;
}

export function feeRequestOf(values: FeeValues): Checked<FeeRequest, keyof FeeValues> {
  const errors: Partial<Record<keyof FeeValues, string>> = {};
  const userId = Number(values.userId);
  if (!Number.isInteger(userId) || userId <= 0) errors.userId = 'Choose the agent';
  const kind = FEE_KIND_OPTIONS.find((o) => o.value === values.kind)?.value;
  if (!kind) errors.kind = 'Choose the kind of fee';
  const label = values.label.trim();
  if (kind === 'other' && !label) errors.label = 'Name the fee as the statement shows it';
  const amount = safeParseMoney(values.amount.trim());
  if (!amount.ok || amount.money.minor < 0n)
    errors.amount = 'Enter the monthly amount, $0.00 or more';
  if (values.nets !== 'yes' && values.nets !== 'no') errors.nets = 'Say whether the agent agreed';
  const fromMonth = values.fromMonth.trim();
  if (!MONTH.test(fromMonth)) errors.fromMonth = 'Write the month as YYYY-MM';
  if (Object.keys(errors).length > 0 || !kind) return { errors };
  return {
    request: {
      userId,
      kind,
      label,
      amount: values.amount.trim(),
      nets: values.nets === 'yes',
      fromMonth,
    },
  };
}

export interface BillValues {
  month: string;
}

export function billRequestOf(values: BillValues): Checked<{ month: string }, keyof BillValues> {
  const month = values.month.trim();
  if (!MONTH.test(month)) return { errors: { month: 'Write the month as YYYY-MM' } };
  return { request: { month } };
}
