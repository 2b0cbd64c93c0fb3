import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXPIRY_MINUTES, getItem, removeItems, setItem } from './storage';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
const minutes = (n: number) => n * 60_000;

describe('stamped local storage', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was stored', () => {
    setItem('token', 'abc', T0);
    expect(getItem('token', { now: T0 + 1 })).toBe('abc');
  });

  it('keeps an entry for the whole default window of 100000 minutes', () => {
    setItem('USER_INFO', { name: 'Ada' }, T0);
    expect(getItem('USER_INFO', { now: T0 + minutes(DEFAULT_EXPIRY_MINUTES) })).toEqual({
      name: 'Ada',
    });
  });

  it('removes an entry read after the window, so it is gone for the next reader too', () => {
    setItem('token', 'abc', T0);
    expect(getItem('token', { now: T0 + minutes(DEFAULT_EXPIRY_MINUTES) + 1 })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('honours a shorter window when asked', () => {
    setItem('transactionID', 42, T0);
    expect(getItem('transactionID', { now: T0 + minutes(2), expiryMinutes: 1 })).toBeNull();
  });

  it('drops an entry that is not in its stamped form instead of failing', () => {
    localStorage.setItem('token', 'not json');
    expect(getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes several keys at once', () => {
    setItem('transactionID', 1);
    setItem('transactionCaseNo', 'C-1');
    removeItems(['transactionID', 'transactionCaseNo']);
    expect(getItem('transactionID')).toBeNull();
    expect(getItem('transactionCaseNo')).toBeNull();
  });
});
