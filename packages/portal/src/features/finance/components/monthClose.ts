import type { MonthCheck, Reconciliation, UnitAmount } from '@bq/contract';
import type { ReconciliationKind } from '@bq/contract/meta';
import { formatMoney, MONTH_NAMES, type Money, safeParseMoney } from '@bq/validators';

/**
 * The month-close page's pure pieces: a month's name, a check's figures and the
 * reconciliation's headline, each amount read exactly with its unit (never a float).
 */

/** '2026-03' → 'March 2026'. */
export function fullMonth(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}

/** An amount the server sent with its unit, as Money; null when it cannot be read. */
export function unitMoney({ amount, unit }: UnitAmount): Money | null {
  const read = safeParseMoney(amount, unit);
  return read.ok ? read.money : null;
}

/** A check's figures as one line: its count and each unit's amount (`2 · $569.00`). */
export function checkFigure(check: MonthCheck): string {
  const money = check.amounts.map(unitMoney).filter((m): m is Money => m !== null);
  if (check.key === 'ended') return check.passed ? 'Ended' : 'Not yet';
  return [String(check.count), ...money.map(formatMoney)].join(' · ');
}

/** The labels of the checks that fail and block: what stands between the month and its close. */
export const failing = (checks: readonly MonthCheck[]): string[] =>
  checks.filter((c) => !c.passed && c.blocks).map((c) => c.label);

/** The labels of the checks that fail but only warn: the month may close with them. */
export const warnings = (checks: readonly MonthCheck[]): string[] =>
  checks.filter((c) => !c.passed && !c.blocks).map((c) => c.label);

export const DIFFERENCE_KINDS: Readonly<Record<ReconciliationKind, string>> = {
  account: 'Account balance',
  'order-paid': 'Order paid',
  'order-refunded': 'Order refunded',
  'unit-sum': 'Sum of lines',
};

/** The reconciliation in a sentence: "0.00 — the books tie out", or how many differ. */
export function reconciliationHeadline(found: Reconciliation): string {
  const n = found.differences.length;
  if (n === 0) return '0.00 — the books tie out';
  return `${n} ${n === 1 ? 'difference' : 'differences'} — the books do not tie out`;
}
