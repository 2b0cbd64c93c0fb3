import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessDay, businessStamp } from '../../clock/business-clock.js';
import type { Services } from '../../context.js';
import type { Db } from '../../db/index.js';
import { exportJobs } from '../../db/schema-people.js';
import { CSV_BOM, csvLines } from '../../export/csv.js';
import type { SignedAct } from '../shared/act.js';
import { type AgentFilters, agentWhere, batchAfter, CSV_HEADER, csvRow } from './list.js';

/** Rows read per query by a background export: what it holds in memory at once. */
const BATCH = 500;

export const fileNameAt = (now: Date) => `agents-${businessStamp(now)}.csv`;

type JobRow = typeof exportJobs.$inferSelect;
export const exportShape = (j: JobRow) => ({
  jobId: j.id,
  status: j.status,
  total: j.total,
  done: j.done,
  size: j.size,
  fileName: j.fileName,
  error: j.error,
  createdAt: j.createdAt.toISOString(),
  finishedAt: j.finishedAt?.toISOString() ?? null,
});

/** A job interrupted by a restart never finishes: say so instead of leaving it "running". */
export async function failInterruptedExports(services: Pick<Services, 'db' | 'now' | 'jobs'>) {
  if (services.jobs.running > 0) return;
  await services.db
    .update(exportJobs)
    .set({
      status: 'failed',
      error: 'The server restarted during the export; start it again',
      finishedAt: services.now(),
    })
    .where(inArray(exportJobs.status, ['queued', 'running']));
}

/**
 * Writes the CSV to storage batch by batch (keyset paging over users.id), so memory holds one
 * batch whatever the number of agents; progress is stored after each batch.
 */
export async function runExport(
  services: Pick<Services, 'db' | 'files' | 'now'> & { log: FastifyBaseLogger },
  job: JobRow,
) {
  const { db, files } = services;
  const where = agentWhere(job.filters as AgentFilters, businessDay(job.createdAt));
  await db.update(exportJobs).set({ status: 'running' }).where(eq(exportJobs.id, job.id));
  let done = 0;
  async function* csv() {
    yield Buffer.from(CSV_BOM + csvLines([CSV_HEADER]));
    let after = 0;
    for (;;) {
      const batch = await batchAfter(db, where, after, BATCH);
      if (batch.length === 0) return;
      yield Buffer.from(csvLines(batch.map(csvRow)));
      done += batch.length;
      after = batch[batch.length - 1]?.userId ?? after;
      await db.update(exportJobs).set({ done }).where(eq(exportJobs.id, job.id));
    }
  }
  try {
    const saved = await files.save(Readable.from(csv()));
    await db
      .update(exportJobs)
      .set({
        status: 'done',
        done,
        size: saved.size,
        storageKey: saved.key,
        finishedAt: services.now(),
      })
      .where(eq(exportJobs.id, job.id));
  } catch (error) {
    services.log.error({ err: error, jobId: job.id }, 'agent export failed');
    await db
      .update(exportJobs)
      .set({
        status: 'failed',
        error: 'The export failed; start it again',
        finishedAt: services.now(),
      })
      .where(eq(exportJobs.id, job.id))
      .catch(() => {});
  }
}

/** A background export of the Users list as it is filtered now, answered at once as queued. */
export async function queueExport(
  db: Db,
  act: SignedAct,
  input: { filters: AgentFilters; total: number },
): Promise<JobRow> {
  const [job] = await db
    .insert(exportJobs)
    .values({
      requestedBy: act.actor,
      filters: input.filters,
      total: input.total,
      fileName: fileNameAt(act.now),
      createdAt: act.now,
    })
    .returning();
  if (!job) throw new Error('export job insert returned nothing');
  return job;
}
