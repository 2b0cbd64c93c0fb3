/**
 * Drizzle description of migration 0210 (saved views of the portal's lists), written by
 * domain/views/views.ts only.
 */
import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  listKey: text('list_key').notNull(),
  name: text('name').notNull(),
  ownerId: integer('owner_id').notNull(),
  /** Shared with every holder of this role; null: its owner's alone. */
  roleId: integer('role_id'),
  /** The list's query string without its `?`: the portal's to read. */
  query: text('query').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: integer('user_id').notNull(),
    listKey: text('list_key').notNull(),
    viewId: integer('view_id').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] })],
);
