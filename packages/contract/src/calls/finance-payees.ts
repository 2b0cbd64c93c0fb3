import { z } from 'zod';
import {
  lecturerPayMeta,
  PAYEE_KINDS,
  payeePayoutMeta,
  taxMeta,
  vendorPayMeta,
} from '../meta/finance-payees.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { id, int, paged, plain, text } from './fields.js';
import { base64File, payoutView, statementLine } from './finance-payroll.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.payroll;

/** A lecturer's or vendor's account: dollars as decimal strings, all in USD. */
export const payeeRow = z.object({
  accountId: z.int(),
  kind: z.enum(PAYEE_KINDS),
  /** The lecturer's user; null for a vendor, known by the name on its invoices. */
  userId: z.int().nullable(),
  name: z.string(),
  /** Lecturer shares of paid seats, or approved vendor applications. */
  earned: z.string(),
  /** Taken back by refunds of seats (lecturers only; '0.00' for vendors). */
  clawedBack: z.string(),
  /** Paid out and confirmed gone. */
  paid: z.string(),
  /** Held by a payout not yet confirmed. */
  paying: z.string(),
  /** What the office owes now: the account's balance (negative: the payee owes the office). */
  owed: z.string(),
});
export type PayeeRow = z.infer<typeof payeeRow>;

export const payeeDetail = payeeRow.extend({
  /** Every line of the account, newest first. */
  lines: z.array(statementLine),
  /** The payee's payouts, newest first (a voided one stays listed). */
  payouts: z.array(payoutView),
  /** Above this amount, someone other than the person who started a payout confirms it. */
  secondPersonAbove: z.string(),
});
export type PayeeDetail = z.infer<typeof payeeDetail>;

export const payeePayoutDetail = payoutView.extend({
  kind: z.enum(PAYEE_KINDS),
  accountId: z.int(),
  payee: z.string(),
  createdById: z.int().nullable(),
  secondPersonAbove: z.string(),
});

const listOf = (list: typeof LISTS.lecturerPay.list) =>
  listRequest(list, { keyword: text(L.keyword).optional().default('') });

export const lecturerPay = {
  list: defineCallOf(lecturerPayMeta.list, listOf(LISTS.lecturerPay.list), paged(payeeRow)),
  detail: defineCallOf(lecturerPayMeta.detail, z.object({ accountId: id() }), payeeDetail),
};

export const vendorPay = {
  list: defineCallOf(vendorPayMeta.list, listOf(LISTS.vendorPay.list), paged(payeeRow)),
  detail: defineCallOf(vendorPayMeta.detail, z.object({ accountId: id() }), payeeDetail),
};

export const payeePayout = {
  get: defineCallOf(payeePayoutMeta.get, z.object({ id: id() }), payeePayoutDetail),
  /**
   * Holds what the account is owed now in a pending payout (phase one); once per balance.
   * `idempotencyKey` as `payroll.pay`'s: a retry answers the first answer.
   */
  pay: defineCallOf(
    payeePayoutMeta.pay,
    z.object({ idempotencyKey: text(L.idempotencyKey), accountId: id() }),
    payoutView,
  ),
  /** The money went out (phase two), with the transfer's or cheque's reference. */
  confirm: defineCallOf(
    payeePayoutMeta.confirm,
    z.object({ id: id(), reference: text(L.reference, L.reference.min) }),
    payoutView,
  ),
  /** The money did not go out: the hold is reversed and the payee is owed it again. */
  void: defineCallOf(
    payeePayoutMeta.void,
    z.object({ id: id(), reason: plain(L.reason, L.reason.min) }),
    payoutView,
  ),
};

/** One payee's year: what left the office to them (posted payouts settled in the tax year). */
export const payee1099Row = z.object({
  /** The person; null for a vendor, known by the name on its invoices. */
  userId: z.int().nullable(),
  name: z.string(),
  /** The accounts they were paid from: agent, coach, lecturer, vendor. */
  kinds: z.array(z.string()),
  paid: z.string(),
  payouts: z.int(),
  /** Paid at least the year's threshold: a 1099-NEC is filed. */
  reportable: z.boolean(),
  /** Their W-9 (tax classification, TIN, address) is on file. */
  w9OnFile: z.boolean(),
  tinLast4: z.string(),
  /** The TIN as every answer shows it, `***-**-1234` ('' when none). */
  tinMasked: z.string(),
  /** The full TIN is on file (encrypted): the IRIS file can carry this payee. */
  tinOnFile: z.boolean(),
});
export type Payee1099Row = z.infer<typeof payee1099Row>;

const taxYear = int({ min: L.firstTaxYear, max: L.lastTaxYear });

export const tax = {
  summary1099: defineCallOf(
    taxMeta.summary1099,
    z.object({ year: taxYear }),
    z.object({
      year: z.int(),
      /** The 1099-NEC threshold of the year (configuration `NEC_1099_THRESHOLDS`). */
      threshold: z.string(),
      /** Reportable payees first, then by name. */
      list: z.array(payee1099Row),
      /** Reportable payees with no W-9 on file: what finance must collect before filing. */
      missingW9: z.int(),
      /** Reportable payees without a full TIN on file: the IRIS file leaves them out. */
      missingTin: z.int(),
    }),
  ),
  export1099: defineCallOf(taxMeta.export1099, z.object({ year: taxYear }), base64File),
  iris1099: defineCallOf(
    taxMeta.iris1099,
    z.object({ year: taxYear }),
    base64File.extend({
      /** Reportable payees left out of the file: no full TIN on file (IRIS refuses those). */
      leftOut: z.array(z.string()),
    }),
  ),
  revealTin: defineCallOf(
    taxMeta.revealTin,
    z.object({
      userId: id(),
      reason: plain(L.tinRevealReason, L.tinRevealReason.min),
    }),
    z.object({ userId: z.int(), tin: z.string() }),
  ),
};
