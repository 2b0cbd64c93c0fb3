import { moneyToDecimal } from '@bq/validators';
import { describe, expect, it } from 'vitest';
import { correctionDefaults, correctionRequestOf, movedOf } from './corrections';

const LINES = [
  { account: 1, label: 'Receivable · the office', amount: '-25000.00' },
  { account: 2, label: 'Agent · Alex Agent', amount: '17250.00' },
  { account: 3, label: 'Income · Company dollar', amount: '7500.00' },
  { account: 4, label: 'Income · Transaction fees', amount: '250.00' },
];

describe('a correction of a transfer', () => {
  it('starts from the amounts posted and asks for a change and a reason', () => {
    const values = correctionDefaults(LINES);
    expect(movedOf(values)?.minor).toBe(0n);
    expect(correctionRequestOf(9, values)).toEqual({
      errors: { reason: 'Say why the transfer is corrected', lines: 'Change at least one amount' },
    });
  });

  it('counts what moves as the increases, and sends every line exactly', () => {
    const values = correctionDefaults(LINES);
    values.reason = ' Split was 72/28 ';
    values.lines[1] = { ...(values.lines[1] as (typeof values.lines)[number]), amount: '17750' };
    values.lines[2] = { ...(values.lines[2] as (typeof values.lines)[number]), amount: '7000.00' };
    expect(moneyToDecimal(movedOf(values) ?? { minor: 0n, unit: 'USD' })).toBe('500.00');
    expect(correctionRequestOf(9, values)).toEqual({
      request: {
        transferId: 9,
        reason: 'Split was 72/28',
        lines: [
          { account: 1, amount: '-25000.00' },
          { account: 2, amount: '17750.00' },
          { account: 3, amount: '7000.00' },
          { account: 4, amount: '250.00' },
        ],
      },
    });
  });

  it('refuses lines that do not sum to zero, or an amount that is not one', () => {
    const values = correctionDefaults(LINES);
    values.reason = 'x';
    values.lines[1] = { ...(values.lines[1] as (typeof values.lines)[number]), amount: '17251.00' };
    expect(correctionRequestOf(9, values)).toEqual({
      errors: { lines: 'The lines must sum to zero; they are off by $1.00' },
    });
    values.lines[1] = { ...(values.lines[1] as (typeof values.lines)[number]), amount: 'ten' };
    expect(correctionRequestOf(9, values)).toEqual({
      errors: { lines: 'Enter each amount in dollars and cents' },
    });
  });
});
