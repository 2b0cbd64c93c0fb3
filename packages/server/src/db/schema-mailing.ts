/** Drizzle description of migration 0081: the mailing list (docs/commerce.md rule 8). */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const mailLists = pgTable('mail_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
});

export const mailSubscribers = pgTable('mail_subscribers', {
  id: serial('id').primaryKey(),
  listId: integer('list_id').notNull(),
  /** Lower-cased (a CHECK in the database). */
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  addedBy: integer('added_by'),
  addedAt: ts('added_at').notNull(),
});

export const mailOptouts = pgTable('mail_optouts', {
  email: text('email').primaryKey(),
  at: ts('at').notNull(),
  how: text('how').notNull().$type<'one-click' | 'page'>(),
  campaignId: integer('campaign_id'),
});

export const mailCampaigns = pgTable('mail_campaigns', {
  id: serial('id').primaryKey(),
  listId: integer('list_id').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBy: integer('sent_by'),
  sentAt: ts('sent_at').notNull(),
  queued: integer('queued').notNull(),
  skipped: integer('skipped').notNull(),
});
