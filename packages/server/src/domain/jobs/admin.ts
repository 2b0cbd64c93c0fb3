import { JOB_ATTEMPTS_SHOWN, type JobState } from '@bq/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { jobAttempts, jobs } from '../../db/schema-jobs.js';
import { conflict, notFound } from '../../envelope.js';
import { type JobRow, requeueJob } from './queue.js';

/** The administrators' view of the queue (bq/jobs/*): every job, its attempts, a retry. */
const iso = (d: Date | null) => d?.toISOString() ?? null;

async function withAttempts(db: Db | Tx, rows: JobRow[]) {
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(jobAttempts)
        .where(inArray(jobAttempts.jobId, ids))
        .orderBy(desc(jobAttempts.attempt))
    : [];
  const byJob = new Map<number, typeof attempts>();
  for (const a of attempts) {
    const list = byJob.get(a.jobId) ?? [];
    if (list.length < JOB_ATTEMPTS_SHOWN) list.push(a);
    byJob.set(a.jobId, list);
  }
  return rows.map((j) => ({
    id: j.id,
    kind: j.kind,
    state: j.state,
    attempts: j.attempts,
    maxAttempts: j.maxAttempts,
    runAt: j.runAt.toISOString(),
    lockedBy: j.lockedBy,
    leaseUntil: iso(j.leaseUntil),
    lastError: j.lastError,
    createdAt: j.createdAt.toISOString(),
    finishedAt: iso(j.finishedAt),
    attemptLog: (byJob.get(j.id) ?? []).reverse().map((a) => ({
      attempt: a.attempt,
      worker: a.worker,
      startedAt: a.startedAt.toISOString(),
      endedAt: iso(a.endedAt),
      outcome: a.outcome,
      error: a.error,
    })),
  }));
}

/** A page of jobs, newest first, by state and kind. */
export async function listJobs(
  db: Db,
  input: { state?: JobState; kind?: string; pageNum: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (input.state) filters.push(eq(jobs.state, input.state));
  if (input.kind) filters.push(eq(jobs.kind, input.kind));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return { total: total?.n ?? 0, list: await withAttempts(db, rows) };
}

/** A failed or dead job back on the queue (queue.ts `requeueJob`), answered as it now stands. */
export async function retryJob(tx: Tx, act: { now: Date }, id: number) {
  const [found] = await tx.select().from(jobs).where(eq(jobs.id, id));
  if (!found) throw notFound('Job');
  if (found.state !== 'failed' && found.state !== 'dead')
    throw conflict(`The job is ${found.state}: only a failed or dead job is sent back`);
  const job = await requeueJob(tx, act, id);
  if (!job) throw conflict('The job changed meanwhile; reload it');
  const [row] = await withAttempts(tx, [job]);
  if (!row) throw notFound('Job');
  return row;
}
