/**
 * Drizzle description of migration 0220 (the security log, docs/auth.md): written only by
 * domain/security/events.ts, read by the administrators' page; append-only in the database
 * (UPDATE, DELETE and TRUNCATE are refused by triggers).
 */
import type { SecurityEventKind } from '@bq/contract';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const securityEvents = pgTable('security_events', {
  id: serial('id').primaryKey(),
  at: ts('at').notNull(),
  kind: text('kind').notNull().$type<SecurityEventKind>(),
  /** Who acted; null: an unknown address's failed sign-in, or the system. */
  userId: integer('user_id'),
  /** Whom it concerns when that is someone else (whose role changed, whose session ended). */
  subjectId: integer('subject_id'),
  ip: text('ip').notNull().default(''),
  /** A short label of the browser and system ("Chrome 131 on Windows"), never the raw header. */
  device: text('device').notNull().default(''),
  /** sessions.id, never the token. */
  sessionId: integer('session_id'),
  detail: jsonb('detail').notNull().default({}).$type<Record<string, string | number | boolean>>(),
});
