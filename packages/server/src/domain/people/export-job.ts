import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { businessDay, businessStamp } from '../../clock/business-clock.js';
import type { Services } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { exportJobs } from '../../db/schema-people.js';
import { CSV_BOM, csvLines } from '../../export/csv.js';
import { type JobHandler, JobRefused } from '../jobs/handler.js';
import { JOB_KINDS } from '../jobs/kinds.js';
import { enqueueJob, type JobRow as QueuedJob } from '../jobs/queue.js';
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

/**
 * Writes the CSV to storage batch by batch (keyset paging over users.id), so memory holds one
 * batch whatever the number of agents; progress is stored after each batch.
 */
export async function runExport(
  services: Pick<Services, 'db' | 'files' | 'now'>,
  job: JobRow,
  signal: AbortSignal,
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
      // The app is closing: the file is abandoned and the job runs again from the start.
      if (signal.aborted) throw new Error('the export was stopped');
      yield Buffer.from(csvLines(batch.map(csvRow)));
      done += batch.length;
      after = batch[batch.length - 1]?.userId ?? after;
      await db.update(exportJobs).set({ done }).where(eq(exportJobs.id, job.id));
    }
  }
  // A failure throws: the queue retries the whole export (a new file each time), and marks it
  // failed through `gaveUp` once its attempts are spent.
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
}

/** The job kind of an agent export on the durable queue (payload `{ exportId }`). */
export const AGENT_EXPORT_JOB = JOB_KINDS.agentExport;

/** The queue's handler of `people.export`: runs the export its payload names, from the start. */
export function agentExportHandler(services: Pick<Services, 'db' | 'files' | 'now'>): JobHandler {
  const load = async (queued: QueuedJob) => {
    const [row] = await services.db
      .select()
      .from(exportJobs)
      .where(eq(exportJobs.id, Number(queued.payload.exportId)));
    return row ?? null;
  };
  return {
    async run(queued, ctx) {
      const row = await load(queued);
      if (!row) throw new JobRefused(`export ${String(queued.payload.exportId)} is gone`);
      if (row.status === 'done') return;
      await runExport(services, row, ctx.signal);
    },
    async gaveUp(queued, error, ctx) {
      ctx.log.error({ jobId: queued.id, error }, 'agent export gave up');
      await services.db
        .update(exportJobs)
        .set({
          status: 'failed',
          error: 'The export failed; start it again',
          finishedAt: services.now(),
        })
        .where(eq(exportJobs.id, Number(queued.payload.exportId)));
    },
  };
}

/**
 * A background export of the Users list as it is filtered now, with its job on the durable queue
 * (in the caller's transaction); answered at once as queued.
 */
export async function queueExport(
  db: Db | Tx,
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
  await enqueueJob(db, act, { kind: AGENT_EXPORT_JOB, payload: { exportId: job.id } });
  return job;
}
