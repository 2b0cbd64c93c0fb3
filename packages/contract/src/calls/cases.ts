import { z } from 'zod';
import { CASE_NO_PATTERN } from '../meta/case-rules.js';
import { tranCaseMeta } from '../meta/cases.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import {
  caseDetail,
  caseFormIn,
  caseRow,
  caseStatus,
  caseTypeLoose,
  purchaseKind,
  typedDay,
} from './case-fields.js';
import { defineCall } from './define.js';
import { bool, INT4_MAX, id, int, list, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.case;

const caseNo = () =>
  z
    .string({ error: 'must be a case number like BQ-2026-000123' })
    .trim()
    .toUpperCase()
    .regex(CASE_NO_PATTERN, 'must be a case number like BQ-2026-000123');

/** Kept for existing imports: the list's meta (`LISTS.tranCase.search.sortable`) is the source. */
export const CASE_SORT_FIELDS = LISTS.tranCase.search.sortable;

const statusEntry = z.object({
  id: z.int(),
  from: caseStatus().nullable(),
  to: caseStatus(),
  byUserId: z.int(),
  byName: z.string(),
  at: z.string(),
  comment: z.string(),
});
const changeEntry = z.object({
  id: z.int(),
  /** save, upload, remove-document, create. */
  action: z.string(),
  /** Form keys the action changed (saves), or the document's file name. */
  fields: z.array(z.string()),
  byUserId: z.int(),
  byName: z.string(),
  at: z.string(),
});

export const tranCase = {
  getCaseId: defineCall({
    ...tranCaseMeta.getCaseId,
    request: z.object({ caseNo: caseNo() }),
    response: z.object({ id: z.int() }),
  }),
  search: defineCall({
    ...tranCaseMeta.search,
    request: listRequest(LISTS.tranCase.search, {
      /** One status or several (the caselist tabs). */
      status: z.union([caseStatus(), list(caseStatus(), L.statuses, 'statuses')]).optional(),
      type: caseTypeLoose().optional(),
      purchaseKind: purchaseKind().optional(),
      /** Case number, address or client name contains this (case-insensitive). */
      keyword: text(L.keyword).optional(),
      /** Which date the range applies to. */
      dateField: z.enum(['createdAt', 'updatedAt', 'closeDate']).optional().default('createdAt'),
      dateFrom: typedDay().optional(),
      dateTo: typedDay().optional(),
      /** Only this agent's cases (managers; an agent may pass only themself). */
      ownerId: id().optional(),
    }),
    response: paged(caseRow),
  }),
  get: defineCall({
    ...tranCaseMeta.get,
    request: z.object({ id: id() }),
    response: caseDetail,
  }),
  create: defineCall({
    ...tranCaseMeta.create,
    request: z
      .object({
        type: caseTypeLoose(),
        purchaseKind: purchaseKind().optional(),
        /**
         * The agent answered Yes to 'Do you join in any board?' (spec §4) while the office has no
         * board on record: the case is allowed and the claim is written into its history.
         */
        boardJoined: bool().optional(),
        /**
         * The form's first save, in the same transaction: a refused save creates nothing (issue
         * 14: a failed first save left an empty draft behind).
         */
        draft: z.object(caseFormIn).optional(),
      })
      .refine((r) => r.type !== 1 || r.purchaseKind !== undefined, {
        path: ['purchaseKind'],
        message: "is required for a purchase: 'new' or 'resale'",
      })
      .refine((r) => r.type === 1 || r.purchaseKind === undefined, {
        path: ['purchaseKind'],
        message: 'applies to purchase cases only',
      }),
    response: z.object({ id: z.int(), caseNo: z.string() }),
  }),
  saveDraft: defineCall({
    ...tranCaseMeta.saveDraft,
    request: z.object({
      id: id(),
      version: int({ min: 0, max: INT4_MAX }).optional(),
      ...caseFormIn,
    }),
    response: z.object({ id: z.int(), version: z.int(), updatedAt: z.string() }),
  }),
  submit: defineCall({
    ...tranCaseMeta.submit,
    request: z.object({ id: id() }),
    response: z.object({ id: z.int(), status: caseStatus() }),
  }),
  changeStatus: defineCall({
    ...tranCaseMeta.changeStatus,
    request: z.object({
      id: id(),
      to: caseStatus(),
      /** Required when sending back or cancelling, so the agent knows why. */
      comment: text(L.comment).optional().default(''),
    }),
    response: z.object({ id: z.int(), status: caseStatus() }),
  }),
  /**
   * The same move for many cases, each on its own: a case that may not move is refused with its
   * reason and the others still move. The answer is a result per id, in the order sent.
   * `idempotencyKey` is new per bulk action and sent again on a retry, which answers the first
   * answer and moves nothing more (closing posts commission, so a lost answer must not post twice).
   */
  bulkChangeStatus: defineCall({
    ...tranCaseMeta.bulkChangeStatus,
    request: z.object({
      ids: z
        .array(id(), { error: 'must be a list of case ids' })
        .min(1, 'must name at least one case')
        .max(L.bulk.maxItems, `must name at most ${L.bulk.maxItems} cases`),
      to: caseStatus(),
      comment: text(L.comment).optional().default(''),
      idempotencyKey: text(L.idempotencyKey),
    }),
    response: z.object({
      results: z.array(
        z.object({
          id: z.int(),
          ok: z.boolean(),
          code: z.int(),
          message: z.string(),
          status: caseStatus().nullable(),
        }),
      ),
    }),
  }),
  /**
   * The commission fields of an approved case, put right before it is closed by whoever may close
   * it (a missing or wrong commission would otherwise post as it stands). `version` is the one read.
   */
  fixCommission: defineCall({
    ...tranCaseMeta.fixCommission,
    request: z.object({
      id: id(),
      version: int({ min: 0, max: INT4_MAX }),
      commissionPercent: caseFormIn.commissionPercent,
      commissionAmount: caseFormIn.commissionAmount,
      referralFeePercent: caseFormIn.referralFeePercent,
    }),
    response: z.object({ id: z.int(), version: z.int(), updatedAt: z.string() }),
  }),
  /**
   * A closed case back to approved so its commission can be put right, by the roles the office
   * lists (`cases.reopenBy`), with the reason kept in its history. Closing it again posts only
   * the difference from what its first close posted.
   */
  reopen: defineCall({
    ...tranCaseMeta.reopen,
    request: z.object({ id: id(), reason: plain(FIELD_LIMITS.payroll.reason) }),
    response: z.object({ id: z.int(), status: caseStatus() }),
  }),
  statusHistory: defineCall({
    ...tranCaseMeta.statusHistory,
    request: z.object({ id: id() }),
    response: z.object({ statuses: z.array(statusEntry), changes: z.array(changeEntry) }),
  }),
  uploadDocument: defineCall({
    ...tranCaseMeta.uploadDocument,
    request: z.object({
      id: id(),
      /** A document type of the case's rule version (bq/tran/caseDocs/forCase). */
      docType: text(L.docType),
      fileName: text(L.fileName),
      mime: text(L.mime),
      // The bytes travel as the multipart file part `file` (meta `file`), after these fields.
    }),
    response: z.object({ documentId: z.int(), size: z.int() }),
  }),
  removeDocument: defineCall({
    ...tranCaseMeta.removeDocument,
    request: z.object({ id: id(), documentId: id() }),
    response: nothing(),
  }),
  downloadDocument: defineCall({
    ...tranCaseMeta.downloadDocument,
    request: z.object({ id: id(), documentId: id() }),
    response: z.object({
      fileName: z.string(),
      mime: z.string(),
      size: z.int(),
      contentBase64: z.string(),
    }),
  }),
  historyAddresses: defineCall({
    ...tranCaseMeta.historyAddresses,
    request: listRequest(LISTS.tranCase.historyAddresses, {
      keyword: text(L.keyword).optional(),
    }),
    response: paged(
      z.object({
        addressKey: z.string(),
        /** The address as the most recently updated case spells it. */
        addressLine: z.string(),
        caseCount: z.int(),
        /** Id of that most recent case (the history-det page's :hisId). */
        latestCaseId: z.int(),
        lastUpdatedAt: z.string(),
      }),
    ),
  }),
  teamCandidates: defineCall({
    ...tranCaseMeta.teamCandidates,
    request: z.object({ keyword: text(FIELD_LIMITS.common.keyword).optional() }),
    response: z.object({
      list: z.array(z.object({ userId: z.int(), name: z.string() })),
      truncated: z.boolean(),
    }),
  }),
  historyByAddress: defineCall({
    ...tranCaseMeta.historyByAddress,
    request: listRequest(LISTS.tranCase.historyByAddress, { addressKey: text(L.addressKey) }),
    response: paged(caseRow),
  }),
};
