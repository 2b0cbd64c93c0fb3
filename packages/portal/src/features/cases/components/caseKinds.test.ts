import { CASE_REQUIRED_FIELDS } from '@bq/contract/meta';
import { describe, expect, it } from 'vitest';
import {
  CASE_KIND_KEYS,
  CASE_KINDS,
  kindFromPath,
  kindOf,
  processPath,
  requiredPaths,
} from './caseKinds';
import { emptyForm } from './formMapping';

describe('case kinds (the field sets per type)', () => {
  it('has one kind per new-case route of spec §2, purchase split by kind', () => {
    expect(CASE_KIND_KEYS).toEqual([
      'purchase-new',
      'purchase-not',
      'listing',
      'mortgage',
      'pm',
      'referral',
    ]);
    expect(kindOf(1, 'new').key).toBe('purchase-new');
    expect(kindOf(1, 'resale').key).toBe('purchase-not');
    expect(kindOf(3, null).key).toBe('listing');
    expect(kindOf(4, null).key).toBe('mortgage');
    expect(kindOf(5, null).key).toBe('pm');
    expect(kindOf(6, null).key).toBe('referral');
  });

  it('reads the kind and the page from a route path', () => {
    expect(kindFromPath('/transaction/pm')).toEqual({ kind: CASE_KINDS.pm, process: false });
    expect(kindFromPath('/transaction/purchase-not-process')).toEqual({
      kind: CASE_KINDS['purchase-not'],
      process: true,
    });
    expect(kindFromPath('/transaction/caselist')).toBeNull();
    expect(processPath(CASE_KINDS.mortgage, 12)).toBe('/transaction/mortgage-process?id=12');
  });

  it('marks commission by percent or amount, and the first client, as required', () => {
    const purchase = requiredPaths(CASE_KINDS['purchase-new']);
    expect(purchase).toContain('commissionPercent');
    expect(purchase).toContain('commissionAmount');
    expect(purchase).toContain('clients.0.name');
    expect(CASE_REQUIRED_FIELDS[6]).not.toContain('address.street');
    expect(requiredPaths(CASE_KINDS.referral)).not.toContain('address.street');
  });

  it('starts a new case with one client in the role of the type and California', () => {
    const form = emptyForm(CASE_KINDS.pm);
    expect(form.clients).toEqual([{ name: '', email: '', phone: '', role: 'Landlord' }]);
    expect(form.address.state).toBe('CA');
  });
});
