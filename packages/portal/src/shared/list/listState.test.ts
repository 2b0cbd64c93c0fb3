import { describe, expect, it } from 'vitest';
import { defineList, hasInvertedRange } from './listState';

const LIST = defineList({ filters: ['keyword', 'from', 'to'], ranges: [['from', 'to']] });
const filters = (from: string, to: string) => ({ keyword: '', from, to });

describe('a date range filter', () => {
  it('is inverted when it ends before it starts, in either date form', () => {
    expect(hasInvertedRange(LIST, filters('03/10/2026', '03/01/2026'))).toBe(true);
    expect(hasInvertedRange(LIST, filters('2026-03-10', '2026-03-01'))).toBe(true);
    // Years weigh more than months: 12/31/2025 is before 01/01/2026.
    expect(hasInvertedRange(LIST, filters('01/01/2026', '12/31/2025'))).toBe(true);
  });

  it('is fine in order, on one day, half given, or while a date is still being typed', () => {
    expect(hasInvertedRange(LIST, filters('12/31/2025', '01/01/2026'))).toBe(false);
    expect(hasInvertedRange(LIST, filters('03/01/2026', '03/01/2026'))).toBe(false);
    expect(hasInvertedRange(LIST, filters('03/10/2026', ''))).toBe(false);
    expect(hasInvertedRange(LIST, filters('03/10/2026', '03/0'))).toBe(false);
  });
});
