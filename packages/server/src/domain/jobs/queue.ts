import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { jobAttempts, jobs } from '../../db/schema-jobs.js';

/**
 * The durable job queue (migration 0211): every process's worker claims from one table, so a
 * job outlives the process that started it. A worker holds a claimed job by a lease it renews;
 * when the lease runs out (its process died, `kill -9`), the next claim takes the job over and
 * closes the dead attempt as failed. Every instant is the caller's clock.
 */
export type JobRow = typeof jobs.$inferSelect;
export type AttemptRow = typeof jobAttempts.$inferSelect;

/** Errors are kept whole enough to read, not whole stacks. */
const ERROR_CHARS = 2000;
const clip = (message: string) => message.slice(0, ERROR_CHARS);

/** Retries wait BASE × 2^(attempt−1), at most an hour: 10 s, 20 s, 40 s, … by default. */
export const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 3_600_000;
export const backoffMs = (attempt: number, baseMs = BACKOFF_BASE_MS) =>
  Math.min(BACKOFF_MAX_MS, baseMs * 2 ** Math.max(0, attempt - 1));

/** Claims a lease-expired job found dead this many times in one call before answering. */
const CLAIM_TRIES = 10;

export interface EnqueueInput {
  kind: string;
  payload?: Record<string, unknown>;
  /** One live (queued or running) job per kind and key: a second ask answers null. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Not before this instant; default the caller's now. */
  runAt?: Date;
}

/** Queues a job in the caller's transaction; null when a live job holds its dedupe key. */
export async function enqueueJob(
  db: Db | Tx,
  act: { now: Date },
  input: EnqueueInput,
): Promise<JobRow | null> {
  const [job] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      dedupeKey: input.dedupeKey ?? null,
      maxAttempts: input.maxAttempts ?? 5,
      runAt: input.runAt ?? act.now,
      createdAt: act.now,
    })
    .onConflictDoNothing()
    .returning();
  return job ?? null;
}

/**
 * A periodic job's run for the period `now` falls in (periods of `everyMs` from the epoch): queued
 * once per period whichever process asks first and however often, its dedupe key the period's
 * start. Null when the period has its job already (live or ended).
 */
export async function enqueueForPeriod(
  db: Db,
  act: { now: Date },
  kind: string,
  everyMs: number,
): Promise<JobRow | null> {
  const period = new Date(Math.floor(act.now.getTime() / everyMs) * everyMs).toISOString();
  const [had] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, period)))
    .limit(1);
  if (had) return null;
  // Two processes asking at once both find none: the live-job index keeps the second out.
  return enqueueJob(db, act, { kind, dedupeKey: period, maxAttempts: 3 });
}

export interface Lease {
  now: Date;
  /** Who claims: host, process and a random part, unique per worker. */
  worker: string;
  leaseMs: number;
}

export interface ClaimResult {
  /** The job this worker now holds, its `attempts` counting this attempt. */
  job: JobRow | null;
  /** Lease-expired jobs that had no attempt left: now dead, for their area to be told. */
  buried: JobRow[];
}

const leaseExpired = (worker: string | null) =>
  `lease expired: ${worker ?? 'its worker'} stopped renewing it (the process died or hung)`;

/**
 * Claims the next due job of `kinds` (queued and due, or running with its lease run out), skipping
 * rows another worker holds locked, so two workers never take one job. A lease-expired job's open
 * attempt is closed as failed; one with no attempt left goes to dead instead of running again.
 */
