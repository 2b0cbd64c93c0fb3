/** Drizzle description of migration 0099: the blacklist (docs/decisions/system.md, "The blacklist"). */
import {
  boolean,
  cidr,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const blacklistEntries = pgTable('blacklist_entries', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().$type<'email' | 'domain' | 'ip'>(),
  /** Lower case; a network in the database's CIDR text form (a CHECK holds both). */
  value: text('value').notNull(),
  /** Set for `ip` entries only (a CHECK). */
  network: cidr('network'),
  reason: text('reason').notNull(),
  addedBy: integer('added_by').notNull(),
  addedAt: ts('added_at').notNull(),
  removedBy: integer('removed_by'),
  removedAt: ts('removed_at'),
});

/** Migration 0105: the versioned document rules (a version is never changed, a trigger says so). */
export const docRules = pgTable('doc_rules', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  version: integer('version').notNull(),
  /** Null for the seeded first versions. */
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
  note: text('note').notNull().default(''),
});

export const docRuleItems = pgTable(
  'doc_rule_items',
  {
    ruleId: integer('rule_id').notNull(),
    position: smallint('position').notNull(),
    docKey: text('doc_key').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.docKey] })],
);

/** Migration 0106: the disclosure checklists and the reviews of uploaded documents. */
export const disclosureItems = pgTable('disclosure_items', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  party: text('party').notNull(),
  position: smallint('position').notNull(),
  docKey: text('doc_key').notNull(),
  label: text('label').notNull(),
});

export const caseDocumentReviews = pgTable('case_document_reviews', {
  documentId: integer('document_id').primaryKey(),
  decision: text('decision').notNull().$type<'accepted' | 'rejected'>(),
  reason: text('reason').notNull().default(''),
  byUser: integer('by_user').notNull(),
  at: ts('at').notNull(),
});

/** Migration 0107: the settings' overrides and the configuration's append-only change log. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: integer('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const systemConfigChanges = pgTable('system_config_changes', {
  id: serial('id').primaryKey(),
  area: text('area').notNull().$type<'setting' | 'doc-rule' | 'disclosure' | 'service-time'>(),
  subject: text('subject').notNull(),
  before: text('before'),
  after: text('after'),
  byUser: integer('by_user').notNull(),
  at: ts('at').notNull(),
  rollbackOf: integer('rollback_of'),
});
