import type { MonthCheck, Reconciliation } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import {
  checkFigure,
  failing,
  fullMonth,
  reconciliationHeadline,
  unitMoney,
  warnings,
} from './monthClose';

const check = (over: Partial<MonthCheck>): MonthCheck => ({
  key: 'payouts',
  label: 'No payout half-paid',
  passed: true,
  count: 0,
  amounts: [],
  detail: '',
  blocks: true,
  cases: [],
  ...over,
});

const reconciliation = (differences: Reconciliation['differences']): Reconciliation => ({
  month: '2026-03',
  accounts: 4,
  orders: 2,
  totals: [{ unit: 'USD', lines: 8, sum: '0.00' }],
  differences,
});

describe('month close', () => {
  it('names a month in full', () => {
    expect(fullMonth('2026-03')).toBe('March 2026');
    expect(fullMonth('2026-12')).toBe('December 2026');
    expect(fullMonth('nonsense')).toBe('nonsense');
  });

  it('reads amounts exactly, in their unit', () => {
    expect(unitMoney({ amount: '420.10', unit: 'USD' })).toEqual({ unit: 'USD', minor: 42010n });
    expect(unitMoney({ amount: '30', unit: 'TOKEN' })).toEqual({ unit: 'TOKEN', minor: 30n });
    expect(unitMoney({ amount: 'x', unit: 'USD' })).toBeNull();
  });

  it('writes a check’s figures with every unit', () => {
    expect(checkFigure(check({}))).toBe('0');
    expect(
      checkFigure(
        check({
          passed: false,
          count: 2,
          amounts: [
            { amount: '569.00', unit: 'USD' },
            { amount: '7', unit: 'TOKEN' },
          ],
        }),
      ),
    ).toBe('2 · $569.00 · 7 tokens');
    expect(checkFigure(check({ key: 'ended', passed: false, count: 1 }))).toBe('Not yet');
  });

  it('lists the failing checks, a warning apart from those that block', () => {
    const checks = [
      check({}),
      check({ key: 'ended', label: 'The month has ended', passed: false }),
      check({ key: 'receivables', label: 'Received', passed: false, blocks: false }),
    ];
    expect(failing(checks)).toEqual(['The month has ended']);
    expect(warnings(checks)).toEqual(['Received']);
  });

  it('says the books tie out only when nothing differs', () => {
    expect(reconciliationHeadline(reconciliation([]))).toBe('0.00 — the books tie out');
    const one = {
      kind: 'account' as const,
      subject: 'Cash (USD)',
      id: 3,
      unit: 'USD' as const,
      expected: '7.00',
      actual: '0.00',
      difference: '7.00',
    };
    expect(reconciliationHeadline(reconciliation([one]))).toBe(
      '1 difference — the books do not tie out',
    );
  });
});
