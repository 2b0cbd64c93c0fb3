import { describe, expect, it } from 'vitest';
import { grantRequestOf, signed } from './tokenMapping';

const valid = { userId: '12', amount: '20', reason: ' Top producer ', expiresOn: '06/30/2026' };

describe('grantRequestOf', () => {
  it('maps the dialog to the request, the day as YYYY-MM-DD', () => {
    expect(grantRequestOf(valid, 'key-123456')).toEqual({
      request: {
        requestKey: 'key-123456',
        userId: 12,
        amount: '20',
        reason: 'Top producer',
        expiresOn: '2026-06-30',
      },
    });
  });

  it('says what is missing or wrong, by field', () => {
    const checked = grantRequestOf(
      { userId: '', amount: '2.5', reason: ' ', expiresOn: '02/30/2026' },
      'key-123456',
    );
    expect(checked).toEqual({
      errors: {
        userId: 'Choose whom the tokens are for',
        amount: 'Enter a whole number of tokens, at least 1',
        reason: 'Say why the tokens are granted',
        expiresOn: 'Not a date: February has no 30th.',
      },
    });
    expect(grantRequestOf({ ...valid, amount: '0' }, 'k')).toHaveProperty('errors.amount');
  });
});

describe('signed', () => {
  it('marks credits with a plus', () => {
    expect(signed('20')).toBe('+20');
    expect(signed('-6')).toBe('-6');
    expect(signed('0')).toBe('0');
  });
});
