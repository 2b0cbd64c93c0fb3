import type { DiscountCodeRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { formatMoney } from '../../../shared/money';
import { wholeNumberOf, wholeNumberRule } from './wholeNumber';

const L = FIELD_LIMITS.commerce;

export const SCOPE_OPTIONS = [
  { value: 'order', label: 'The whole order' },
  { value: 'products', label: 'Products only' },
  { value: 'courses', label: 'Courses only' },
] as const;

export const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent off' },
  { value: 'fixed', label: 'Amount off' },
] as const;

/** The new code dialog's values, as typed. */
export interface CodeFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  scope: 'order' | 'products' | 'courses';
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerBuyer: string;
}

export const CODE_TEXT_LIMITS = { code: L.discountCode } as const;
export const usesRule = wholeNumberRule(L.discountUses);

export const emptyCodeForm = (): CodeFormValues => ({
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  scope: 'order',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerBuyer: '',
});

const usesOf = (text: string): number | null => {
  const n = wholeNumberOf(text, 0);
  return n > 0 ? n : null;
};

/** The add request: only the kind's value is sent; empty dates and limits are "none". */
export function codeRequestOf(v: CodeFormValues) {
  return {
    code: v.code.trim(),
    kind: v.kind,
    ...(v.kind === 'percent' ? { percent: v.percent.trim() } : { amount: v.amount.trim() }),
    scope: v.scope,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    maxUses: usesOf(v.maxUses),
    maxUsesPerBuyer: usesOf(v.maxUsesPerBuyer),
  };
}

/** What a code takes off, as the list says it: "10.00 %" or "$5.00". */
export const codeValueText = (row: Pick<DiscountCodeRow, 'kind' | 'percent' | 'amount'>) =>
  row.kind === 'percent' ? `${row.percent ?? ''} %` : formatMoney(row.amount);

/** The validity as read: "2026-12-01 to 2026-12-31", "from …", "until …", or "Always". */
export function validityText(row: Pick<DiscountCodeRow, 'validFrom' | 'validTo'>): string {
  if (row.validFrom && row.validTo) return `${row.validFrom} to ${row.validTo}`;
  if (row.validFrom) return `from ${row.validFrom}`;
  if (row.validTo) return `until ${row.validTo}`;
  return 'Always';
}

/** Uses so far against the limits: "3 of 100, 1 per buyer". */
export function usesText(row: Pick<DiscountCodeRow, 'uses' | 'maxUses' | 'maxUsesPerBuyer'>) {
  const all = row.maxUses === null ? String(row.uses) : `${row.uses} of ${row.maxUses}`;
  return row.maxUsesPerBuyer === null ? all : `${all}, ${row.maxUsesPerBuyer} per buyer`;
}
