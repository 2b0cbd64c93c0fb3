import type { FinanceFigures } from '@bq/contract';
import { tokens } from '@bq/ui';
import type { ChartConfiguration } from 'chart.js';
import { chartValue, formatMoney } from '../../../shared/money';

/**
 * The finance statistics' charts as chart.js configurations: pure data, drawn
 * by `shared/charts/ChartCanvas`, which loads chart.js on first draw (never on the first load).
 */

const C = tokens.color;
const base = { responsive: true, maintainAspectRatio: false, animation: false } as const;
const MEASURES = [
  { key: 'income', label: 'Income', colour: C.brand },
  { key: 'earned', label: 'Earned by payees', colour: C.accent },
  { key: 'paid', label: 'Paid out', colour: C.success },
  { key: 'payouts', label: 'Still owed', colour: C.danger },
] as const;

/** Grouped bars of the three measures, one group per label (a month, a branch, a source). */
export function figuresChart(
  rows: readonly (FinanceFigures & { label: string })[],
): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: rows.map((r) => r.label),
      datasets: MEASURES.map((m) => ({
        label: m.label,
        data: rows.map((r) => chartValue(r[m.key])),
        backgroundColor: m.colour,
      })),
    },
    options: { ...base, scales: { y: { beginAtZero: true } } },
  };
}

/** The chart's figures in words, for the canvas's accessible name. */
export function figuresSummary(rows: readonly (FinanceFigures & { label: string })[]): string {
  if (rows.length === 0) return 'No figures.';
  return rows
    .map(
      (r) =>
        `${r.label}: income ${amountText(r.income, r.unit)}, earned ${amountText(r.earned, r.unit)}, paid ${amountText(r.paid, r.unit)}, still owed ${amountText(r.payouts, r.unit)}`,
    )
    .join('; ');
}

/** An amount of the statistics with its unit: `$1,250.00` or `19 tokens`. */
export function amountText(amount: string, unit: FinanceFigures['unit']): string {
  return unit === 'USD' ? formatMoney(amount) : `${amount} tokens`;
}

/** Sources as a person reads them. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  case: 'Case commissions',
  application: 'Approved applications',
  'order-line': 'Course seats (lecturer shares)',
  refund: 'Refunds',
  payout: 'Payouts',
  correction: 'Corrections',
  'token-grant': 'Token grants',
  order: 'Orders',
  'token-expiry': 'Expired tokens',
  'agent-fee': 'Agent fees',
};

/**
 * A source with its unit where the unit says how it was paid: an order's dollars were received at
 * the office (a cheque, a wire), its tokens were spent; a dollar row is never "paid with tokens".
 */
export function sourceLabel(source: string, unit: FinanceFigures['unit']): string {
  if (source === 'order')
    return unit === 'USD' ? 'Orders paid at the office' : 'Orders paid with tokens';
  return SOURCE_LABELS[source] ?? source;
}

const isZero = (amount: string) => /^-?0(\.0+)?$/.test(amount);

/**
 * What a chart draws: the dollars when any dollar figure is not zero, else the tokens when any
 * is, else nothing (an empty chart says so instead of drawing bare axes). Units never share one.
 */
export function chartable<R extends FinanceFigures>(
  rows: readonly R[],
): { unit: FinanceFigures['unit']; rows: R[] } | null {
  for (const unit of ['USD', 'TOKEN'] as const) {
    const mine = rows.filter((r) => r.unit === unit);
    if (mine.some((r) => [r.income, r.earned, r.paid, r.payouts].some((a) => !isZero(a))))
      return { unit, rows: mine };
  }
  return null;
}

export const unitTitle = (unit: FinanceFigures['unit']) => (unit === 'USD' ? 'Dollars' : 'Tokens');
