import { type PeriodInfo, periodRange, periodsOf } from '@bq/contract';
import type { SelectOption } from '@bq/ui';
import { MONTH_NAMES } from '@bq/validators';

/**
 * The periods the statistics and awards pages offer: the months, quarters and years
 * of this year and the last, up to the current one, and every closed period, newest first.
 */

/** `2026-11` → 'November 2026', `2026-Q4` → 'Q4 2026', `2026` → 'Year 2026'. */
export function periodLabel(key: string): string {
  const range = periodRange(key);
  if (!range) return key;
  const year = key.slice(0, 4);
  if (range.kind === 'month') return `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${year}`;
  if (range.kind === 'quarter') return `${key.slice(5)} ${year}`;
  return `Year ${year}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What is known of a period before its figures arrive: its dates, and who closed it when, if
 * it is one of the closed ones. Null for a key that names no period.
 */
export function periodInfo(key: string, closed: readonly PeriodInfo[]): PeriodInfo | null {
  const shut = closed.find((p) => p.key === key);
  if (shut) return shut;
  const range = periodRange(key);
  return range ? { ...range, closedAt: null, closedBy: null } : null;
}

/** Every period key from January of last year up to the one `today` falls in. */
export function recentPeriods(today: string): string[] {
  const now = periodsOf(today);
  const year = Number(now.year);
  const keys: string[] = [];
  for (const y of [year, year - 1]) {
    for (let m = 12; m >= 1; m--) keys.push(`${y}-${pad(m)}`);
    for (let q = 4; q >= 1; q--) keys.push(`${y}-Q${q}`);
    keys.push(String(y));
  }
  return keys.filter((k) => (periodRange(k)?.from ?? '') <= today);
}

/** The options of a period select: months first, then quarters, then years; closed marked. */
export function periodOptions(today: string, closed: readonly PeriodInfo[]): SelectOption[] {
  const shut = new Set(closed.map((p) => p.key));
  const keys = [...new Set([...recentPeriods(today), ...shut])];
  const order = { month: 0, quarter: 1, year: 2 } as const;
  keys.sort((a, b) => {
    const [ra, rb] = [periodRange(a), periodRange(b)];
    if (!ra || !rb) return 0;
    return order[ra.kind] - order[rb.kind] || rb.from.localeCompare(ra.from);
  });
  return keys.map((key) => ({
    value: key,
    label: shut.has(key) ? `${periodLabel(key)} (closed)` : periodLabel(key),
  }));
}