export async function claimJob(
  db: Db,
  lease: Lease,
  kinds: readonly string[],
): Promise<ClaimResult> {
  const buried: JobRow[] = [];
  if (kinds.length === 0) return { job: null, buried };
  const { now, worker } = lease;
  for (let i = 0; i < CLAIM_TRIES; i += 1) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, [...kinds]),
            or(
              and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
              and(eq(jobs.state, 'running'), lt(jobs.leaseUntil, now)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      if (due.state === 'running') {
        const error = leaseExpired(due.lockedBy);
        await closeAttempt(tx, due, now, 'failed', error);
        if (due.attempts >= due.maxAttempts) {
          const [dead] = await tx
            .update(jobs)
            .set({
              state: 'dead',
              lastError: error,
              lockedBy: null,
              leaseUntil: null,
              finishedAt: now,
            })
            .where(eq(jobs.id, due.id))
            .returning();
          return { dead: dead ?? { ...due, state: 'dead' as const } };
        }
        due.lastError = error;
      }
      const [job] = await tx
        .update(jobs)
        .set({
          state: 'running',
          attempts: due.attempts + 1,
          lockedBy: worker,
          leaseUntil: new Date(now.getTime() + lease.leaseMs),
          lastError: due.lastError,
        })
        .where(eq(jobs.id, due.id))
        .returning();
      if (!job) return null;
      await tx
        .insert(jobAttempts)
        .values({ jobId: job.id, attempt: job.attempts, worker, startedAt: now });
      return { job };
    });
    if (!outcome) return { job: null, buried };
    if ('job' in outcome) return { job: outcome.job ?? null, buried };
    buried.push(outcome.dead);
  }
  return { job: null, buried };
}

async function closeAttempt(
  tx: Tx,
  job: Pick<JobRow, 'id' | 'attempts'>,
  now: Date,
  outcome: 'succeeded' | 'failed',
  error: string | null,
) {
  await tx
    .update(jobAttempts)
    .set({ outcome, endedAt: now, error: error === null ? null : clip(error) })
    .where(
      and(
        eq(jobAttempts.jobId, job.id),
        eq(jobAttempts.attempt, job.attempts),
        eq(jobAttempts.outcome, 'running'),
      ),
    );
}

const held = (job: Pick<JobRow, 'id'>, worker: string) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, worker), eq(jobs.state, 'running'));

/** Renews the lease; false when this worker no longer holds the job (another took it over). */
export async function renewLease(db: Db, lease: Lease, job: Pick<JobRow, 'id'>): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ leaseUntil: new Date(lease.now.getTime() + lease.leaseMs) })
    .where(held(job, lease.worker))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

/**
 * How an attempt ended: done; failed and worth a retry (after a backoff, or dead once its attempts
 * are spent); refused (the work itself says a retry cannot help: failed at once); or released
 * (its process is closing: queued again at once, for this or another process).
 */
export type AttemptEnd =
  | { outcome: 'succeeded' }
  | { outcome: 'retry'; error: string; backoffBaseMs?: number }
  | { outcome: 'refused'; error: string }
  | { outcome: 'released'; error: string };

/**
 * Ends this worker's attempt and moves the job on; answers the job as it now stands, or null
 * when this worker had lost it (its lease ran out and another worker took it over).
 */
export async function finishAttempt(
  db: Db,
  at: { now: Date; worker: string },
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  end: AttemptEnd,
): Promise<JobRow | null> {
  const { now } = at;
  return db.transaction(async (tx) => {
    const error = end.outcome === 'succeeded' ? null : clip(end.error);
    const free = { lockedBy: null, leaseUntil: null } as const;
    const next =
      end.outcome === 'succeeded'
        ? { ...free, state: 'succeeded' as const, finishedAt: now }
        : end.outcome === 'refused'
          ? { ...free, state: 'failed' as const, lastError: error, finishedAt: now }
          : end.outcome === 'released'
            ? { ...free, state: 'queued' as const, lastError: error, runAt: now }
            : job.attempts >= job.maxAttempts
              ? { ...free, state: 'dead' as const, lastError: error, finishedAt: now }
              : {
                  ...free,
                  state: 'queued' as const,
                  lastError: error,
                  runAt: new Date(now.getTime() + backoffMs(job.attempts, end.backoffBaseMs)),
                };
    const [moved] = await tx.update(jobs).set(next).where(held(job, at.worker)).returning();
    if (!moved) return null;
    await closeAttempt(tx, job, now, end.outcome === 'succeeded' ? 'succeeded' : 'failed', error);
    return moved;
  });
}

/**
 * A failed or dead job queued again at once by a person, with three more attempts than it has
 * used; null when it is in another state (or a live twin holds its dedupe key: the database
 * refuses the second, which the caller answers as a conflict).
 */
export async function requeueJob(tx: Db | Tx, act: { now: Date }, id: number) {
  const [job] = await tx
    .update(jobs)
    .set({
      state: 'queued',
      runAt: act.now,
      finishedAt: null,
      maxAttempts: sql`least(${jobs.attempts} + 3, 1000)`,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'dead'])))
    .returning();
  return job ?? null;
}
