/**
 * Drizzle description of migration 0112: groups, their members, and the group mails with one
 * written-once row per member (docs/decisions/groups.md, "Groups and group e-mail").
 */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  ownerId: integer('owner_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  removedAt: ts('removed_at'),
});

export const groupMembers = pgTable('group_members', {
  groupId: integer('group_id').notNull(),
  userId: integer('user_id').notNull(),
  addedBy: text('added_by').notNull().$type<'person' | 'role' | 'branch'>(),
  addedWith: text('added_with').notNull().default(''),
  addedByUser: integer('added_by_user'),
  addedAt: ts('added_at').notNull(),
});

export const groupMails = pgTable('group_mails', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull(),
  groupName: text('group_name').notNull(),
  source: text('source').notNull().$type<'template' | 'text'>(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBy: integer('sent_by').notNull(),
  sentAt: ts('sent_at').notNull(),
});

export const groupMailRecipients = pgTable('group_mail_recipients', {
  groupMailId: integer('group_mail_id').notNull(),
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  outboxId: integer('outbox_id'),
  messageId: integer('message_id'),
  skipped: boolean('skipped').notNull().default(false),
});
