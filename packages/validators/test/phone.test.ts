import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isValidPhone,
  PHONE_MIN_DIGITS,
  phoneError,
  readPhone,
} from '../src/index.js';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['415', '(415'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155551', '(415) 555-1'],
    ['4155551234', '(415) 555-1234'],
    ['415.555.1234', '(415) 555-1234'],
    ['(415) 555-1234', '(415) 555-1234'],
  ])('formats %j as %j while typing', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it.each([
    ['+1 415 555 1234', '(415) 555-1234'],
    ['1-415-555-1234', '(415) 555-1234'],
    ['14155551234', '(415) 555-1234'],
    ['+1 (415) 555-1234', '(415) 555-1234'],
    ['+1', '+1'],
    ['+1 4', '(4'],
  ])('understands a leading country code 1: %j → %j', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it('does not rewrite a number it cannot format', () => {
    expect(formatPhone('415555123489')).toBe('415555123489');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('drops everything that is not a digit and treats null as empty', () => {
    expect(formatPhone('tel: 415-abc')).toBe('tel: 415-abc');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(4155551234)).toBe('(415) 555-1234');
  });
});

describe('isValidPhone', () => {
  it('needs at least 10 digits', () => {
    expect(PHONE_MIN_DIGITS).toBe(10);
    expect(isValidPhone('(415) 555-1234')).toBe(true);
    expect(isValidPhone('415555123')).toBe(false);
    expect(isValidPhone('+1 415 555 1234')).toBe(true);
    expect(isValidPhone('+1 415 555 1234 x12')).toBe(false);
  });

  it('rejects text other than phone punctuation', () => {
    expect(isValidPhone('call 4155551234')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });
});

describe('formatPhone properties', () => {
  const raw = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(...'0123456789 ()-.x'), maxLength: 20 }),
  );
  const digitsOf = (text: string) => text.replace(/\D/g, '');

  it('formatting twice gives the same result as formatting once', () => {
    fc.assert(fc.property(raw, (text) => formatPhone(formatPhone(text)) === formatPhone(text)));
  });

  it('keeps every digit in order, dropping at most a leading country code 1', () => {
    fc.assert(
      fc.property(raw, (text) => {
        const before = digitsOf(text);
        const after = digitsOf(formatPhone(text));
        return after === before || (before.startsWith('1') && after === before.slice(1));
      }),
    );
  });

  it('reads ten digits with or without a country code 1 as the same number', () => {
    const tenDigits = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 10,
      maxLength: 10,
    });
    const prefix = fc.constantFrom('', '1', '1-', '1 ', '+1', '+1 ', '+1-');
    fc.assert(
      fc.property(prefix, tenDigits, (code, d) => {
        const expected = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
        const read = readPhone(`${code}${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`);
        expect(read).toEqual({ ok: true, formatted: expected });
        expect(formatPhone(`${code}${d}`)).toBe(expected);
      }),
    );
  });

  it('refuses with a reason, never a rewrite, whatever is not ten national digits', () => {
    fc.assert(
      fc.property(raw, (text) => {
        const read = readPhone(text);
        if (read.ok) return read.formatted === formatPhone(text);
        return (
          read.reason.length > 0 && phoneError(text) === (text.trim() === '' ? null : read.reason)
        );
      }),
    );
  });
});
