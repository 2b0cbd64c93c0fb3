import { describe, expect, it } from 'vitest';
import { rowWindow } from './rowWindow';

describe('rowWindow', () => {
  it('renders only the rows in view plus the overscan', () => {
    const { items, totalSize } = rowWindow(10_000, 40, 0, 400, 6);
    expect(totalSize).toBe(400_000);
    expect(items[0]).toEqual({ index: 0, start: 0, size: 40 });
    expect(items.at(-1)?.index).toBe(16);
  });

  it('follows the scroll position', () => {
    const { items } = rowWindow(10_000, 40, 40_000, 400, 2);
    expect(items.map((item) => item.index)).toEqual([
      998, 999, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
    ]);
    expect(items[0]?.start).toBe(998 * 40);
  });

  it('never goes past the last row, and is empty for no rows', () => {
    expect(rowWindow(5, 40, 0, 400).items.map((item) => item.index)).toEqual([0, 1, 2, 3, 4]);
    expect(rowWindow(0, 40, 0, 400).items).toEqual([]);
  });
});
