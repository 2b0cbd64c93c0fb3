/** Drizzle description of the people tables (migrations 0001 and 0021): agents and their data. */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export interface W9Details {
  taxClassification: string;
  businessName: string;
  tinLast4: string;
  address: string;
}

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  agentStatus: smallint('agent_status').notNull(),
  licenseNo: text('license_no').notNull().default(''),
  branchId: integer('branch_id'),
  relStatus: smallint('rel_status').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const agentAdminConfigs = pgTable('agent_admin_configs', {
  agentId: integer('agent_id').primaryKey(),
  mentorCertificate: smallint('mentor_certificate').notNull().$type<0 | 1>().default(0),
  companyEmail: text('company_email'),
  boardMember: boolean('board_member').notNull().default(false),
  roleId: integer('role_id'),
  commissionPlan: text('commission_plan').notNull().default(''),
  comment: text('comment').notNull().default(''),
});

export const agentProfiles = pgTable('agent_profiles', {
  agentId: integer('agent_id').primaryKey(),
  legalName: text('legal_name').notNull().default(''),
  englishName: text('english_name').notNull().default(''),
  chineseName: text('chinese_name').notNull().default(''),
  personalEmail: text('personal_email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  licenseType: text('license_type').notNull().default(''),
  licenseIssuedOn: date('license_issued_on'),
  licenseExpiresOn: date('license_expires_on'),
  boards: jsonb('boards').notNull().$type<string[]>().default([]),
  emergencyName: text('emergency_name').notNull().default(''),
  emergencyPhone: text('emergency_phone').notNull().default(''),
  emergencyRelation: text('emergency_relation').notNull().default(''),
  w9: jsonb('w9').notNull().$type<Partial<W9Details>>().default({}),
  /** The full TIN, encrypted (domain/people/tin-crypto.ts); null when only the last 4 are known. */
  tinSealed: text('tin_sealed'),
  photoKey: text('photo_key'),
  photoMime: text('photo_mime'),
  photoSize: integer('photo_size'),
});

export type StashChanges = Record<string, { before: unknown; after: unknown }>;

export const adminConfigStash = pgTable('agent_admin_config_stash', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  changes: jsonb('changes').notNull().$type<StashChanges>(),
  status: text('status').notNull().$type<'pending' | 'accepted' | 'rejected'>().default('pending'),
  submittedBy: integer('submitted_by').notNull(),
  submittedAt: ts('submitted_at').notNull(),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  reason: text('reason').notNull().default(''),
});

export const adminHistory = pgTable('agent_admin_history', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  field: text('field').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  source: text('source').notNull().$type<'office' | 'stash'>(),
  stashId: integer('stash_id'),
  byUser: integer('by_user').notNull(),
  at: ts('at').notNull(),
});

export const agentActivities = pgTable('agent_activities', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  kind: text('kind').notNull().$type<'training' | 'event' | 'award' | 'meeting' | 'other'>(),
  title: text('title').notNull(),
  happenedOn: date('happened_on').notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const licenseReminders = pgTable('license_reminders', {
  agentId: integer('agent_id').notNull(),
  expiresOn: date('expires_on').notNull(),
  days: smallint('days').notNull(),
  sentAt: ts('sent_at').notNull(),
});

export type ExportJobStatus = 'queued' | 'running' | 'done' | 'failed';

export const exportJobs = pgTable('export_jobs', {
  id: serial('id').primaryKey(),
  requestedBy: integer('requested_by').notNull(),
  filters: jsonb('filters').notNull().$type<Record<string, unknown>>().default({}),
  status: text('status').notNull().$type<ExportJobStatus>().default('queued'),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  storageKey: text('storage_key'),
  fileName: text('file_name').notNull(),
  error: text('error'),
  createdAt: ts('created_at').notNull(),
  finishedAt: ts('finished_at'),
});
