/**
 * Drizzle description of migration 0195 (bank files): payees' bank accounts, payout batches and
 * their entries, written by domain/finance/bank-accounts.ts and payout-batches.ts only.
 */
import type { BankAccountType, BankHolderKind, PayoutBatchStatus } from '@bq/contract';
import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  holderName: text('holder_name').notNull(),
  holderKind: text('holder_kind').notNull().$type<BankHolderKind>(),
  accountType: text('account_type').notNull().$type<BankAccountType>(),
  routing: text('routing').notNull(),
  /** Sealed (tin-crypto.ts): never clear text. */
  accountSealed: text('account_sealed').notNull(),
  accountLast4: text('account_last4').notNull(),
  flaggedCode: text('flagged_code'),
  flaggedAt: ts('flagged_at'),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

export const payoutBatches = pgTable('payout_batches', {
  id: serial('id').primaryKey(),
  status: text('status').notNull().$type<PayoutBatchStatus>().default('open'),
  total: moneyColumn('total').notNull(),
  entryCount: integer('entry_count').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  releasedBy: integer('released_by'),
  releasedAt: ts('released_at'),
  effectiveDate: date('effective_date', { mode: 'string' }),
  fileName: text('file_name'),
  fileSealed: text('file_sealed'),
  fileSha256: text('file_sha256'),
});

export const payoutBatchEntries = pgTable('payout_batch_entries', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id').notNull(),
  payoutId: integer('payout_id').notNull(),
  bankAccountId: integer('bank_account_id').notNull(),
  sec: text('sec').notNull().$type<'PPD' | 'CCD'>(),
  holderName: text('holder_name').notNull(),
  accountType: text('account_type').notNull().$type<BankAccountType>(),
  routing: text('routing').notNull(),
  accountSealed: text('account_sealed').notNull(),
  accountLast4: text('account_last4').notNull(),
  amount: moneyColumn('amount').notNull(),
  traceNumber: text('trace_number').notNull().default(''),
  returnCode: text('return_code'),
  returnNote: text('return_note').notNull().default(''),
  returnedBy: integer('returned_by'),
  returnedAt: ts('returned_at'),
});
