import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { DRE_IMPORT_SKIPPED_SHOWN } from '@bq/contract';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { dreImportJobs } from '../../db/schema-dre.js';
import { type JobHandler, JobRefused } from '../jobs/handler.js';
import { JOB_KINDS } from '../jobs/kinds.js';
import { enqueueJob, type JobRow as QueuedJob } from '../jobs/queue.js';
import type { SignedAct } from '../shared/act.js';
import { type DreRow, headerColumns, toRow } from './rows.js';
import { newTally, storeBatch } from './store.js';

/**
 * Rows per transaction: the first batch's, then sized from how long the last one took, aiming at
 * BATCH_TARGET_MS. Each batch holds the database for its transaction, and on PGlite (one
 * connection, run on this very thread) every other call waits for it, so a batch is kept short
 * whatever the machine's load: other calls then wait tens of milliseconds, not the whole file
 * (`pnpm bench:import` measures it). On PostgreSQL the same sizes just cost a little throughput.
 */
export const FIRST_BATCH_ROWS = 250;
const MIN_BATCH_ROWS = 25;
const MAX_BATCH_ROWS = 2000;
const BATCH_TARGET_MS = 15;
/**
 * After each batch the job rests twice as long as the batch took: it takes a third of the thread at
 * most, so a call that arrives between batches is answered at once rather than queued behind the
 * next one. Three times the import time, in the background, for other people's calls kept at their
 * usual speed (measured: 25 ms batches with an equal rest left a p99 of 335–406 ms, this 276 ms).
 */
const REST_SHARE = 2;
/** Rows parsed between two turns of the event loop when no batch is written. */
const YIELD_EVERY = 100;

/** The next batch's size: scaled toward the target, at most doubling or halving per batch. */
export function nextBatchRows(rows: number, tookMs: number): number {
  const scaled = (rows * BATCH_TARGET_MS) / Math.max(tookMs, 1);
  const bounded = Math.min(rows * 2, Math.max(rows / 2, scaled));
  return Math.round(Math.min(MAX_BATCH_ROWS, Math.max(MIN_BATCH_ROWS, bounded)));
}

export const NO_ROWS = 'The file has no licence rows (a header row, then one per licence)';

export type JobRow = typeof dreImportJobs.$inferSelect;
type JobServices = Pick<Services, 'db' | 'files' | 'now'> & { log: FastifyBaseLogger };

/** A batch that could not be written: the database's fault, not the file's (retried). */
class StoreFailed extends Error {}
/** The app is closing: the job stops between two batches. */
class Stopped extends Error {}

export const shape = (j: JobRow) => ({
  jobId: j.id,
  status: j.status,
  fileName: j.fileName,
  size: j.size,
  bytesRead: j.bytesRead,
  rows: j.rowsRead,
  stored: j.stored,
  matched: j.matched,
  unmatched: j.unmatched,
  updated: j.updated,
  skippedCount: j.skippedCount,
  skipped: j.skipped,
  error: j.error,
  createdAt: j.createdAt.toISOString(),
  finishedAt: j.finishedAt?.toISOString() ?? null,
});

/** Why an import ended without finishing, in words for the person who uploaded the file. */
function failure(error: unknown, stored: number): string {
  const kept =
    stored > 0 ? ` ${stored} rows were stored before it stopped (a new import updates them).` : '';
  if (error instanceof StoreFailed) return `The import failed; upload the file again.${kept}`;
  const message = error instanceof Error ? error.message : String(error);
  if (message === NO_ROWS) return NO_ROWS;
  return `The file is not a readable CSV: ${message.slice(0, 200)}${kept}`;
}

/**
 * Reads the stored upload as a stream and writes it batch by batch: csv-parse hands records out
 * as the file is read, the loop gives the event loop a turn every few hundred rows and after
 * every batch, and each batch (with the job's progress) is one short transaction, so other
 * people's calls run between batches instead of after the whole file. A licence listed twice in
 * a batch keeps its later line; in two batches, the later batch updates the earlier.
 *
 * Resumable: the rows read so far are written in the batch's own transaction, so an attempt that
 * takes over a cut-off import (its process died) skips the rows already stored and goes on from
 * there; no row is written twice. Throws to have the job retried (a batch the database refused,
 * the app closing); a file that cannot be read is `JobRefused`, marked failed here.
 */
