import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTeamSplit } from '../src/index.js';

describe('checkTeamSplit', () => {
  it('adds thirds written with two places to exactly 100 and passes', () => {
    expect(checkTeamSplit([33.33, 33.33, 33.34])).toEqual({ ok: true, total: 100 });
  });

  it('fails just over the limit with the spec message', () => {
    expect(checkTeamSplit([50, 50.01])).toEqual({
      ok: false,
      total: 100.01,
      message: 'Total team split must less than 100%',
    });
  });

  it('sums without floating point drift', () => {
    expect(checkTeamSplit([0.1, 0.2]).total).toBe(0.3);
    expect(checkTeamSplit(Array.from({ length: 10 }, () => '10.0001')).total).toBe(100.001);
  });

  it('accepts numeric strings and counts blank rows as 0', () => {
    expect(checkTeamSplit(['60', '', null, undefined, ' ', '-', '.', '39.5'])).toEqual({
      ok: true,
      total: 99.5,
    });
  });

  it('passes with no rows at all', () => {
    expect(checkTeamSplit([])).toEqual({ ok: true, total: 0 });
  });

  it('uses another limit when one is given', () => {
    expect(checkTeamSplit([30, 20.5], 50)).toEqual({
      ok: false,
      total: 50.5,
      message: 'Total team split must less than 50%',
    });
    expect(checkTeamSplit(['25', '25'], '50')).toEqual({ ok: true, total: 50 });
  });

  it('reads numbers that print in exponent form exactly', () => {
    expect(checkTeamSplit([1e-7, 99.9999999]).total).toBe(100);
  });

  it('rejects a row that is not a number', () => {
    expect(() => checkTeamSplit(['12', 'abc'])).toThrow(TypeError);
    expect(() => checkTeamSplit([Number.NaN])).toThrow(TypeError);
  });
});

function centsToText(cents: number): string {
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${fraction}`;
}

describe('checkTeamSplit properties', () => {
  it('totals with up to two places equal integer-cents arithmetic', () => {
    const row = fc
      .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.boolean())
      .map(([cents, asNumber]) => ({
        cents,
        value: asNumber ? Number(centsToText(cents)) : centsToText(cents),
      }));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const cents = rows.reduce((sum, r) => sum + r.cents, 0);
        const result = checkTeamSplit(rows.map((r) => r.value));
        return result.total === Number(centsToText(cents)) && result.ok === cents <= 10_000;
      }),
    );
  });
});
