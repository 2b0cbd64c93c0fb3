import { describe, expect, it } from 'vitest';
import { idFromAddress } from './idFromAddress';

describe('an id from the address', () => {
  it('reads a positive whole number the database can hold', () => {
    expect(idFromAddress('42')).toBe(42);
    expect(idFromAddress('2147483647')).toBe(2_147_483_647);
  });

  it('reads anything else as absent, never as a guess', () => {
    for (const pasted of [undefined, null, '', '0', '-3', '1.5', '1e3', 'abc', ' 7', '2147483648'])
      expect(idFromAddress(pasted), String(pasted)).toBeUndefined();
  });
});
