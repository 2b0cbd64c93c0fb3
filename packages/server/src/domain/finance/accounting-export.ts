import type { AccountingExportRow } from '@bq/contract';
import { addBusinessDays } from '@bq/validators';
import { and, asc, between, desc, eq, inArray, min, sql } from 'drizzle-orm';
import { businessDay, businessStamp, monthName } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import {
  accountingAccounts,
  accountingExports,
  accountingExportTransfers,
} from '../../db/schema-accounting.js';
import { ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { accountLabels } from './corrections-views.js';
import { balances, iifDate, iifJournal, type JournalEntry } from './iif.js';
import { readAmount } from './ledger-accounts.js';

/**
 * The journal export for the office's books (docs/finance-books.md "Accounting export"): a business day
 * or month of the ledger's dollar transfers as QuickBooks Desktop general journal entries, one
 * per transfer. Each export is recorded with the file it handed out and the transfers it carried,
 * so a transfer's second export is told apart from its first, in the file and in the record:
 * importing it again would count it twice in the books.
 */

export const IIF_MIME = 'application/x-iif';

export interface Period {
  period: string;
  firstDay: string;
  lastDay: string;
  /** As people say it: `March 2026`, `2026-03-31`. */
  name: string;
}

/** A business day or month as the days it covers. */
export function periodOf(input: { day?: string; month?: string }): Period {
  if (input.day !== undefined)
    return { period: input.day, firstDay: input.day, lastDay: input.day, name: input.day };
  const month = input.month ?? '';
  const first = `${month}-01`;
  const next = `${addBusinessDays(first, 31).slice(0, 7)}-01`;
  return {
    period: month,
    firstDay: first,
    lastDay: addBusinessDays(next, -1),
    name: monthName(month),
  };
}

const MEMO_MAX = 4000;

/** The dollar transfers dated in the period, each with its lines, in date and posting order. */
async function transfersIn(tx: Tx, p: Period) {
  const lines = await tx
    .select({
      id: ledgerTransfers.id,
      day: ledgerTransfers.businessDay,
      memo: ledgerTransfers.memo,
      sourceKind: ledgerTransfers.sourceKind,
      sourceId: ledgerTransfers.sourceId,
      reverses: ledgerTransfers.reverses,
      account: ledgerLines.accountId,
      amount: ledgerLines.amount,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerLines, eq(ledgerLines.transferId, ledgerTransfers.id))
    .where(
      and(between(ledgerTransfers.businessDay, p.firstDay, p.lastDay), eq(ledgerLines.unit, 'USD')),
    )
    .orderBy(asc(ledgerTransfers.businessDay), asc(ledgerTransfers.id), asc(ledgerLines.id));
  const byId = new Map<
    number,
    Omit<(typeof lines)[number], 'account' | 'amount'> & {
      lines: { account: number; amount: ReturnType<typeof readAmount> }[];
    }
  >();
  for (const { account, amount, ...t } of lines) {
    const transfer = byId.get(t.id) ?? { ...t, lines: [] };
    transfer.lines.push({ account, amount: readAmount(amount, 'USD') });
    byId.set(t.id, transfer);
  }
  return [...byId.values()];
}

/** The first export of each transfer of the period exported before: its id and day. */
async function firstExports(tx: Tx, p: Period): Promise<Map<number, { id: number; at: Date }>> {
  const rows = await tx
    .select({
      transferId: accountingExportTransfers.transferId,
      exportId: min(accountingExports.id),
    })
    .from(accountingExportTransfers)
    .innerJoin(accountingExports, eq(accountingExports.id, accountingExportTransfers.exportId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, accountingExportTransfers.transferId))
    .where(between(ledgerTransfers.businessDay, p.firstDay, p.lastDay))
    .groupBy(accountingExportTransfers.transferId);
  const ids = [...new Set(rows.map((r) => r.exportId).filter((id) => id !== null))];
  const made =
    ids.length === 0
      ? []
      : await tx
          .select({ id: accountingExports.id, at: accountingExports.createdAt })
          .from(accountingExports)
          .where(inArray(accountingExports.id, ids));
  const when = new Map(made.map((e) => [e.id, e.at]));
  const out = new Map<number, { id: number; at: Date }>();
  for (const r of rows) {
    const at = r.exportId === null ? undefined : when.get(r.exportId);
    if (r.exportId !== null && at) out.set(r.transferId, { id: r.exportId, at });
  }
  return out;
}

/** The mapped account of each ledger account; the unmapped ones refuse the export, named. */
async function mappingOf(tx: Tx, accounts: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: accountingAccounts.ledgerAccountId, name: accountingAccounts.name })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.ledgerAccountId, accounts));
  const mapped = new Map(rows.map((r) => [r.id, r.name]));
  const missing = accounts.filter((id) => !mapped.has(id));
  if (missing.length > 0) {
    const labels = await accountLabels(tx, missing);
    const names = missing.map((id) => `${labels.get(id) ?? 'Account'} (ledger account ${id})`);
    throw conflict(
      `Map ${missing.length === 1 ? 'this ledger account' : 'these ledger accounts'} to the office's accounting accounts before exporting: ${names.join(', ')}`,
    );
  }
  return mapped;
}

