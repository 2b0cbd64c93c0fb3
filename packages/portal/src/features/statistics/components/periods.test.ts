import { describe, expect, it } from 'vitest';
import { periodInfo, periodLabel, periodOptions, recentPeriods } from './periods';

/** A period closed by an administrator. */
const MARCH_2024 = {
  key: '2024-03',
  kind: 'month' as const,
  from: '2024-03-01',
  to: '2024-03-31',
  closedAt: '2024-04-01T00:00:00Z',
  closedBy: 'Ada Admin',
};

describe('statistics periods', () => {
  it('names months, quarters and years', () => {
    expect(periodLabel('2026-11')).toBe('November 2026');
    expect(periodLabel('2026-Q4')).toBe('Q4 2026');
    expect(periodLabel('2026')).toBe('Year 2026');
    expect(periodLabel('nonsense')).toBe('nonsense');
  });

  it('offers periods that have begun, this year and the last', () => {
    const keys = recentPeriods('2026-11-28');
    expect(keys).toContain('2026-11');
    expect(keys).not.toContain('2026-12');
    expect(keys).toContain('2026-Q4');
    expect(keys).toContain('2025-01');
    expect(keys).not.toContain('2024');
  });

  it('lists months before quarters before years, newest first, closed ones marked', () => {
    const options = periodOptions('2026-02-10', [MARCH_2024]);
    expect(options.slice(0, 3).map((o) => o.value)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(options.find((o) => o.value === '2024-03')?.label).toBe('March 2024 (closed)');
    const kinds = options.map((o) => (o.value.includes('Q') ? 1 : o.value.length === 4 ? 2 : 0));
    expect([...kinds].sort()).toEqual(kinds);
  });

  it('knows a period before its figures: its dates, and who closed it if it is closed', () => {
    expect(periodInfo('2024-03', [MARCH_2024])).toBe(MARCH_2024);
    expect(periodInfo('2026-Q4', [MARCH_2024])).toEqual({
      key: '2026-Q4',
      kind: 'quarter',
      from: '2026-10-01',
      to: '2026-12-31',
      closedAt: null,
      closedBy: null,
    });
    expect(periodInfo('', [MARCH_2024])).toBeNull();
  });
});
