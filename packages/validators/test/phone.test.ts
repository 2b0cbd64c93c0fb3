import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, PHONE_MIN_DIGITS } from '../src/index.js';

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

  it('keeps digits past the tenth as an extension', () => {
    expect(formatPhone('415555123489')).toBe('(415) 555-1234 x89');
  });

  it('drops everything that is not a digit and treats null as empty', () => {
    expect(formatPhone('tel: 415-abc')).toBe('(415');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(4155551234)).toBe('(415) 555-1234');
  });
});

describe('isValidPhone', () => {
  it('needs at least 10 digits', () => {
    expect(PHONE_MIN_DIGITS).toBe(10);
    expect(isValidPhone('(415) 555-1234')).toBe(true);
    expect(isValidPhone('415555123')).toBe(false);
    expect(isValidPhone('+1 415 555 1234 x12')).toBe(true);
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

  it('keeps every digit in order', () => {
    fc.assert(fc.property(raw, (text) => digitsOf(formatPhone(text)) === digitsOf(text)));
  });

  it('a formatted number with 10 or more digits is a valid phone', () => {
    fc.assert(
      fc.property(raw, (text) => isValidPhone(formatPhone(text)) === digitsOf(text).length >= 10),
    );
  });
});
