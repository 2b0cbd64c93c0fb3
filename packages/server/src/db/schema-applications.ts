/** Drizzle description of the applications and approvals (migrations 0001 and 0020). */
import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

/** The kinds and their service time: due = submitted + service_hours. */
export const applicationKinds = pgTable('application_kinds', {
  kind: text('kind').primaryKey(),
  title: text('title').notNull(),
  serviceHours: integer('service_hours').notNull(),
});

/** Each kind's chain of steps: who decides (a module) and from which amount. */
export const applicationSteps = pgTable(
  'application_steps',
  {
    kind: text('kind').notNull(),
    step: smallint('step').notNull(),
    name: text('name').notNull(),
    moduleId: text('module_id').notNull(),
    minAmount: moneyColumn('min_amount'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.step] })],
);

export type ApplicationStatusValue = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';

export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  applicantId: integer('applicant_id').notNull(),
  type: text('type').notNull(),
  period: text('period'),
  status: text('status').notNull().$type<ApplicationStatusValue>().default('pending'),
  createdAt: ts('created_at').notNull().defaultNow(),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>().default({}),
  amount: moneyColumn('amount'),
  step: smallint('step').notNull().default(1),
  version: integer('version').notNull().default(1),
  submittedAt: ts('submitted_at'),
  decidedAt: ts('decided_at'),
  remindedAt: ts('reminded_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const approvalRecords = pgTable('approval_records', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull(),
  step: smallint('step').notNull(),
  action: text('action').notNull().$type<'submitted' | 'withdrawn' | 'passed' | 'rejected'>(),
  actorId: integer('actor_id').notNull(),
  actingForId: integer('acting_for_id'),
  comment: text('comment').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

export const approvalDelegations = pgTable('approval_delegations', {
  id: serial('id').primaryKey(),
  approverId: integer('approver_id').notNull(),
  delegateId: integer('delegate_id').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const marketServiceRecords = pgTable('market_service_records', {
  agentId: integer('agent_id').notNull(),
  period: text('period').notNull(),
  hours: integer('hours').notNull(),
  description: text('description').notNull().default(''),
  recordedBy: integer('recorded_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Migration 0046: a vendor application's invoice file (bytes in FileStorage under the key). */
export const applicationFiles = pgTable('application_files', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull(),
});
