/**
 * Drizzle description of the tables the SQL migrations create (`migrations/*.sql` are the source
 * of truth for DDL; this file only lets queries be typed). Keep both in step:
 * test/schema-drift.test.ts compares them. Each table is declared once, in its area's file; this
 * one re-exports the areas the handlers import from here.
 */
import {
  boolean,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, timestampColumn as ts } from './columns.js';

export const modules = pgTable('modules', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  key: text('key').notNull(),
  title: text('title').notNull(),
  kind: text('kind').notNull().$type<'menu' | 'page' | 'permission'>(),
  sort: integer('sort').notNull(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): PgColumn => roles.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const roleModules = pgTable('role_modules', {
  roleId: integer('role_id').notNull(),
  moduleId: text('module_id').notNull(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  kind: text('kind').notNull().$type<'staff' | 'tourist'>().default('staff'),
  activeRoleId: integer('active_role_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Migration 0050: 1 Chinese, 2 English; what their mail and messages are written in. */
  languageType: smallint('language_type').notNull().$type<1 | 2>().default(2),
});

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull(),
  roleId: integer('role_id').notNull(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull(),
  createdAt: ts('created_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull(),
  revokedAt: ts('revoked_at'),
  /** The person must enrol in two-step sign-in before any other call (migration 0205). */
  mustEnrol: boolean('must_enrol').notNull().default(false),
  /** Where it was opened (migration 0220): the client address and a short device label. */
  ip: text('ip'),
  device: text('device'),
  /** The last authenticator or recovery code this session gave (migration 0230, step-up). */
  stepUpAt: ts('step_up_at'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  purpose: smallint('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: ts('used_at'),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  toAddr: text('to_addr').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at'),
  lastError: text('last_error'),
  /** Migration 0048: the delivery state, attempts so far, and the worker's claim. */
  status: text('status')
    .notNull()
    .$type<'queued' | 'sending' | 'sent' | 'failed'>()
    .default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  claimedUntil: ts('claimed_until'),
  messageId: text('message_id'),
  /** Migration 0081: a campaign's headers (List-Unsubscribe) and the campaign it belongs to. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  campaignId: integer('campaign_id'),
});

/** Migration 0191: the files a mail carries, queued with it, sent at every attempt. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
});

export const outboxAttempts = pgTable('outbox_attempts', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id').notNull(),
  at: ts('at').notNull(),
  outcome: text('outcome').notNull().$type<'sent' | 'failed'>(),
  response: text('response').notNull().default(''),
});

export const orgs = pgTable('orgs', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  oldId: integer('old_id'),
  name: text('name').notNull(),
  type: smallint('type').notNull().$type<1 | 2>(),
  address: text('address').notNull().default(''),
  /** Optimistic version (migration 0030): every edit adds one. */
  version: integer('version').notNull().default(1),
});

export const tourists = pgTable('tourists', {
  userId: integer('user_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  company: text('company').notNull().default(''),
  wechat: text('wechat').notNull().default(''),
});

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sender: text('sender').notNull(),
  /** Null for letters from before migration 0013 and for system letters. */
  senderId: integer('sender_id'),
  status: smallint('status').notNull().$type<0 | 1>().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export * from './schema-applications.js';
export * from './schema-bank.js';
export * from './schema-calendar.js';
export * from './schema-cases.js';
export * from './schema-change-log.js';
export * from './schema-commerce.js';
export * from './schema-finance.js';
export * from './schema-groups.js';
export * from './schema-jobs.js';
export * from './schema-ledger.js';
export * from './schema-listings.js';
export * from './schema-mailing.js';
export * from './schema-office.js';
export * from './schema-payroll.js';
export * from './schema-people.js';
export * from './schema-security.js';
export * from './schema-system.js';
export * from './schema-tokens.js';
export * from './schema-two-step.js';
export * from './schema-views.js';

/** One failed login (or wrong old password), by address and by client IP (migration 0013). */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  at: ts('at').notNull(),
});

/** Keys shared by every server on this database, made once (migration 0073; auth/device-cookie.ts). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull(),
});
