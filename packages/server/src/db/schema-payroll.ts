/**
 * Drizzle description of migrations 0091 (commission plans, case commissions) and 0092 (pay
 * statements and payouts): payroll on the ledger (docs/finance.md), written by
 * domain/finance/commissions.ts, statements.ts and payouts.ts only.
 */
import { date, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

const day = (name: string) => date(name, { mode: 'string' });

export const commissionPlans = pgTable('commission_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  effectiveFrom: day('effective_from').notNull(),
  agentPercent: numeric('agent_percent', { precision: 7, scale: 4 }).notNull(),
  /** Company dollars kept per agent and plan year; null: no cap. */
  annualCap: moneyColumn('annual_cap'),
  /** `MM-DD`: the plan year (and the cap) starts on this day. */
  capResetsOn: text('cap_resets_on').notNull().default('01-01'),
  transactionFee: moneyColumn('transaction_fee').notNull().default('0'),
  referralFeeFrom: text('referral_fee_from')
    .notNull()
    .$type<'shared' | 'agent'>()
    .default('shared'),
  coachPercent: numeric('coach_percent', { precision: 7, scale: 4 }).notNull().default('0'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
});

export const caseCommissions = pgTable('case_commissions', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id').notNull(),
  userId: integer('user_id').notNull(),
  version: integer('version').notNull().default(1),
  planId: integer('plan_id').notNull(),
  planYear: day('plan_year').notNull(),
  businessDay: day('business_day').notNull(),
  teamPercent: numeric('team_percent', { precision: 5, scale: 2 }).notNull(),
  gross: moneyColumn('gross').notNull(),
  referralFee: moneyColumn('referral_fee').notNull(),
  officeAmount: moneyColumn('office_amount').notNull(),
  transactionFee: moneyColumn('transaction_fee').notNull(),
  coachId: integer('coach_id'),
  coachAmount: moneyColumn('coach_amount').notNull(),
  agentAmount: moneyColumn('agent_amount').notNull(),
  transferId: integer('transfer_id'),
  createdAt: ts('created_at').notNull(),
});

export type StatementStatus = 'draft' | 'reviewed' | 'approved' | 'paying' | 'paid';
export type StatementAction =
  | 'drafted'
  | 'reviewed'
  | 'returned'
  | 'approved'
  | 'payout-pending'
  | 'paid'
  | 'payout-voided';

export const payStatements = pgTable('pay_statements', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  /** The pay period, `YYYY-MM` (California). */
  month: text('month').notNull(),
  status: text('status').notNull().$type<StatementStatus>().default('draft'),
  /** Fixed when reviewed. */
  total: moneyColumn('total'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  approvedBy: integer('approved_by'),
  approvedAt: ts('approved_at'),
  paidBy: integer('paid_by'),
  paidAt: ts('paid_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull(),
});

export const payStatementLines = pgTable(
  'pay_statement_lines',
  {
    statementId: integer('statement_id').notNull(),
    lineId: integer('line_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.lineId] })],
);

export const payStatementEvents = pgTable('pay_statement_events', {
  id: serial('id').primaryKey(),
  statementId: integer('statement_id').notNull(),
  action: text('action').notNull().$type<StatementAction>(),
  actorId: integer('actor_id'),
  at: ts('at').notNull(),
  amount: moneyColumn('amount'),
  note: text('note').notNull().default(''),
});

export type PayoutSourceKind = 'statement' | 'lecturer' | 'vendor' | 'refund' | 'referral';
export type PayoutStatus = 'pending' | 'posted' | 'voided' | 'returned';

export const payouts = pgTable('payouts', {
  id: serial('id').primaryKey(),
  sourceKind: text('source_kind').notNull().$type<PayoutSourceKind>(),
  sourceId: integer('source_id').notNull(),
  payeeUserId: integer('payee_user_id'),
  payeeName: text('payee_name').notNull(),
  amount: moneyColumn('amount').notNull(),
  status: text('status').notNull().$type<PayoutStatus>().default('pending'),
  reference: text('reference').notNull().default(''),
  voidReason: text('void_reason').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
  settledBy: integer('settled_by'),
  settledAt: ts('settled_at'),
  holdTransferId: integer('hold_transfer_id'),
  settleTransferId: integer('settle_transfer_id'),
  /** Migration 0195: the bank sent a posted payout back (an ACH return code). */
  returnCode: text('return_code'),
  returnedBy: integer('returned_by'),
  returnedAt: ts('returned_at'),
  returnTransferId: integer('return_transfer_id'),
});
