import { describe, expect, it } from 'vitest';
import {
  ACH_RETURN_CODES,
  abaCheckDigitOk,
  isBankingDay,
  maskAccount,
  nextBankingDay,
  readAccountNumber,
  readRoutingNumber,
} from '../src/index.js';

describe('routing numbers', () => {
  it('accepts real routing numbers whose 3-7-1 weighted sum is a multiple of ten', () => {
    for (const real of ['011000015', '021000021', '121000358', '322271627', '091000019']) {
      expect(abaCheckDigitOk(real)).toBe(true);
      expect(readRoutingNumber(` ${real} `)).toEqual({ ok: true, digits: real });
    }
  });

  it('refuses one wrong digit, a wrong length and all zeros, saying why', () => {
    expect(readRoutingNumber('021000022')).toEqual({
      ok: false,
      reason: 'is not a valid routing number (its check digit does not match)',
    });
    expect(readRoutingNumber('12345678')).toEqual({ ok: false, reason: 'must be 9 digits' });
    expect(readRoutingNumber('02100002a').ok).toBe(false);
    expect(readRoutingNumber(null).ok).toBe(false);
    expect(readRoutingNumber('000000000').ok).toBe(false);
  });
});

describe('account numbers', () => {
  it('keeps the digits and the last four, shown masked', () => {
    expect(readAccountNumber('1234-5678 90')).toEqual({
      ok: true,
      digits: '1234567890',
      last4: '7890',
    });
    expect(maskAccount('7890')).toBe('****7890');
    expect(maskAccount('')).toBe('');
  });

  it('refuses fewer than 4 or more than 17 digits, letters and all zeros', () => {
    for (const bad of ['123', '123456789012345678', '12ab34', '', '0000']) {
      expect(readAccountNumber(bad).ok).toBe(false);
    }
  });
});

describe('ACH return codes', () => {
  it('flags the account only when the account itself is wrong', () => {
    expect(ACH_RETURN_CODES.R01.flagsAccount).toBe(false);
    for (const code of ['R02', 'R03', 'R04'] as const) {
      expect(ACH_RETURN_CODES[code].flagsAccount).toBe(true);
    }
    expect(ACH_RETURN_CODES.R03.label).toContain('No account');
  });
});

describe('banking days', () => {
  it('skips weekends and Federal Reserve holidays', () => {
    expect(nextBankingDay('2026-12-03')).toBe('2026-12-04'); // Thursday → Friday
    expect(nextBankingDay('2026-12-04')).toBe('2026-12-07'); // Friday → Monday
    expect(nextBankingDay('2026-12-24')).toBe('2026-12-28'); // Christmas, then the weekend
    expect(nextBankingDay('2026-11-25')).toBe('2026-11-27'); // Thanksgiving (Nov 26)
    expect(isBankingDay('2027-07-05')).toBe(false); // July 4th on a Sunday, observed Monday
    expect(isBankingDay('2026-01-19')).toBe(false); // Martin Luther King Jr. Day
    expect(isBankingDay('2026-05-25')).toBe(false); // Memorial Day
    expect(isBankingDay('2026-12-03')).toBe(true);
  });
});

describe('moneyToCents', () => {
  it('gives whole cents of USD and refuses tokens and amounts past a safe integer', async () => {
    const { moneyOf, moneyToCents, parseMoney } = await import('../src/index.js');
    expect(moneyToCents(parseMoney('1234.56'))).toBe(123456);
    expect(() => moneyToCents(moneyOf(5n, 'TOKEN'))).toThrow('USD');
    expect(() => moneyToCents(moneyOf(2n ** 60n))).toThrow(RangeError);
  });
});
