import {
  compareMoney,
  formatMoney,
  type Money,
  moneyOf,
  moneyToDecimal,
  safeParseMoney,
  subtractMoney,
  sumMoney,
} from '@bq/validators';
import type { Checked } from './decisions';

/**
 * The correction dialog as a pure mapping: the transfer's lines as the form's rows, the typed
 * corrected amounts back to the call's request (or why they cannot go yet), and what the
 * correction moves — Σ of the accounts' increases, as the server counts it against the second
 * person's amount. Money stays exact (@bq/validators), never a float.
 */

export interface TransferLine {
  account: number;
  label: string;
  amount: string;
}

export interface CorrectionValues {
  reason: string;
  lines: { account: number; label: string; before: string; amount: string }[];
}

/** The form's first values: each line's amount as posted, to be changed where it is wrong. */
export const correctionDefaults = (lines: readonly TransferLine[]): CorrectionValues => ({
  reason: '',
  lines: lines.map((l) => ({
    account: l.account,
    label: l.label,
    before: l.amount,
    amount: l.amount,
  })),
});

const read = (text: string): Money | null => {
  const trimmed = text.trim();
  if (trimmed === '') return moneyOf(0n);
  const parsed = safeParseMoney(trimmed);
  return parsed.ok ? parsed.money : null;
};

/** What the typed amounts move (Σ of increases), or null while one is not an amount. */
export function movedOf(values: CorrectionValues): Money | null {
  let moved = moneyOf(0n);
  for (const line of values.lines) {
    const before = read(line.before);
    const after = read(line.amount);
    if (!before || !after) return null;
    const diff = subtractMoney(after, before);
    if (compareMoney(diff, moneyOf(0n)) > 0) moved = sumMoney([moved, diff]);
  }
  return moved;
}

/** The request, or the refusals by field: amounts readable, summing to zero, something changed. */
export function correctionRequestOf(
  transferId: number,
  values: CorrectionValues,
): Checked<
  { transferId: number; reason: string; lines: { account: number; amount: string }[] },
  'reason' | 'lines'
> {
  const errors: Partial<Record<'reason' | 'lines', string>> = {};
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'Say why the transfer is corrected';
  const amounts = values.lines.map((l) => read(l.amount));
  if (amounts.some((a) => a === null)) errors.lines = 'Enter each amount in dollars and cents';
  else {
    const all = amounts as Money[];
    const sum = sumMoney(all);
    if (sum.minor !== 0n)
      errors.lines = `The lines must sum to zero; they are off by ${formatMoney(sum)}`;
    else if (movedOf(values)?.minor === 0n) errors.lines = 'Change at least one amount';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      transferId,
      reason,
      lines: values.lines.map((l, i) => ({
        account: l.account,
        amount: moneyToDecimal(amounts[i] as Money),
      })),
    },
  };
}