/**
 * Exports a business day or month as an IIF general journal and records it. Every entry is
 * checked to balance to 0.00 before the file is written (QuickBooks would refuse the whole file).
 */
export async function exportJournal(
  tx: Tx,
  act: Act,
  input: { day?: string; month?: string },
): Promise<
  AccountingExportRow & { file: { fileName: string; mime: string; contentBase64: string } }
> {
  const p = periodOf(input);
  // Exports one at a time, so two at once cannot both take a transfer for its first export.
  await tx.execute(sql`LOCK TABLE accounting_export_transfers IN SHARE ROW EXCLUSIVE MODE`);
  const transfers = await transfersIn(tx, p);
  if (transfers.length === 0) throw conflict(`No ledger transfer in dollars is dated ${p.name}`);
  const mapped = await mappingOf(tx, [
    ...new Set(transfers.flatMap((t) => t.lines.map((l) => l.account))),
  ]);
  const before = await firstExports(tx, p);

  const entries: JournalEntry[] = transfers.map((t) => {
    const first = before.get(t.id);
    const parts = [
      first
        ? `RE-EXPORT (first exported ${iifDate(businessDay(first.at))} in export ${first.id})`
        : '',
      `BQ transfer ${t.id}, ${t.sourceKind} ${t.sourceId}`,
      t.reverses === null ? '' : `reverses transfer ${t.reverses}`,
      t.memo,
    ];
    return {
      day: t.day,
      docNumber: `BQ${t.id}`,
      memo: parts.filter(Boolean).join(' · ').slice(0, MEMO_MAX),
      lines: t.lines.map((l) => ({ account: mapped.get(l.account) ?? '', amount: l.amount })),
    };
  });
  const unbalanced = entries.find((e) => !balances(e));
  if (unbalanced)
    throw conflict(
      `The journal entry of ${unbalanced.docNumber} does not balance to 0.00: nothing was exported`,
    );

  const reExported = transfers.filter((t) => before.has(t.id)).length;
  const fileName = `bq-journal-${p.period}${reExported > 0 ? '-re-export' : ''}-${businessStamp(act.now)}.iif`;
  const content = iifJournal(entries);
  const [made] = await tx
    .insert(accountingExports)
    .values({
      period: p.period,
      firstDay: p.firstDay,
      lastDay: p.lastDay,
      format: 'iif',
      transfers: transfers.length,
      reExported,
      fileName,
      content,
      exportedBy: act.actor,
      createdAt: act.now,
    })
    .returning({ id: accountingExports.id });
  if (!made) throw new Error('The export was not recorded');
  await tx
    .insert(accountingExportTransfers)
    .values(
      transfers.map((t) => ({ exportId: made.id, transferId: t.id, reExport: before.has(t.id) })),
    );
  const [row] = await exportRows(tx, made.id);
  if (!row) throw notFound(`Accounting export ${made.id}`);
  return { ...row, file: fileOf({ fileName, content }) };
}

const fileOf = (e: { fileName: string; content: string }) => ({
  fileName: e.fileName,
  mime: IIF_MIME,
  contentBase64: Buffer.from(e.content, 'utf8').toString('base64'),
});

/** The exports made (or one of them), newest first. */
export async function exportRows(db: Db | Tx, only?: number): Promise<AccountingExportRow[]> {
  const rows = await db
    .select({
      id: accountingExports.id,
      period: accountingExports.period,
      firstDay: accountingExports.firstDay,
      lastDay: accountingExports.lastDay,
      format: accountingExports.format,
      transfers: accountingExports.transfers,
      reExported: accountingExports.reExported,
      fileName: accountingExports.fileName,
      exportedBy: users.name,
      createdAt: accountingExports.createdAt,
    })
    .from(accountingExports)
    .leftJoin(users, eq(users.id, accountingExports.exportedBy))
    .where(only === undefined ? undefined : eq(accountingExports.id, only))
    .orderBy(desc(accountingExports.id));
  return rows.map(({ createdAt, ...r }) => ({ ...r, exportedAt: createdAt.toISOString() }));
}

/** An export's file as it was handed out. */
export async function exportFile(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ fileName: accountingExports.fileName, content: accountingExports.content })
    .from(accountingExports)
    .where(eq(accountingExports.id, id));
  if (!row) throw notFound(`Accounting export ${id}`);
  return fileOf(row);
}
