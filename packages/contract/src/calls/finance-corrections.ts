import { z } from 'zod';
import { CORRECTION_STATUSES, ledgerCorrectionMeta } from '../meta/finance-payroll.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { id, list, plain, text } from './fields.js';

const L = FIELD_LIMITS.payroll;

const status = z.enum(CORRECTION_STATUSES, { error: 'must be proposed, posted or declined' });

/** One account of a correction: what the original put on it and what the replacement puts. */
export const correctionChange = z.object({
  account: z.int(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

/** A correction: the original transfer, its reversal and replacement once posted, and who. */
export const correctionRow = z.object({
  id: z.int(),
  status,
  /** `correction`: finance corrected a transfer; `reclose`: a reopened case closed again. */
  kind: z.enum(['correction', 'reclose']),
  originalTransferId: z.int(),
  originalKey: z.string(),
  reversalTransferId: z.int().nullable(),
  replacementTransferId: z.int().nullable(),
  sourceKind: z.string(),
  sourceId: z.int(),
  /** The case's number when the transfer is a case's commission. */
  caseNo: z.string().nullable(),
  reason: z.string(),
  /** What the correction moves: Σ of the accounts' increases (the decreases are as much). */
  moved: z.string(),
  /** Above the office's amount, a second person approves (`secondPersonAbove` of the list). */
  needsSecondPerson: z.boolean(),
  changes: z.array(correctionChange),
  proposedById: z.int().nullable(),
  proposedBy: z.string().nullable(),
  proposedAt: z.string(),
  decidedById: z.int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string(),
});
export type CorrectionRow = z.infer<typeof correctionRow>;

/** A posted transfer as the correction dialog shows it, and whether it may be corrected here. */
export const correctableTransfer = z.object({
  id: z.int(),
  eventKey: z.string(),
  day: z.string(),
  memo: z.string(),
  sourceKind: z.string(),
  sourceId: z.int(),
  reverses: z.int().nullable(),
  /** The transfer that reversed this one, if any. */
  reversedBy: z.int().nullable(),
  /** Why it cannot be corrected here ('' when it can). */
  refusal: z.string(),
  lines: z.array(
    z.object({ account: z.int(), label: z.string(), kind: z.string(), amount: z.string() }),
  ),
  /** Its corrections, newest first (a proposed one blocks another). */
  corrections: z.array(correctionRow),
  secondPersonAbove: z.string(),
});

const correctedLine = z.object({
  account: id(),
  amount: amount({ max: FIELD_LIMITS.common.money, signed: true }),
});

export const ledgerCorrection = {
  transfer: defineCallOf(
    ledgerCorrectionMeta.transfer,
    z.object({ transferId: id() }),
    correctableTransfer,
  ),
  list: defineCallOf(
    ledgerCorrectionMeta.list,
    z.object({ status: status.optional(), caseId: id().optional() }),
    z.object({ rows: z.array(correctionRow), secondPersonAbove: z.string() }),
  ),
  /**
   * Reverses a transfer and posts `lines` in its place, with a reason; at or below the office's
   * amount at once, above it as a proposal another person approves. A retry with the same
   * `idempotencyKey` answers the first answer.
   */
  propose: defineCallOf(
    ledgerCorrectionMeta.propose,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      transferId: id(),
      reason: plain(L.reason),
      lines: list(correctedLine, { maxItems: 20 }, 'lines'),
    }),
    correctionRow,
  ),
  approve: defineCallOf(
    ledgerCorrectionMeta.approve,
    z.object({ idempotencyKey: text(L.idempotencyKey), id: id() }),
    correctionRow,
  ),
  decline: defineCallOf(
    ledgerCorrectionMeta.decline,
    z.object({ id: id(), note: plain(L.reason) }),
    correctionRow,
  ),
};
