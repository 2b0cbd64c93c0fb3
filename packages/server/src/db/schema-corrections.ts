/**
 * Drizzle description of migration 0165: corrections of posted ledger transfers and the
 * reopenings of closed cases (docs/finance-closings.md "Corrections"), written by
 * domain/finance/corrections.ts and domain/cases/reopen.ts only.
 */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export type CorrectionKind = 'correction' | 'reclose';
export type CorrectionStatus = 'proposed' | 'posted' | 'declined';

export const ledgerCorrections = pgTable('ledger_corrections', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().$type<CorrectionKind>(),
  status: text('status').notNull().$type<CorrectionStatus>(),
  originalTransferId: integer('original_transfer_id').notNull(),
  reversalTransferId: integer('reversal_transfer_id'),
  replacementTransferId: integer('replacement_transfer_id'),
  caseId: integer('case_id'),
  reason: text('reason').notNull(),
  moved: moneyColumn('moved').notNull(),
  needsSecondPerson: boolean('needs_second_person').notNull(),
  proposedBy: integer('proposed_by'),
  proposedAt: ts('proposed_at').notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  note: text('note').notNull().default(''),
});

export const ledgerCorrectionLines = pgTable(
  'ledger_correction_lines',
  {
    correctionId: integer('correction_id').notNull(),
    accountId: integer('account_id').notNull(),
    amount: moneyColumn('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.correctionId, t.accountId] })],
);

export const caseReopenings = pgTable('case_reopenings', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id').notNull(),
  reason: text('reason').notNull(),
  byUser: integer('by_user').notNull(),
  at: ts('at').notNull(),
});
