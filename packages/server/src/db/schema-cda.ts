/**
 * Drizzle description of migration 0192: a case's Commission Disbursement Authorization versions
 * and each team member's part of one (docs/finance-closings.md "The CDA"), written by
 * domain/finance/cda.ts only.
 */
import { boolean, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export type CdaStatus = 'generated' | 'approved' | 'superseded';

export const cdaVersions = pgTable('cda_versions', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id').notNull(),
  version: integer('version').notNull(),
  status: text('status').notNull().$type<CdaStatus>(),
  gross: moneyColumn('gross').notNull(),
  company: text('company').notNull(),
  contact: text('contact').notNull(),
  email: text('email').notNull(),
  fileNo: text('file_no').notNull(),
  instructions: text('instructions').notNull(),
  fingerprint: text('fingerprint').notNull(),
  needsSecondPerson: boolean('needs_second_person').notNull(),
  generatedBy: integer('generated_by').notNull(),
  generatedAt: ts('generated_at').notNull(),
  approvedBy: integer('approved_by'),
  approvedAt: ts('approved_at'),
  supersededAt: ts('superseded_at'),
  sentBy: integer('sent_by'),
  sentAt: ts('sent_at'),
  outboxId: integer('outbox_id'),
});

export const cdaShares = pgTable(
  'cda_shares',
  {
    versionId: integer('version_id').notNull(),
    userId: integer('user_id').notNull(),
    memberName: text('member_name').notNull(),
    teamPercent: numeric('team_percent', { precision: 5, scale: 2 }).notNull(),
    gross: moneyColumn('gross').notNull(),
    referralFee: moneyColumn('referral_fee').notNull(),
    officeAmount: moneyColumn('office_amount').notNull(),
    transactionFee: moneyColumn('transaction_fee').notNull(),
    coachId: integer('coach_id'),
    coachName: text('coach_name'),
    coachAmount: moneyColumn('coach_amount').notNull(),
    agentAmount: moneyColumn('agent_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.userId] })],
);
