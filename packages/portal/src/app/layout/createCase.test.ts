import { describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../shared/storage/storage';
import { clearStoredCase, NEW_CASE_CHOICES, onCreateNew, onTypeChosen } from './createCase';

describe('create-case flow (spec §4)', () => {
  it('asks an agent without a licence (status 3) before anything else', () => {
    expect(onCreateNew(3)).toBe('ask-license');
    expect(onCreateNew(2)).toBe('choose-type');
    expect(onCreateNew(1)).toBe('choose-type');
    expect(onCreateNew(undefined)).toBe('choose-type');
  });

  it('asks an agent without a board (status 2) about boards for resale, listing, mortgage and property management', () => {
    for (const key of ['purchase-not', 'listing', 'mortgage', 'pm'] as const)
      expect(onTypeChosen(2, key)).toEqual({ kind: 'ask-board' });
  });

  it('always allows new-construction purchase and referral, opening the matching new-case page', () => {
    for (const status of [1, 2, undefined]) {
      expect(onTypeChosen(status, 'purchase-new')).toEqual({
        kind: 'open',
        path: '/transaction/purchase-new',
      });
      expect(onTypeChosen(status, 'referral')).toEqual({
        kind: 'open',
        path: '/transaction/referral',
      });
    }
  });

  it('offers resale next to new construction and opens every kind for a normal agent', () => {
    expect(NEW_CASE_CHOICES.map((c) => c.label)).toEqual([
      'Purchase (new construction)',
      'Purchase (resale)',
      'Listing',
      'Mortgage',
      'Property management',
      'Referral',
    ]);
    for (const { value } of NEW_CASE_CHOICES)
      expect(onTypeChosen(1, value)).toEqual({ kind: 'open', path: `/transaction/${value}` });
  });

  it('clears the stored transaction id, case number and service value on confirm', () => {
    setItem('transactionID', 7);
    setItem('transactionCaseNo', 'BQ-1');
    setItem('tradeServiceValue', 3);
    setItem('token', 'keep me');
    clearStoredCase();
    expect(getItem('transactionID')).toBeNull();
    expect(getItem('transactionCaseNo')).toBeNull();
    expect(getItem('tradeServiceValue')).toBeNull();
    expect(getItem('token')).toBe('keep me');
  });
});
