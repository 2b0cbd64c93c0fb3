import type { ProductionGrouping, ProductionMeasure, ProductionOffice } from '@bq/contract';
import { addMoney, compareMoney, type Money, moneyToDecimal, zeroMoney } from '@bq/validators';
import type { Credit } from './credits.js';

/**
 * Sums credits into rows (by agent, team, branch or region) and ranks them. Pure: the same code
 * ranks the frozen snapshot and sums the live figures.
 *
 * The tie rule (decisions, and said on the page): rows with the same value share a rank and the
 * next rank skips ("1224", standard competition ranking); tied rows are listed by the earlier last
 * closing (who got there first), then by name, then by id, so the order never depends on the
 * database's.
 */
export interface Figure {
  id: number | null;
  name: string;
  volume: Money;
  sideHundredths: number;
  gross: Money;
  caseIds: Set<number>;
  /** The latest closing among the row's credits (the tie-break). */
  lastClosedAt: Date;
  rank: number | null;
}

export function keyOf(
  c: Credit,
  by: ProductionGrouping,
  office: ProductionOffice,
): { id: number | null; name: string } {
  const o = office === 'written' ? c.written : c.home;
  switch (by) {
    case 'agent':
      return { id: c.userId, name: c.agentName };
    case 'team':
      return c.team;
    case 'branch':
      return { id: o.branchId, name: o.branch };
    case 'region':
      return { id: o.regionId, name: o.region };
  }
}

export function sumCredits(
  credits: readonly Credit[],
  by: ProductionGrouping,
  office: ProductionOffice,
): Figure[] {
  const out = new Map<string, Figure>();
  for (const c of credits) {
    const key = keyOf(c, by, office);
    const slot = String(key.id);
    const had = out.get(slot) ?? {
      ...key,
      volume: zeroMoney(),
      sideHundredths: 0,
      gross: zeroMoney(),
      caseIds: new Set<number>(),
      lastClosedAt: c.closedAt,
      rank: null,
    };
    had.volume = addMoney(had.volume, c.volume);
    had.gross = addMoney(had.gross, c.gross);
    had.sideHundredths += c.sideHundredths;
    had.caseIds.add(c.caseId);
    if (c.closedAt > had.lastClosedAt) had.lastClosedAt = c.closedAt;
    out.set(slot, had);
  }
  return [...out.values()];
}

const compareBy = (measure: ProductionMeasure) => (a: Figure, b: Figure) => {
  if (measure === 'sides') return Math.sign(b.sideHundredths - a.sideHundredths);
  return compareMoney(
    measure === 'volume' ? b.volume : b.gross,
    measure === 'volume' ? a.volume : a.gross,
  );
};

/** Orders rows by the measure, highest first, with the tie rule; `ranked` numbers them "1224". */
export function rankFigures(
  figures: readonly Figure[],
  measure: ProductionMeasure,
  ranked: boolean,
): Figure[] {
  const cmp = compareBy(measure);
  const sorted = [...figures].sort(
    (a, b) =>
      cmp(a, b) ||
      a.lastClosedAt.getTime() - b.lastClosedAt.getTime() ||
      a.name.localeCompare(b.name, 'en') ||
      (a.id ?? 0) - (b.id ?? 0),
  );
  return sorted.map((f, i) => {
    if (!ranked) return { ...f, rank: null };
    const prev = sorted[i - 1];
    // The first of a run of equal values is ranked by its place; the rest share its rank.
    let rank = i + 1;
    for (let j = i - 1; j >= 0 && prev && cmp(sorted[j] as Figure, f) === 0; j--) rank = j + 1;
    return { ...f, rank };
  });
}

/** Sides as people read them: hundredths → `'1.50'`. */
export const sidesText = (hundredths: number) =>
  `${Math.trunc(hundredths / 100)}.${String(Math.abs(hundredths % 100)).padStart(2, '0')}`;

export const money = (m: Money) => moneyToDecimal(m);
