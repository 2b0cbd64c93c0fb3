/**
 * Drizzle description of migration 0205 (two-step sign-in): authenticator secrets, recovery
 * codes, sign-in challenges and the security log, written by auth/two-step*.ts only.
 */
import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: integer('user_id').primaryKey(),
  /** Sealed (tin-crypto.ts): never clear text. */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: ts('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull(),
});

export const twoStepRecoveryCodes = pgTable('two_step_recovery_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: ts('used_at'),
});

export const twoStepChallenges = pgTable('two_step_challenges', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull(),
  device: text('device'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const twoStepEvents = pgTable('two_step_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull().$type<'enrolled' | 'disabled' | 'reset' | 'recovery-used'>(),
  actor: integer('actor'),
  at: ts('at').notNull(),
});
