/**
 * Drizzle description of migration 0206 (the one change log): written only by the trigger
 * `change_log_write` of each audited table, read by domain/change-log/; append-only in the
 * database (UPDATE, DELETE and TRUNCATE are refused by triggers).
 */
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const changeLog = pgTable('change_log', {
  id: serial('id').primaryKey(),
  at: ts('at').notNull(),
  /** users.id of the caller; null = the system (a sweep, a job, the seed). */
  actorId: integer('actor_id'),
  /** The contract path of the call that wrote it. */
  call: text('call'),
  recordKind: text('record_kind').notNull(),
  recordId: text('record_id').notNull(),
  tableName: text('table_name').notNull(),
  op: text('op').notNull().$type<'insert' | 'update' | 'delete'>(),
  /** Changed columns before (an update), the whole row (a delete), null (an insert). */
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
});
