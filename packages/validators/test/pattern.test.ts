import { describe, expect, it } from 'vitest';
import { checkPattern } from '../src/index.js';

describe('checkPattern', () => {
  it('returns true when the value matches the pattern', () => {
    expect(checkPattern('abc123', /^[a-z0-9]+$/)).toBe(true);
  });

  it('returns the spec message when the value does not match', () => {
    expect(checkPattern('abc 123', /^[a-z0-9]+$/)).toBe('Illegal input');
  });

  it('uses a validator function the same way', () => {
    const even = (value: string) => Number(value) % 2 === 0;
    expect(checkPattern('4', even)).toBe(true);
    expect(checkPattern('5', even)).toBe('Illegal input');
  });

  it('gives the same answer every time for a global pattern', () => {
    const pattern = /\d/g;
    expect([1, 2, 3].map(() => checkPattern('7', pattern))).toEqual([true, true, true]);
  });

  it('checks a missing value as empty text', () => {
    expect(checkPattern(null, /^$/)).toBe(true);
    expect(checkPattern(undefined, /./)).toBe('Illegal input');
  });

  it('only a validator result of exactly true passes', () => {
    const truthy = (() => 'yes') as unknown as (value: string) => boolean;
    expect(checkPattern('x', truthy)).toBe('Illegal input');
  });
});
