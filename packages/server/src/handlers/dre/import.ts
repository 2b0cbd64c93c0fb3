import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type { Ctx, SessionUser } from '../../context.js';
import { dreImportJobs } from '../../db/schema-dre.js';
import { NO_ROWS, queueImport, shape } from '../../domain/dre/import-job.js';
import { HEADER_REFUSED, headerColumns } from '../../domain/dre/rows.js';
import { badInput, fieldRefused, notFound } from '../../envelope.js';
import { fileTooLarge, type IncomingFile, multipartRefusal } from '../../files/multipart.js';
import type { FileStorage } from '../../files/storage.js';

/** Enough of the file's start to hold its header row. */
const HEAD_BYTES = 64 * 1024;

/**
 * Streams the upload to storage as it arrives (never whole in memory). The multipart reader cuts
 * the part the moment it passes the call's limit, so an oversized file is refused then, before
 * a single row is parsed, and what was written of it is removed.
 */
async function receive(files: FileStorage, file: IncomingFile) {
  let saved: { key: string; size: number };
  try {
    saved = await files.save(file.stream);
  } catch (error) {
    if (file.tooLarge()) throw fileTooLarge(file);
    throw multipartRefusal(error) ?? error;
  }
  if (file.tooLarge() || saved.size === 0) {
    await files.remove(saved.key);
    throw file.tooLarge() ? fileTooLarge(file) : badInput(NO_ROWS);
  }
  return saved;
}

/**
 * The header row is checked before the job is queued: a file that is not a licence list at all
 * is refused by the call, as it was before imports ran in the background. The rows' own faults
 * are the job's to report.
 */
async function checkHeader(files: FileStorage, key: string) {
  const head = (await files.readRange(key, 0, HEAD_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
  const line = head.split(/\r\n|\n|\r/).find((l) => l.trim() !== '');
  if (line === undefined) throw badInput(NO_ROWS);
  let cells: string[];
  try {
    cells = (parse(line, { trim: true, relax_column_count: true }) as string[][])[0] ?? [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badInput(`The file is not a readable CSV: ${message.slice(0, 200)}`);
  }
  try {
    headerColumns(cells);
  } catch {
    throw badInput(`The file is not a readable CSV: ${HEADER_REFUSED}`);
  }
}

/** `bq/dre/import`: stores the upload, queues its job and answers the job at once. */
export async function importDre(ctx: Ctx<SessionUser>) {
  const file = ctx.file;
  if (!file) throw fieldRefused('file', 'is required');
  const saved = await receive(ctx.files, file);
  try {
    await checkHeader(ctx.files, saved.key);
  } catch (error) {
    await ctx.files.remove(saved.key);
    throw error;
  }
  const act = ctx.act();
  const job = await ctx.db.transaction((tx) =>
    queueImport(tx, act, { fileName: file.partFileName, size: saved.size, storageKey: saved.key }),
  );
  // A worker of any process runs it (this one at once); `importProgress` follows the job.
  ctx.worker.wake();
  return shape(job);
}

/** `bq/dre/importProgress`: one's own import job as it stands. */
export async function importProgress(jobId: number, ctx: Ctx<SessionUser>) {
  const [job] = await ctx.db
    .select()
    .from(dreImportJobs)
    .where(and(eq(dreImportJobs.id, jobId), eq(dreImportJobs.requestedBy, ctx.user.userId)));
  // Another person's job reads as missing, as an export job does.
  if (!job) throw notFound('Import job');
  return shape(job);
}
