/** Drizzle description of migrations 0030 and 0074: DRE licence records and import jobs. */
import type { DRE_IMPORT_JOB_STATUSES } from '@bq/contract';
import { bigint, date, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

type DreImportJobStatus = (typeof DRE_IMPORT_JOB_STATUSES)[number];

export const dreRecords = pgTable('dre_records', {
  id: serial('id').primaryKey(),
  licenseId: text('license_id').notNull(),
  name: text('name').notNull(),
  licenseType: text('license_type').notNull().default(''),
  licenseStatus: text('license_status').notNull().default(''),
  expiresOn: date('expires_on', { mode: 'string' }),
  agentId: integer('agent_id'),
  matchedBy: text('matched_by').$type<'auto' | 'manual'>(),
  matchedAt: ts('matched_at'),
  importedAt: ts('imported_at').notNull().defaultNow(),
});

/** Migration 0074: a DRE import running in the background, and what it has done so far. */
export const dreImportJobs = pgTable('dre_import_jobs', {
  id: serial('id').primaryKey(),
  requestedBy: integer('requested_by').notNull(),
  status: text('status').notNull().$type<DreImportJobStatus>().default('queued'),
  fileName: text('file_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  storageKey: text('storage_key'),
  rowsRead: integer('rows_read').notNull().default(0),
  stored: integer('stored').notNull().default(0),
  matched: integer('matched').notNull().default(0),
  unmatched: integer('unmatched').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  skipped: jsonb('skipped').notNull().$type<{ line: number; reason: string }[]>().default([]),
  error: text('error'),
  createdAt: ts('created_at').notNull(),
  finishedAt: ts('finished_at'),
});
