import { describe, expect, it } from 'vitest';
import { type CallDef, contract } from '../src/index.js';

/**
 * The words a refused field gets, by rule: the type it wants, "is required" only when absent, and
 * a number too large for its column told apart from one with too many places.
 */
const saveDraft = contract.tranCase.saveDraft;

function issuesOf(call: CallDef, input: unknown) {
  const r = call.request.safeParse(input);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('messages per rule', () => {
  const fieldsOf = (call: CallDef, input: unknown) =>
    Object.fromEntries(issuesOf(call, input).map((i) => [i.field, i.message]));

  it('says which type a field wants, and "is required" only when it is absent', () => {
    expect(
      fieldsOf(contract.auth.registerByEmailAndCode, { email: 5, code: 123456, name: 7 }),
    ).toEqual({
      email: 'must be an e-mail address',
      code: 'must be 6 digits',
      name: 'must be text',
      password: 'is required',
    });
    expect(fieldsOf(contract.user.getUserRoles, { needRole: 'maybe' })).toEqual({
      needRole: 'must be true or false',
    });
    expect(fieldsOf(saveDraft, { id: 'one', purchasePrice: true })).toEqual({
      id: 'must be a whole number',
      purchasePrice: 'must be a number',
    });
  });

  it('calls a whole number past any column "too large"', () => {
    for (const id of [1e20, '12345678901234567890', Number.MAX_SAFE_INTEGER + 2]) {
      expect(fieldsOf(contract.tranCase.get, { id })).toEqual({ id: 'too large' });
    }
    expect(fieldsOf(contract.tranCase.get, { id: 1.5 })).toEqual({ id: 'must be a whole number' });
  });

  it('tells a number too large for its column from one with too many places', () => {
    expect(
      fieldsOf(saveDraft, {
        id: 1,
        purchasePrice: '1234567890123',
        listPrice: 1e21,
        loanAmount: '1.234',
        monthlyRent: '-5',
        commissionPercent: '100.5',
        referralFeePercent: '99.12345',
      }),
    ).toEqual({
      purchasePrice: 'too large',
      listPrice: 'too large',
      loanAmount: 'at most 2 decimals',
      monthlyRent: 'must not be negative',
      commissionPercent: 'must be at most 100',
      referralFeePercent: 'at most 4 decimals',
    });
    const ok = saveDraft.request.parse({ id: 1, purchasePrice: '999999999999.99', listPrice: 5 });
    expect(ok).toMatchObject({ purchasePrice: '999999999999.99', listPrice: '5' });
  });
});
