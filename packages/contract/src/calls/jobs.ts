import { z } from 'zod';
import { JOB_STATES, jobsMeta } from '../meta/jobs.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { id, line, paged, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.jobs;

/** One attempt at a job: which server process ran it, from when to when, how it ended. */
export const jobAttempt = z.object({
  attempt: z.int(),
  /** The process (host:pid:random) that ran it. */
  worker: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  outcome: z.enum(['running', 'succeeded', 'failed']),
  error: z.string().nullable(),
});

export const jobRow = z.object({
  id: z.int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.int(),
  maxAttempts: z.int(),
  /** Not before this instant (a retry's backoff). */
  runAt: z.string(),
  /** The process holding it while it runs. */
  lockedBy: z.string().nullable(),
  leaseUntil: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Its newest attempts (at most `JOB_ATTEMPTS_SHOWN`), oldest first. */
  attemptLog: z.array(jobAttempt),
});
export type JobRow = z.infer<typeof jobRow>;

export const jobs = {
  /** Every job, newest first, by state and kind; each with its newest attempts. */
  list: defineCallOf(
    jobsMeta.list,
    listRequest(LISTS.jobs.list, {
      state: z.enum(JOB_STATES).optional(),
      kind: line(L.kind).optional(),
    }),
    paged(jobRow),
  ),
  /**
   * A failed or dead job back to the queue at once, with three more attempts; `idempotencyKey` is
   * new per click and sent again on a retry of the call, which answers the first answer.
   */
  retry: defineCallOf(
    jobsMeta.retry,
    z.object({ id: id(), idempotencyKey: text(L.idempotencyKey, L.idempotencyKey.min) }),
    jobRow,
  ),
};
