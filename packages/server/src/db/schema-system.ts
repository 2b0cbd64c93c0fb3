/** Drizzle description of migration 0099: the blacklist (docs/decisions.md, "The blacklist"). */
import { cidr, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
