import { compareDecimal } from '@bq/validators';
import { z } from 'zod';
import {
  CASE_TRANSFER_KINDS,
  RECEIVABLE_STATUSES,
  titleReceiptMeta,
} from '../meta/finance-receipts.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { day, id, line, text } from './fields.js';

const L = FIELD_LIMITS.payroll;

/** One line of a case's transfer: the account it moved and the signed amount (credit positive). */
export const caseLedgerLine = z.object({
  account: z.int(),
  /** The account as finance reads it: `Receivable · Commissions due from title/escrow`. */
  label: z.string(),
  kind: z.string(),
  amount: z.string(),
});

/** A transfer whose source is the case: its closing's waterfall, a receipt, or a correction. */
export const caseLedgerTransfer = z.object({
  id: z.int(),
  eventKey: z.string(),
  kind: z.enum(CASE_TRANSFER_KINDS),
  day: z.string(),
  memo: z.string(),
  reverses: z.int().nullable(),
  lines: z.array(caseLedgerLine),
});
export type CaseLedgerTransfer = z.infer<typeof caseLedgerTransfer>;

/** A title/escrow receipt matched to the case: its transfer, reference and amount. */
export const titleReceiptRow = z.object({
  transferId: z.int(),
  day: z.string(),
  reference: z.string(),
  amount: z.string(),
  by: z.string().nullable(),
});
export type TitleReceiptRow = z.infer<typeof titleReceiptRow>;

/** A case's ledger: its waterfall's transfers, what title/escrow owes, paid and still owes. */
export const caseLedger = z.object({
  caseId: z.int(),
  caseNo: z.string(),
  caseStatus: z.string(),
  /** The gross commission the closing put on the receivable (less any correction of it). */
  due: z.string(),
  received: z.string(),
  /** due − received: what a receipt may still match. */
  owed: z.string(),
  status: z.enum(RECEIVABLE_STATUSES),
  transfers: z.array(caseLedgerTransfer),
  receipts: z.array(titleReceiptRow),
});
export type CaseLedger = z.infer<typeof caseLedger>;

export const titleReceipt = {
  /** A case's ledger: the lines of its closing's transfers, the receipts matched and what is owed. */
  caseLedger: defineCallOf(titleReceiptMeta.caseLedger, z.object({ caseId: id() }), caseLedger),
  /**
   * Records the title/escrow company's wire or check for a closed case: one transfer, cash −x and
   * receivable +x, dated `receivedOn` (the bank's day; today by the business clock, California,
   * when left out): not a day to come, nor one of a closed month. More than the case still owes
   * is refused (409); a part is allowed. A reference already recorded for the case is refused; a
   * retry with the same `idempotencyKey` answers the first answer.
   */
  record: defineCallOf(
    titleReceiptMeta.record,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      caseId: id(),
      amount: amount({ max: FIELD_LIMITS.common.money }).refine(
        (v) => compareDecimal(v, '0') > 0,
        'must be more than $0.00',
      ),
      reference: line(L.reference),
      receivedOn: day().optional(),
    }),
    caseLedger,
  ),
};
