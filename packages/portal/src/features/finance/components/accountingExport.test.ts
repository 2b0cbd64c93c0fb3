import type { AccountingAccountRow } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { entriesText, exportRequest, periodText, unmapped } from './accountingExport';

const row = (id: number, mapped: AccountingAccountRow['mapped']): AccountingAccountRow => ({
  ledgerAccountId: id,
  kind: 'agent',
  label: `Agent · ${id}`,
  mapped,
  suggested: { name: 'Commissions Payable:Agents', number: '' },
});

describe('the accounting export page', () => {
  it('says a month by its name and a day by its date', () => {
    expect(periodText('2026-03')).toBe('March 2026');
    expect(periodText('2026-03-31')).toBe('2026-03-31');
  });

  it('says how many entries an export held and how many were exported before', () => {
    expect(entriesText({ transfers: 1, reExported: 0 })).toBe('1 entry');
    expect(entriesText({ transfers: 12, reExported: 3 })).toBe('12 entries, 3 re-exported');
    expect(entriesText({ transfers: 4, reExported: 4 })).toBe('4 entries, all re-exported');
  });

  it('lists the accounts the export would refuse', () => {
    const rows = [row(1, null), row(2, { name: 'Checking', number: '1010' }), row(3, null)];
    expect(unmapped(rows).map((r) => r.ledgerAccountId)).toEqual([1, 3]);
  });

  it('asks for a month or a complete day before exporting', () => {
    expect(exportRequest('month', { month: '2026-03', day: '' })).toEqual({
      request: { month: '2026-03' },
    });
    expect(exportRequest('day', { month: '2026-03', day: '' })).toEqual({
      error: 'Choose a day',
    });
    expect(exportRequest('day', { month: '', day: '03/31/2026' })).toEqual({
      request: { day: '2026-03-31' },
    });
  });
});
