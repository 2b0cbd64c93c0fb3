import { z } from 'zod';
import { REFERRAL_FEE_STATUSES, referralFeeMeta } from '../meta/finance-referrals.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { id, paged, plain, text } from './fields.js';
import { payoutView } from './finance-payroll.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.payroll;

/** One closed case's referral fee: dollars as decimal strings, all in USD. */
export const referralFeeRow = z.object({
  caseId: z.int(),
  caseNo: z.string(),
  /** The referring brokerage's name (the case records none yet: "Referring brokerage of case …"). */
  brokerage: z.string(),
  /** What the case's transfers credited to "Referring brokerages", corrections included. */
  fee: z.string(),
  /** Paid out and confirmed gone. */
  paid: z.string(),
  /** Held by a payout not yet confirmed. */
  paying: z.string(),
  /** What the office owes now: fee less paid less paying. */
  owed: z.string(),
  status: z.enum(REFERRAL_FEE_STATUSES),
  /** The pending payout, for its confirm or void. */
  pendingPayoutId: z.int().nullable(),
});
export type ReferralFeeRow = z.infer<typeof referralFeeRow>;

export const referralFee = {
  /** Closed cases with a referral fee, the newest case first. */
  list: defineCallOf(
    referralFeeMeta.list,
    listRequest(LISTS.referralFee.list, {}),
    paged(referralFeeRow).extend({
      /** Above this amount, someone other than the person who started a payout confirms it. */
      secondPersonAbove: z.string(),
    }),
  ),
  /**
   * Holds what the case owes its referring brokerage in a pending payout (phase one); one live
   * payout per case. `idempotencyKey` as `payeePayout.pay`'s: a retry answers the first answer.
   */
  pay: defineCallOf(
    referralFeeMeta.pay,
    z.object({ idempotencyKey: text(L.idempotencyKey), caseId: id() }),
    payoutView,
  ),
  /** The money went out (phase two), with the transfer's or cheque's reference. */
  confirm: defineCallOf(
    referralFeeMeta.confirm,
    z.object({ id: id(), reference: text(L.reference, L.reference.min) }),
    payoutView,
  ),
  /** The money did not go out: the hold is reversed and the brokerage is owed it again. */
  void: defineCallOf(
    referralFeeMeta.void,
    z.object({ id: id(), reason: plain(L.reason, L.reason.min) }),
    payoutView,
  ),
};
