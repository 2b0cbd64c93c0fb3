import { describe, expect, it } from 'vitest';
import { maskTin, readTin } from '../src/index.js';

describe('readTin', () => {
  it('reads an SSN, an EIN or nine plain digits into the digits and the last four', () => {
    expect(readTin('123-45-6789')).toEqual({ ok: true, digits: '123456789', last4: '6789' });
    expect(readTin(' 12-3456789 ')).toEqual({ ok: true, digits: '123456789', last4: '6789' });
    expect(readTin('987654321')).toEqual({ ok: true, digits: '987654321', last4: '4321' });
  });

  it('refuses what is not nine digits in an SSN or EIN shape', () => {
    for (const bad of ['', '12345678', '1234567890', '123-456-789', 'abc-de-fghi', '1234-5-6789']) {
      expect(readTin(bad).ok).toBe(false);
    }
    expect(readTin(null).ok).toBe(false);
  });

  it('refuses all zeros as a placeholder', () => {
    expect(readTin('000-00-0000')).toEqual({ ok: false, reason: 'is not a real TIN (all zeros)' });
  });
});

describe('maskTin', () => {
  it('shows only the last four digits', () => {
    expect(maskTin('1234')).toBe('***-**-1234');
    expect(maskTin('')).toBe('');
  });
});