export async function runImport(services: JobServices, job: JobRow, signal: AbortSignal) {
  const { db, files } = services;
  const key = job.storageKey;
  if (!key) throw new JobRefused(`import job ${job.id} has no stored file`);
  // The import's moment is when it was asked for, as when it ran in the call.
  const act = { now: job.createdAt, actor: job.requestedBy };
  const tally = newTally();
  // What earlier attempts stored: skipped on the way to the checkpoint, counted from there.
  const checkpoint = job.rowsRead;
  const base = {
    stored: job.stored,
    matched: job.matched,
    unmatched: job.unmatched,
    updated: job.updated,
  };
  const skipped: { line: number; reason: string }[] = [...job.skipped];
  let rows = 0;
  let skippedCount = job.skippedCount;
  let bytesRead = job.bytesRead;
  let batch = new Map<string, DreRow>();
  let batchRows = FIRST_BATCH_ROWS;
  const progress = () => ({
    rowsRead: rows,
    bytesRead,
    skippedCount,
    skipped,
    stored: base.stored + tally.stored,
    matched: base.matched + tally.matched,
    unmatched: base.unmatched + tally.unmatched.size,
    updated: base.updated + tally.updated,
  });
  const where = eq(dreImportJobs.id, job.id);

  const flush = async () => {
    if (signal.aborted) throw new Stopped();
    const list = [...batch.values()];
    batch = new Map();
    const started = performance.now();
    try {
      await db.transaction(async (tx) => {
        await storeBatch(tx, act, list, tally);
        await tx.update(dreImportJobs).set(progress()).where(where);
      });
    } catch (error) {
      services.log.error({ err: error, jobId: job.id }, 'DRE import batch failed');
      throw new StoreFailed(failure(new StoreFailed(), base.stored + tally.stored));
    }
    const tookMs = performance.now() - started;
    batchRows = nextBatchRows(batchRows, tookMs);
    await sleep(Math.min(tookMs * REST_SHARE, 250));
  };

  // Small reads: each is parsed in one go, so a smaller chunk is a shorter hold of the thread.
  const source = files.stream(key, 16 * 1024);
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // Each record with the parser's position: the line a refused row is on, the bytes read.
    info: true,
    columns: headerColumns,
  });
  source.once('error', (error) => parser.destroy(error)).pipe(parser);
  try {
    await db
      .update(dreImportJobs)
      .set({ status: 'running', error: null, finishedAt: null })
      .where(where);
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number; bytes: number };
    }>) {
      rows += 1;
      if (rows <= checkpoint) {
        if (rows % YIELD_EVERY === 0) await nextTurn();
        continue;
      }
      bytesRead = info.bytes;
      const row = toRow(info.lines, record);
      if (typeof row === 'string') {
        skippedCount += 1;
        if (skipped.length < DRE_IMPORT_SKIPPED_SHOWN)
          skipped.push({ line: info.lines, reason: row });
      } else {
        batch.set(row.licenseId, row);
      }
      if (batch.size >= batchRows) await flush();
      else if (rows % YIELD_EVERY === 0) await nextTurn();
    }
    if (rows === 0) throw new Error(NO_ROWS);
    if (batch.size > 0) await flush();
    if (signal.aborted) throw new Stopped();
    await db
      .update(dreImportJobs)
      .set({
        ...progress(),
        bytesRead: job.size,
        status: 'done',
        storageKey: null,
        finishedAt: services.now(),
      })
      .where(where);
  } catch (error) {
    // A stop or a refused batch: the job is retried from the last stored batch.
    if (error instanceof Stopped || error instanceof StoreFailed || signal.aborted) throw error;
    const message = failure(error, base.stored + tally.stored);
    await endImport(services, job, message);
    throw new JobRefused(message);
  } finally {
    source.destroy();
  }
  await files.remove(key).catch(() => {});
}

/**
 * The import will not run again by itself: it says failed, with what it stored. A refused file is
 * removed; a dead one (its attempts spent on a database fault) keeps its upload for a retry from
 * the jobs page.
 */
export async function endImport(
  services: Pick<Services, 'db' | 'files' | 'now'>,
  job: Pick<JobRow, 'id' | 'storageKey'>,
  error: string,
  opts: { keepUpload?: boolean } = {},
) {
  await services.db
    .update(dreImportJobs)
    .set({
      status: 'failed',
      error,
      ...(opts.keepUpload ? {} : { storageKey: null }),
      finishedAt: services.now(),
    })
    .where(eq(dreImportJobs.id, job.id));
  if (!opts.keepUpload && job.storageKey)
    await services.files.remove(job.storageKey).catch(() => {});
}

/** The job kind of an import on the durable queue (payload `{ importId }`). */
export const DRE_IMPORT_JOB = JOB_KINDS.dreImport;

/** The queue's handler of `dre.import`: runs (or resumes) the import its payload names. */
export function dreImportHandler(services: Pick<Services, 'db' | 'files' | 'now'>): JobHandler {
  const load = async (queued: QueuedJob) => {
    const [row] = await services.db
      .select()
      .from(dreImportJobs)
      .where(eq(dreImportJobs.id, Number(queued.payload.importId)));
    return row ?? null;
  };
  return {
    async run(queued, ctx) {
      const row = await load(queued);
      if (!row) throw new JobRefused(`DRE import ${String(queued.payload.importId)} is gone`);
      if (row.status === 'done') return;
      await runImport({ ...services, log: ctx.log }, row, ctx.signal);
    },
    async gaveUp(queued, error, ctx) {
      const row = await load(queued);
      if (!row || row.status === 'done') return;
      if (queued.state === 'failed' && row.status === 'failed') return;
      const dead = queued.state === 'dead';
      ctx.log.error({ jobId: queued.id, importId: row.id, error }, 'DRE import gave up');
      await endImport(
        services,
        row,
        dead
          ? `The import failed; upload the file again.${row.stored > 0 ? ` ${row.stored} rows were stored before it stopped (a new import updates them).` : ''}`
          : error,
        { keepUpload: dead },
      );
    },
  };
}

/**
 * An import of a stored upload and its job on the durable queue, in the caller's transaction;
 * answered at once as queued.
 */
export async function queueImport(
  tx: Db | Tx,
  act: SignedAct,
  input: { fileName: string; size: number; storageKey: string },
): Promise<JobRow> {
  const [job] = await tx
    .insert(dreImportJobs)
    .values({
      requestedBy: act.actor,
      fileName: input.fileName.slice(0, 200),
      size: input.size,
      storageKey: input.storageKey,
      createdAt: act.now,
    })
    .returning();
  if (!job) throw new Error('import job insert returned nothing');
  await enqueueJob(tx, act, { kind: DRE_IMPORT_JOB, payload: { importId: job.id } });
  return job;
}
