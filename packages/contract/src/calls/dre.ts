import { z } from 'zod';
import { DRE_IMPORT_JOB_STATUSES, dreMeta } from '../meta/dre.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCall } from './define.js';
import { bool, id, nothing, text } from './fields.js';
import { listRequest } from './list.js';

export const dreRecord = z.object({
  id: z.int(),
  licenseId: z.string(),
  name: z.string(),
  licenseType: z.string(),
  licenseStatus: z.string(),
  expiresOn: z.string().nullable(),
  /** null while unmatched. */
  agentId: z.int().nullable(),
  agentName: z.string().nullable(),
  /** 'auto' (import found licence id and name agreeing), 'manual', or null. */
  matchedBy: z.enum(['auto', 'manual']).nullable(),
});
export type DreRecord = z.infer<typeof dreRecord>;

/** An import job as the import call answers it and its progress call reads it back. */
const importJob = z.object({
  jobId: z.int(),
  status: z.enum(DRE_IMPORT_JOB_STATUSES),
  fileName: z.string(),
  /** Bytes of the uploaded file, and how many the job has parsed: the progress bar's measure. */
  size: z.int(),
  bytesRead: z.int(),
  /** Data rows read so far (header excluded). */
  rows: z.int(),
  /** Rows written to the records so far (a licence listed twice counts twice). */
  stored: z.int(),
  matched: z.int(),
  unmatched: z.int(),
  /** Licences already known (same licence id) updated in place. */
  updated: z.int(),
  /** Rows refused: how many, and the first 50 with their 1-based line and why. */
  skippedCount: z.int(),
  skipped: z.array(z.object({ line: z.int(), reason: z.string() })),
  /** Why a failed job stopped (the rows stored before it stay stored). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const dre = {
  getList: defineCall({
    ...dreMeta.getList,
    request: listRequest(LISTS.dre.getList, {
      /** Default false: the unmatched records (dreun-list). */
      matched: bool().optional().default(false),
      keyword: text(FIELD_LIMITS.common.keyword).optional(),
    }),
    response: z.object({ total: z.int(), list: z.array(dreRecord) }),
  }),
  match: defineCall({
    ...dreMeta.match,
    request: z.object({ id: id(), agentId: id() }),
    response: nothing(),
  }),
  delete: defineCall({ ...dreMeta.delete, request: z.object({ id: id() }), response: nothing() }),
  dreVerify: defineCall({
    ...dreMeta.dreVerify,
    request: z.object({
      licenseId: text(FIELD_LIMITS.dre.licenseId),
      name: text(FIELD_LIMITS.dre.name).optional(),
    }),
    response: z.object({
      found: z.boolean(),
      /** false when a name was given and differs from the record's. */
      nameAgrees: z.boolean().nullable(),
      record: dreRecord.nullable(),
    }),
  }),
  import: defineCall({
    ...dreMeta.import,
    /** Text fields before the file part: none needed. */
    request: z.object({}).strip(),
    /** The job, queued: the file is stored, its rows are read in the background. */
    response: importJob,
  }),
  importProgress: defineCall({
    ...dreMeta.importProgress,
    request: z.object({ jobId: id() }),
    response: importJob,
  }),
};
