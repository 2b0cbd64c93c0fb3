import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

/** Message templates (migration 0047): the current version number per event code. */
export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  channel: text('channel').notNull().$type<'email' | 'station'>(),
  version: integer('version').notNull().default(1),
});

/** Every saved version of a template, append-only. */
export const messageTemplateVersions = pgTable('message_template_versions', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id').notNull(),
  version: integer('version').notNull(),
  subject1: text('subject1').notNull(),
  body1: text('body1').notNull(),
  subject2: text('subject2').notNull(),
  body2: text('body2').notNull(),
  changedBy: integer('changed_by'),
  changedAt: ts('changed_at').notNull(),
  restoredFrom: integer('restored_from'),
});

/** A person's delivery choice for one event (migration 0049). */
export const messagePreferences = pgTable('message_preferences', {
  userId: integer('user_id').notNull(),
  eventCode: text('event_code').notNull(),
  delivery: text('delivery').notNull().$type<'station' | 'email' | 'both' | 'none'>(),
});
