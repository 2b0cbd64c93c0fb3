import { parseMoney } from '@bq/validators';
import { describe, expect, it } from 'vitest';
import { amount, decimal } from '../src/calls/amount.js';
import { courseSaveRequest } from '../src/calls/institute.js';
import { FIELD_LIMITS } from '../src/meta/limits.js';

const money = FIELD_LIMITS.common.money;
const messageOf = (schema: ReturnType<typeof amount>, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

describe('amount()', () => {
  const unsigned = amount({ max: money });
  const signed = amount({ max: money, signed: true });

  it('accepts what the decimal columns always accepted, answered as typed', () => {
    for (const [input, out] of [
      ['1250000.00', '1250000.00'],
      [' 5 ', '5'],
      [5, '5'],
      [0.1, '0.1'],
      ['.5', '.5'],
      ['5.', '5.'],
      ['007', '007'],
      ['999999999999.99', '999999999999.99'],
    ] as const) {
      expect(unsigned.parse(input), String(input)).toBe(out);
      expect(decimal(money).parse(input), String(input)).toBe(out);
    }
  });

  it('refuses a refund unless signed, and bounds a signed amount by the same column', () => {
    expect(messageOf(unsigned, '-125.00')).toBe('must not be negative');
    expect(signed.parse('-125.00')).toBe('-125.00');
    expect(signed.parse(-125)).toBe('-125');
    expect(messageOf(signed, '-1234567890123')).toBe('too large');
    expect(messageOf(signed, '-1.234')).toBe('at most 2 decimals');
    // What it answers, the money type reads exactly.
    expect(parseMoney(signed.parse('-125.5'))).toEqual({ unit: 'USD', minor: -12550n });
  });

  it('says the same words as before for what it refuses', () => {
    expect(messageOf(unsigned, 'abc')).toBe('must be a number');
    expect(messageOf(unsigned, '1e5')).toBe('must be a number');
    expect(messageOf(unsigned, '.')).toBe('must be a number');
    expect(messageOf(unsigned, true)).toBe('must be a number');
    expect(messageOf(unsigned, 1e15)).toBe('too large');
    expect(messageOf(unsigned, '9'.repeat(400))).toBe('too large');
    expect(messageOf(unsigned, '1.005')).toBe('at most 2 decimals');
  });

  it('keeps a maximum by value, not by float', () => {
    const capped = amount({ max: { intDigits: 3, places: 2, max: 100 } });
    expect(capped.parse('100.00')).toBe('100.00');
    expect(messageOf(capped, '100.01')).toBe('must be at most $100.00');
  });

  it('refuses a column whose places are not its unit’s', () => {
    expect(() => amount({ max: { intDigits: 4, places: 1 } })).toThrow(RangeError);
    expect(amount({ max: { intDigits: 9, places: 0 }, unit: 'TOKEN' }).parse('12')).toBe('12');
  });

  it('takes a course price up to the catalogue ceiling, said as money', () => {
    const shape = (price: string) =>
      courseSaveRequest.safeParse({ category: 'x', online: true, price, seats: 1, sessions: [] })
        .error?.issues;
    expect(shape('100000.00')?.some((i) => i.path[0] === 'price')).toBeFalsy();
    expect(shape('100000.01')?.find((i) => i.path[0] === 'price')?.message).toBe(
      'must be at most $100,000.00',
    );
    expect(shape('1234567890123')?.find((i) => i.path[0] === 'price')?.message).toBe('too large');
  });
});
