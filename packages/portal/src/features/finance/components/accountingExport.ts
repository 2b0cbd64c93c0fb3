import type { AccountingAccountRow, AccountingExportRow } from '@bq/contract';
import { readDateText } from '@bq/validators';
import { fullMonth } from './monthClose';

/**
 * The accounting export page's pure pieces: how a period and an export are said, what the
 * mapping still lacks, and the request of the export form.
 */

export type PeriodKind = 'month' | 'day';

/** '2026-03' → 'March 2026'; a day stays as its date. */
export const periodText = (period: string) => (period.length === 7 ? fullMonth(period) : period);

/** An export's entries in words: "12 entries" or "12 entries, 3 re-exported". */
export function entriesText(row: Pick<AccountingExportRow, 'transfers' | 'reExported'>): string {
  const entries = `${row.transfers} ${row.transfers === 1 ? 'entry' : 'entries'}`;
  if (row.reExported === 0) return entries;
  if (row.reExported === row.transfers) return `${entries}, all re-exported`;
  return `${entries}, ${row.reExported} re-exported`;
}

/** The ledger accounts not yet mapped: the export refuses a period that touches one. */
export const unmapped = (rows: readonly AccountingAccountRow[]) =>
  rows.filter((r) => r.mapped === null);

/** The export form's request: the chosen month, or the day typed (MM/DD/YYYY) once it is one. */
export function exportRequest(
  kind: PeriodKind,
  values: { month: string; day: string },
): { request: { month: string } | { day: string } } | { error: string } {
  if (kind === 'month')
    return values.month ? { request: { month: values.month } } : { error: 'Choose a month' };
  const read = readDateText(values.day);
  return read.ok ? { request: { day: read.iso } } : { error: 'Choose a day' };
}
