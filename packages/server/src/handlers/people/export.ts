import { EXPORT_CHUNK_BYTES, EXPORT_INLINE_MAX_ROWS } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { FamilyHandlers, Services } from '../../context.js';
import { exportJobs } from '../../db/schema-people.js';
import { exportShape, fileNameAt, queueExport } from '../../domain/people/export-job.js';
import { agentWhere, CSV_HEADER, countAgents, csvRow, page } from '../../domain/people/list.js';
import { conflict, notFound } from '../../envelope.js';
import { CSV_MIME, csvDocument } from '../../export/csv.js';
import { w9 } from './w9.js';

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
    const act = ctx.act();
    const total = await countAgents(ctx.db, agentWhere(filters, businessDay(act.now)));
    const job = await ctx.db.transaction((tx) => queueExport(tx, act, { filters, total }));
    // A worker of any process runs it (this one at once); `progress` follows the job.
    ctx.worker.wake();
    return exportShape(job);
  },

  async progress({ jobId }, ctx) {
    return exportShape(await ownJob(ctx, ctx.user.userId, jobId));
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
