/**
 * Drizzle description of migration 0211 (the durable job queue), written by domain/jobs/ only.
 */
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampColumn as ts } from './columns.js';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'dead';
export type AttemptOutcome = 'running' | 'succeeded' | 'failed';

export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>().default({}),
  state: text('state').notNull().$type<JobState>().default('queued'),
  /** Attempts started so far, the running one included. */
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  /** Not before: a retry's backoff, or when a scheduled job is due. */
  runAt: ts('run_at').notNull(),
  /** The worker holding the lease (host:pid:random), null when none runs it. */
  lockedBy: text('locked_by'),
  leaseUntil: ts('lease_until'),
  lastError: text('last_error'),
  dedupeKey: text('dedupe_key'),
  createdAt: ts('created_at').notNull(),
  finishedAt: ts('finished_at'),
});

export const jobAttempts = pgTable('job_attempts', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull(),
  attempt: integer('attempt').notNull(),
  worker: text('worker').notNull(),
  startedAt: ts('started_at').notNull(),
  endedAt: ts('ended_at'),
  outcome: text('outcome').notNull().$type<AttemptOutcome>().default('running'),
  error: text('error'),
});
