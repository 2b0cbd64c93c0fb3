/**
 * Drizzle description of migration 0181 (agent fees): the recurring fees finance sets per agent,
 * their terms by business month, and the fees a statement shows as owed without paying them.
 * Written by domain/finance/agent-fees.ts and statements.ts only.
 */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export const AGENT_FEE_KINDS = ['desk', 'eo', 'technology', 'other'] as const;
export type AgentFeeKind = (typeof AGENT_FEE_KINDS)[number];

export const agentFees = pgTable('agent_fees', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull().$type<AgentFeeKind>(),
  label: text('label').notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
});

export const agentFeeTerms = pgTable('agent_fee_terms', {
  id: serial('id').primaryKey(),
  feeId: integer('fee_id').notNull(),
  amount: moneyColumn('amount').notNull(),
  nets: boolean('nets').notNull(),
  /** `YYYY-MM`: the first business month (California) these terms bill. */
  fromMonth: text('from_month').notNull(),
  setBy: integer('set_by'),
  setAt: ts('set_at').notNull(),
});

export const payStatementFeesOwed = pgTable(
  'pay_statement_fees_owed',
  {
    statementId: integer('statement_id').notNull(),
    lineId: integer('line_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.lineId] })],
);
