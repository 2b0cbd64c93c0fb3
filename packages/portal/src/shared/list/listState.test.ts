import { VIEW_LIST_KEY } from '@bq/contract/meta';
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

describe("a list's key", () => {
  it('is refused when the module defines it, unless the server would take it', () => {
    expect(() => defineList({ key: 'shop.myOrders' })).toThrow(/must match/);
    expect(defineList({ key: 'shop.my-orders' }).key).toBe('shop.my-orders');
  });

  it("is one the server takes on every list of the portal's features", () => {
    const sources = import.meta.glob('../../features/**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const keys = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/defineList\(\{\s*key: '([^']+)'/g)].map((m) => m[1] as string),
    );
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !VIEW_LIST_KEY.test(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
