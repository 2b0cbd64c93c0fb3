import { describe, expect, it } from 'vitest';
import { checkMultiSelect } from '../src/index.js';

describe('checkMultiSelect', () => {
  it('accepts a selection up to the maximum', () => {
    expect(checkMultiSelect(['a', 'b'], 2)).toEqual({ ok: true });
    expect(checkMultiSelect([], 2)).toEqual({ ok: true });
  });

  it('rejects a selection over the maximum with a message naming it', () => {
    expect(checkMultiSelect(['a', 'b', 'c'], 2)).toEqual({
      ok: false,
      message: 'You can select at most 2 items',
    });
  });

  it('treats a maximum of 0 as unlimited', () => {
    expect(
      checkMultiSelect(
        Array.from({ length: 500 }, (_, i) => i),
        0,
      ),
    ).toEqual({ ok: true });
  });

  it('accepts a count instead of the selected items, and nothing selected as 0', () => {
    expect(checkMultiSelect(3, 2).ok).toBe(false);
    expect(checkMultiSelect(null, 1)).toEqual({ ok: true });
  });

  it('rejects a negative or fractional maximum', () => {
    expect(() => checkMultiSelect([], -1)).toThrow(RangeError);
    expect(() => checkMultiSelect([], 1.5)).toThrow(RangeError);
  });
});
