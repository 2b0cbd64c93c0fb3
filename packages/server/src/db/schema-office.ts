/**
 * Drizzle description of migration 0110: the office's lists under /system (dictionary, boards and
 * their members, recruitments, external links; docs/decisions/system.md, "The office's lists").
 */
import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const dictionaryEntries = pgTable('dictionary_entries', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().$type<'recruitSource'>(),
  code: text('code').notNull(),
  label: text('label').notNull(),
  labelZh: text('label_zh').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

export const associations = pgTable('associations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull().default(''),
  mls: text('mls').notNull().default(''),
  website: text('website').notNull().default(''),
  active: boolean('active').notNull().default(true),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});

export const associationMembers = pgTable('association_members', {
  id: serial('id').primaryKey(),
  associationId: integer('association_id').notNull(),
  agentId: integer('agent_id').notNull(),
  memberNo: text('member_no').notNull().default(''),
  joinedOn: date('joined_on').notNull(),
  endedOn: date('ended_on'),
  addedBy: integer('added_by'),
  addedAt: ts('added_at').notNull(),
  endedBy: integer('ended_by'),
});

export const recruitments = pgTable('recruitments', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id').notNull(),
  recruiterId: integer('recruiter_id'),
  source: text('source').notNull(),
  recruitedOn: date('recruited_on').notNull(),
  note: text('note').notNull().default(''),
  updatedBy: integer('updated_by').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const externalLinks = pgTable('external_links', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  updatedBy: integer('updated_by'),
  updatedAt: ts('updated_at').notNull(),
});
