import { CASE_STATUSES, CASE_TYPES, type CaseStatus, type CaseType } from '@bq/contract/meta';
import { tokens } from '@bq/ui';
import type { ChartConfiguration } from 'chart.js';
import { monthLabel } from '../../../shared/format';
import { chartValue } from '../../../shared/money';

/** Chart colours from the design tokens (a canvas cannot read CSS variables). */
const C = tokens.color;
export const PALETTE = [C.brand, C.accent, C.success, C.warning, C.danger, C.borderStrong];
const TYPE_COLOURS: Record<CaseType, string> = {
  1: C.brand,
  3: C.accent,
  4: C.success,
  5: C.warning,
  6: C.danger,
};

export { chartValue, formatMoney } from '../../../shared/money';

export function typeLabel(type: CaseType, purchaseKind: 'new' | 'resale' | null): string {
  if (type !== 1) return CASE_TYPES[type];
  return purchaseKind === 'new' ? 'Purchase (new construction)' : 'Purchase (resale)';
}

/** 'Draft 3, Submitted 1' — the words a chart's aria-label and its caption carry. */
export const summarise = (pairs: readonly (readonly [string, number | string])[]) =>
  pairs.map(([label, value]) => `${label} ${value}`).join(', ');

const base = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** One colour per case type, the same in every chart that shows types. */
export const typeColour = (type: CaseType): string => TYPE_COLOURS[type];

export function doughnut(
  labels: string[],
  counts: number[],
  colours: readonly string[] = PALETTE,
): ChartConfiguration {
  return {
    type: 'doughnut',
    data: { labels, datasets: [{ data: counts, backgroundColor: [...colours] }] },
    options: { ...base, plugins: { legend: { position: 'right' } } },
  };
}

export function statusChart(list: readonly { status: CaseStatus; count: number }[]) {
  return doughnut(
    list.map((row) => CASE_STATUSES[row.status]),
    list.map((row) => row.count),
  );
}

export function monthViewChart(
  list: readonly { month: string; opened: number; closed: number }[],
): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: list.map((row) => monthLabel(row.month)),
      datasets: [
        { label: 'Opened', data: list.map((row) => row.opened), backgroundColor: C.accent },
        { label: 'Closed', data: list.map((row) => row.closed), backgroundColor: C.success },
      ],
    },
    options: { ...base, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
}

export function monthCaseChart(
  list: readonly { month: string; byType: readonly { type: CaseType; count: number }[] }[],
): ChartConfiguration {
  const types = Object.keys(CASE_TYPES).map(Number) as CaseType[];
  return {
    type: 'bar',
    data: {
      labels: list.map((row) => monthLabel(row.month)),
      datasets: types.map((type) => ({
        label: CASE_TYPES[type],
        data: list.map((row) => row.byType.find((t) => t.type === type)?.count ?? 0),
        backgroundColor: TYPE_COLOURS[type],
      })),
    },
    options: {
      ...base,
      scales: {
        x: { stacked: true },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  };
}

export function commissionChart(
  list: readonly { month: string; amount: string }[],
): ChartConfiguration {
  return {
    type: 'line',
    data: {
      labels: list.map((row) => monthLabel(row.month)),
      datasets: [
        {
          label: 'Gross commission',
          data: list.map((row) => chartValue(row.amount)),
          borderColor: C.brand,
          backgroundColor: C.brand,
        },
      ],
    },
    options: {
      ...base,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true } },
    },
  };
}
