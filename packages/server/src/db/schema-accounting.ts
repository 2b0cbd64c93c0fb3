/**
 * Drizzle description of migration 0180: the accounting export (docs/finance-books.md "Accounting
 * export"), written by domain/finance/accounting-export.ts only.
 */
import { boolean, date, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

/** A ledger account's account in the office's books (QuickBooks): its full name and number. */
export const accountingAccounts = pgTable('accounting_accounts', {
  ledgerAccountId: integer('ledger_account_id').primaryKey(),
  name: text('name').notNull(),
  number: text('number').notNull().default(''),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

/** The journal formats an export is written in (only QuickBooks Desktop's IIF so far). */
export type AccountingFormat = 'iif';

/** One journal handed out: its business period, the file as it was, who and when. */
export const accountingExports = pgTable('accounting_exports', {
  id: serial('id').primaryKey(),
  /** `YYYY-MM-DD` (a day) or `YYYY-MM` (a month), California's. */
  period: text('period').notNull(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  format: text('format').notNull().$type<AccountingFormat>(),
  transfers: integer('transfers').notNull(),
  reExported: integer('re_exported').notNull(),
  fileName: text('file_name').notNull(),
  content: text('content').notNull(),
  exportedBy: integer('exported_by'),
  createdAt: ts('created_at').notNull(),
});

/** The transfers an export carried; `reExport` unless it was the transfer's first. */
export const accountingExportTransfers = pgTable(
  'accounting_export_transfers',
  {
    exportId: integer('export_id').notNull(),
    transferId: integer('transfer_id').notNull(),
    reExport: boolean('re_export').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.transferId] })],
);
