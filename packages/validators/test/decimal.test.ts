import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, compareDecimal, readDecimal } from '../src/index.js';

describe('decimal strings', () => {
  it('compares by value, not by text', () => {
    expect(compareDecimal('500000', '500000.00')).toBe(0);
    expect(compareDecimal('33.3', '33.30')).toBe(0);
    expect(compareDecimal('-0.01', '0')).toBe(-1);
    expect(compareDecimal('10', '9.999')).toBe(1);
    expect(() => compareDecimal('1e3', '1000')).toThrow(TypeError);
  });

  it('writes the shortest form of the same value', () => {
    expect(canonicalDecimal('33.30')).toBe('33.3');
    expect(canonicalDecimal('007')).toBe('7');
    expect(canonicalDecimal('-0.00')).toBe('0');
    expect(canonicalDecimal('.50')).toBe('0.5');
    expect(canonicalDecimal('100.0000')).toBe('100');
  });

  it('reads only plain decimals', () => {
    for (const bad of ['', '-', '.', '1e5', '+1', ' 1', '1,0']) expect(readDecimal(bad)).toBeNull();
  });

  it('calls two strings equal exactly when their canonical forms are', () => {
    const dec = fc
      .tuple(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.integer({ min: 0, max: 4 }))
      .map(([u, s]) => {
        const digits = (u < 0n ? -u : u).toString().padStart(s + 1, '0');
        const text = s === 0 ? digits : `${digits.slice(0, -s)}.${digits.slice(-s)}`;
        return u < 0n ? `-${text}` : text;
      });
    fc.assert(
      fc.property(dec, dec, (a, b) => {
        expect(compareDecimal(a, b) === 0).toBe(canonicalDecimal(a) === canonicalDecimal(b));
        // A trailing zero after the point changes nothing; without a point it multiplies by ten.
        const sign = a.startsWith('-') ? -1 : /^0+$/.test(a) ? 0 : 1;
        expect(compareDecimal(a, `${a}0`)).toBe(a.includes('.') ? 0 : 0 - sign);
      }),
    );
  });
});
