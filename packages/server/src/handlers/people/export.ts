import { Readable } from 'node:stream';
import { EXPORT_CHUNK_BYTES, EXPORT_INLINE_MAX_ROWS } from '@bq/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessDay, businessStamp } from '../../clock/business-clock.js';
import type { FamilyHandlers, Services } from '../../context.js';
import { exportJobs } from '../../db/schema-people.js';
import { conflict, notFound } from '../../envelope.js';
import { CSV_BOM, CSV_MIME, csvDocument, csvLines } from '../../export/csv.js';
import { jobsRunning, startJob } from '../../jobs/background.js';
import {
  type AgentFilters,
  agentWhere,
  batchAfter,
  CSV_HEADER,
  countAgents,
  csvRow,
  page,
} from './list.js';
import { w9 } from './w9.js';

/** Rows read per query by a background export: what it holds in memory at once. */
const BATCH = 500;

const fileNameAt = (now: Date) => `agents-${businessStamp(now)}.csv`;

type JobRow = typeof exportJobs.$inferSelect;
const shape = (j: JobRow) => ({
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
export async function failInterruptedExports(services: Pick<Services, 'db' | 'now'>) {
  if (jobsRunning() > 0) return;
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
async function run(
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

async function ownJob(services: Pick<Services, 'db'>, userId: number, jobId: number) {
  const [job] = await services.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, jobId), eq(exportJobs.requestedBy, userId)));
  // Another user's job reads as missing: its existence is not theirs to learn.
  if (!job) throw notFound('Export job');
  return job;
}

export const agentInfoExport: FamilyHandlers<'agentInfoExport'> = {
  async export(filters, ctx) {
    const now = ctx.now();
    const where = agentWhere(filters, businessDay(now));
    const total = await countAgents(ctx.db, where);
    if (total > EXPORT_INLINE_MAX_ROWS) {
      throw conflict(
        `${total} agents match: more than ${EXPORT_INLINE_MAX_ROWS} are exported in the background (bq/agentInfoExport/start)`,
      );
    }
    const list = total === 0 ? [] : await page(ctx.db, where, EXPORT_INLINE_MAX_ROWS, 0);
    const bytes = Buffer.from(csvDocument([CSV_HEADER, ...list.map(csvRow)]), 'utf8');
    return {
      fileName: fileNameAt(now),
      mime: CSV_MIME,
      size: bytes.length,
      contentBase64: bytes.toString('base64'),
    };
  },

  async start(filters, ctx) {
    const now = ctx.now();
    const total = await countAgents(ctx.db, agentWhere(filters, businessDay(now)));
    const [job] = await ctx.db
      .insert(exportJobs)
      .values({
        requestedBy: ctx.user.userId,
        filters,
        total,
        fileName: fileNameAt(now),
        createdAt: now,
      })
      .returning();
    if (!job) throw new Error('export job insert returned nothing');
    // Not awaited: the request answers at once; `progress` follows the job.
    startJob(() => run({ db: ctx.db, files: ctx.files, now: ctx.now, log: ctx.log }, job));
    return shape(job);
  },

  async progress({ jobId }, ctx) {
    return shape(await ownJob(ctx, ctx.user.userId, jobId));
  },

  async download({ jobId, offset }, ctx) {
    const job = await ownJob(ctx, ctx.user.userId, jobId);
    if (job.status !== 'done' || !job.storageKey) {
      throw conflict(`The export is ${job.status}; download it once it is done`);
    }
    if (offset > job.size) throw conflict(`The file has ${job.size} bytes; offset is past its end`);
    const bytes = await ctx.files.readRange(job.storageKey, offset, EXPORT_CHUNK_BYTES);
    const next = offset + bytes.length;
    return {
      fileName: job.fileName,
      mime: CSV_MIME,
      size: job.size,
      offset,
      nextOffset: next < job.size ? next : null,
      contentBase64: bytes.toString('base64'),
    };
  },

  w9,
};
