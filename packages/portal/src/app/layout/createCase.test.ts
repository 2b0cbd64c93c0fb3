import { describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../shared/storage/storage';
import { clearStoredCase, onCreateNew, onTypeChosen } from './createCase';

describe('create-case flow (spec §4)', () => {
  it('asks an agent without a licence (status 3) before anything else', () => {
    expect(onCreateNew(3)).toBe('ask-license');
    expect(onCreateNew(2)).toBe('choose-type');
    expect(onCreateNew(1)).toBe('choose-type');
    expect(onCreateNew(undefined)).toBe('choose-type');
  });

  it('asks an agent without a board (status 2) about boards for listing, mortgage and property management', () => {
    for (const type of [3, 4, 5] as const)
      expect(onTypeChosen(2, type)).toEqual({ kind: 'ask-board' });
  });

  it('always allows purchase and referral, opening the matching new-case page', () => {
    for (const status of [1, 2, undefined]) {
      expect(onTypeChosen(status, 1)).toEqual({ kind: 'open', path: '/transaction/purchase-new' });
      expect(onTypeChosen(status, 6)).toEqual({ kind: 'open', path: '/transaction/referral' });
    }
  });

  it('opens listing, mortgage and property management for a normal agent', () => {
    expect(onTypeChosen(1, 3)).toEqual({ kind: 'open', path: '/transaction/listing' });
    expect(onTypeChosen(1, 4)).toEqual({ kind: 'open', path: '/transaction/mortgage' });
    expect(onTypeChosen(1, 5)).toEqual({ kind: 'open', path: '/transaction/pm' });
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
