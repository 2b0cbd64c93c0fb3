import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../src/index.js';

describe('readWholeNumber', () => {
  it('first-user numbers: takes grouping commas as a price does, and words each refusal by its bound', () => {
    expect(readWholeNumber('1,850')).toEqual({ value: 1850, problem: null });
    expect(readWholeNumber(' 12,000,000 ')).toEqual({ value: 12_000_000, problem: null });
    expect(readWholeNumber('1850')).toEqual({ value: 1850, problem: null });
    expect(readWholeNumber('18,50').problem).toBe('must be a whole number');
    expect(readWholeNumber('-2').problem).toBe('must be 0 or more');
    expect(readWholeNumber('1500', { min: 1700 }).problem).toBe('must be at least 1700');
    expect(readWholeNumber('100', { max: 99 }).problem).toBe('must be at most 99');
    expect(readWholeNumber('')).toEqual({ value: null, problem: null });
  });
});
