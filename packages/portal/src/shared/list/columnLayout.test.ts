import { describe, expect, it } from 'vitest';
import { arrangeColumns, fullLayout, moveColumn, patchColumn } from './columnLayout';

const COLS = [{ key: 'a' }, { key: 'b', width: 100 }, { key: 'c' }];

describe('column layout', () => {
  it('draws the declared columns when there is no layout', () => {
    expect(arrangeColumns(COLS).map((c) => c.key)).toEqual(['a', 'b', 'c']);
  });

  it('orders, hides and resizes; drops unknown keys; appends new columns', () => {
    const layout = [{ key: 'c', width: 300 }, { key: 'gone' }, { key: 'a', hidden: true }];
    expect(arrangeColumns(COLS, layout)).toEqual([
      { key: 'c', width: 300 },
      { key: 'b', width: 100 },
    ]);
    expect(fullLayout(COLS, layout).map((e) => e.key)).toEqual(['c', 'a', 'b']);
  });

  it('never hides every column', () => {
    const all = COLS.map((c) => ({ key: c.key, hidden: true }));
    expect(arrangeColumns(COLS, all).map((c) => c.key)).toEqual(['a']);
  });

  it('moves a column within bounds and patches one', () => {
    expect(moveColumn(COLS, undefined, 'c', -1).map((e) => e.key)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(COLS, undefined, 'a', -1).map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(patchColumn(COLS, undefined, 'b', { hidden: true })[1]).toEqual({
      key: 'b',
      hidden: true,
    });
  });
});
