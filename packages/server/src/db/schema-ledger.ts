/**
 * Drizzle description of migration 0090: the one ledger (docs/finance.md), written by
 * domain/finance/ledger.ts only. The database holds its invariants (balanced transfers,
 * append-only rows, one reversal, token accounts never below zero, closed months).
 */
import type { MoneyUnit } from '@bq/validators';
import { date, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

/** A payee's kind (what the office owes them), a person's tokens, or the office's own. */
export type LedgerAccountKind =
  | 'agent'
  | 'lecturer'
  | 'coach'
  | 'vendor'
  | 'tokens'
  | 'cash'
  | 'income'
  | 'expense'
  // The commission waterfall (migration 0155): what title/escrow owes the office for a closing
  // (the office's own, debit-normal), and what the office owes another brokerage for a referral
  // (a payee, by name).
  | 'receivable'
  | 'referral';

/** What a transfer comes from; `sourceId` is that row's id. */
export type LedgerSourceKind =
  | 'case'
  | 'application'
  | 'order-line'
  | 'refund'
  | 'payout'
  | 'correction'
  // Tokens (migration 0095, which makes the kinds rows of `ledger_source_kinds`).
  | 'token-grant'
  | 'order'
  | 'token-expiry'
  // An agent's recurring fee billed for a month (migration 0181; the source is the fee).
  | 'agent-fee';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().$type<LedgerAccountKind>(),
  userId: integer('user_id'),
  name: text('name'),
  unit: text('unit').notNull().$type<MoneyUnit>(),
  /** Σ of the account's lines, kept by the lines' trigger (never written by a query). */
  balance: moneyColumn('balance').notNull().default('0'),
  version: integer('version').notNull().default(0),
  createdAt: ts('created_at').notNull(),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: serial('id').primaryKey(),
  eventKey: text('event_key').notNull(),
  sourceKind: text('source_kind').notNull().$type<LedgerSourceKind>(),
  sourceId: integer('source_id').notNull(),
  memo: text('memo').notNull().default(''),
  actorId: integer('actor_id'),
  createdAt: ts('created_at').notNull(),
  /** California's date of `createdAt` (the business clock), `YYYY-MM-DD`. */
  businessDay: date('business_day', { mode: 'string' }).notNull(),
  reverses: integer('reverses'),
});

export const ledgerLines = pgTable('ledger_lines', {
  id: serial('id').primaryKey(),
  transferId: integer('transfer_id').notNull(),
  accountId: integer('account_id').notNull(),
  unit: text('unit').notNull().$type<MoneyUnit>(),
  /** Credit positive, debit negative. */
  amount: moneyColumn('amount').notNull(),
  /** The account's balance once this line was posted (set by the trigger). */
  balanceAfter: moneyColumn('balance_after').notNull().default('0'),
});

/** A closed month, `YYYY-MM` in California: nothing is dated in it any more. */
export const ledgerPeriods = pgTable('ledger_periods', {
  month: text('month').primaryKey(),
  closedBy: integer('closed_by'),
  closedAt: ts('closed_at').notNull(),
});

/** Migration 0160: the nightly reconciliation's alerts, one per business day and set of differences. */
export const ledgerAlerts = pgTable(
  'ledger_alerts',
  {
    id: serial('id').primaryKey(),
    day: date('day').notNull(),
    fingerprint: text('fingerprint').notNull(),
    differences: integer('differences').notNull(),
    told: integer('told').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [unique('ledger_alerts_day_fingerprint_key').on(t.day, t.fingerprint)],
);
