/**
 * Drizzle description of migration 0095: token grants (docs/finance-books.md "Tokens") and
 * the ledger's source kinds as rows. Written by domain/finance/tokens.ts only.
 */
import { date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

/** The kinds of source a ledger transfer may name (a row per kind; append-only). */
export const ledgerSourceKinds = pgTable('ledger_source_kinds', {
  kind: text('kind').primaryKey(),
});

/** A grant of tokens to a person: why, how many, until when (append-only). */
export const tokenGrants = pgTable('token_grants', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** Whole tokens, read with `readAmount(…, 'TOKEN')`. */
  amount: moneyColumn('amount').notNull(),
  reason: text('reason').notNull(),
  /** The last business day the tokens may be spent (`YYYY-MM-DD`, California). */
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  requestKey: text('request_key').notNull(),
  grantedBy: integer('granted_by').notNull(),
  createdAt: ts('created_at').notNull(),
  grantedOn: date('granted_on', { mode: 'string' }).notNull(),
});
