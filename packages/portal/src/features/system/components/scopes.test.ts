import { describe, expect, it } from 'vitest';
import { keyOf, scopeOf } from './scopes';

describe('document rule scopes', () => {
  it('reads the scope from the address, a resale purchase when it names none or another', () => {
    expect(scopeOf('mortgage')).toBe('mortgage');
    expect(scopeOf(null)).toBe('purchase-resale');
    expect(scopeOf('drop table')).toBe('purchase-resale');
  });

  it('makes a key the server takes from any label', () => {
    expect(keyOf('Home warranty (HW)')).toBe('home-warranty-hw');
    expect(keyOf('  Évaluation — 2026 ')).toBe('valuation-2026');
    expect(keyOf(`${'x'.repeat(39)} y`)).toBe('x'.repeat(39));
  });
});
