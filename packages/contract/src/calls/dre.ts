import { z } from 'zod';
import { dreMeta } from '../meta/dre.js';
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
    response: z.object({
      /** Data rows read (header excluded). */
      rows: z.int(),
      matched: z.int(),
      unmatched: z.int(),
      /** Rows already known (same licence id) updated in place. */
      updated: z.int(),
      /** Rows refused, with the 1-based line and why (first 50). */
      skipped: z.array(z.object({ line: z.int(), reason: z.string() })),
    }),
  }),
};
