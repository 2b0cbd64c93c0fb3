import { contract } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { describe, expect, it } from 'vitest';
import { emailRule, moneyRule, zipRule } from './rules';

/** What the server says of one field of a saved case draft (null: it takes the value). */
function serverSays(field: 'email' | 'zip', value: string): string | null {
  const body =
    field === 'email'
      ? { id: 1, clients: [{ name: 'Ann', email: value }] }
      : { id: 1, address: { zip: value } };
  const parsed = contract.tranCase.saveDraft.request.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('the rules a form checks while typing', () => {
  const emails = [
    'client@example.com',
    'Client.Name+tag@Example.COM',
    'li@company.com.cn',
    'client@foo',
    'a b@example.com',
    'client@example.invalid',
    '@example.com',
  ];
  const zips = ['94105', '94105-1234', 'abcde', '9410', '94105-12', '94105 '];

  it('refuse an e-mail without a known ending or with a space, with the words the server uses', () => {
    expect(emailRule.check('client@foo')).toBe('must be an e-mail address');
    expect(emailRule.check('a b@example.com')).toBe('must be an e-mail address');
    expect(emailRule.check('client@example.com')).toBeNull();
    expect(emailRule.check('')).toBeNull();
  });

  it('refuse a ZIP that is not 12345 or 12345-6789', () => {
    expect(zipRule.check('abcde')).toBe('must be a ZIP code (12345 or 12345-6789)');
    expect(zipRule.check('94105-1234')).toBeNull();
  });

  it('agree with the server on every value: nothing the form takes is refused on save', () => {
    for (const email of emails) {
      const value = emailRule.normalize?.(email) ?? email;
      expect(serverSays('email', value), email).toBe(emailRule.check(value));
    }
    for (const zip of zips) {
      const value = zipRule.normalize?.(zip) ?? zip;
      expect(serverSays('zip', value), zip).toBe(zipRule.check(value));
    }
  });
});

describe('the money rule', () => {
  const amounts = [
    '350000',
    '1250000.50',
    '.5',
    '5.',
    '007',
    '0',
    '12.345',
    '-5',
    '1234567890123',
    '999999999999.99',
    '1e5',
    '12,50',
    '$5',
    ' 12.5 ',
  ];
  const draft = (value: string): string | null => {
    const parsed = contract.tranCase.saveDraft.request.safeParse({ id: 1, purchasePrice: value });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
  };

  it("agrees with the contract's amount() on a case price, word for word", () => {
    const rule = moneyRule({ max: FIELD_LIMITS.case.money });
    for (const value of amounts) expect(rule.check(value), value).toBe(draft(value));
  });

  it('takes a minus only when signed, and bounds the size either side of zero', () => {
    const max = { intDigits: 12, places: 2, max: 1000 } as const;
    expect(moneyRule({ max }).check('-125.00')).toBe('must not be negative');
    expect(moneyRule({ max, signed: true }).check('-125.00')).toBeNull();
    expect(moneyRule({ max, signed: true }).check('-1000.01')).toBe('must be at most $1,000.00');
    expect(moneyRule({ max, signed: true }).check('1000')).toBeNull();
  });

  it('counts tokens whole', () => {
    const max = { intDigits: 12, places: 0 } as const;
    expect(moneyRule({ max, unit: 'TOKEN' }).check('12')).toBeNull();
    expect(moneyRule({ max, unit: 'TOKEN' }).check('12.5')).toBe('at most 0 decimals');
  });
});
