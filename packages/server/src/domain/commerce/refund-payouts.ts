import { compareMoney, formatMoney, type Money, parseMoney } from '@bq/validators';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { refundRequests } from '../../db/schema-commerce.js';
import { conflict, notFound } from '../../envelope.js';
import {
  createPayout,
  livePayoutOf,
  type Payout,
  postPayout,
  voidPayout,
} from '../finance/payouts.js';
import { refundsOwedAccount } from '../finance/receipts.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { lockedRequest } from './refund-lock.js';
import { tellBuyer } from './tell.js';

/**
 * A dollar refund's money, phase two (docs/commerce.md "Refunds through the payout controls"):
 * approving holds it in a pending payout to the buyer (`payout:<id>`, from "Refunds owed");
 * paying posts the payout with the bank's or cheque's reference (cash leaves, the refund is
 * `refunded`); voiding reverses the hold and the refund stays `approved`, owed, until it is paid.
 * Above the office's `refunds.secondPersonAbove`, whoever approved does not pay; nobody pays or
 * voids a refund of their own order.
 */

const source = (requestId: number) => ({ kind: 'refund' as const, id: requestId });

/** Holds an approved refund's money for the buyer: a pending payout of the refund. */
export async function holdRefund(
  tx: Tx,
  act: Act,
  r: { requestId: number; buyerId: number; amount: Money },
): Promise<Payout> {
  const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, r.buyerId));
  if (!buyer) throw notFound('Buyer');
  return createPayout(tx, act, {
    source: source(r.requestId),
    payee: { userId: r.buyerId, name: buyer.name },
    from: [{ account: await refundsOwedAccount(tx, act), amount: r.amount }],
  });
}

/** The live payout of a refund, if any (a voided one is history). */
export const refundPayoutOf = (tx: Tx, requestId: number) => livePayoutOf(tx, source(requestId));

export async function payRefund(
  tx: Tx,
  act: Act,
  input: { requestId: number; reference: string; secondPersonAbove: Money },
): Promise<{ told: number[] }> {
  const { order, request } = await lockedRequest(tx, input.requestId, 'approved');
  assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
  const amount = parseMoney(request.amount);
  if (compareMoney(amount, input.secondPersonAbove) > 0 && request.decidedBy === act.actor) {
    throw conflict(
      `A refund above ${formatMoney(input.secondPersonAbove)} needs a second person: someone other than who approved it pays it`,
    );
  }
  // A voided payout left the refund owed: paying it holds the money again first.
  const payout =
    (await refundPayoutOf(tx, request.id)) ??
    (await holdRefund(tx, act, { requestId: request.id, buyerId: order.buyerId, amount }));
  await postPayout(tx, act, { id: payout.id, reference: input.reference });
  await tx
    .update(refundRequests)
    .set({ state: 'refunded' })
    .where(eq(refundRequests.id, request.id));
  const said = `Refunded: ${formatMoney(amount)} paid (${input.reference})`;
  return { told: [await tellBuyer(tx, act, order, said)] };
}

export async function voidRefund(
  tx: Tx,
  act: Act,
  input: { requestId: number; reason: string },
): Promise<void> {
  const { order, request } = await lockedRequest(tx, input.requestId, 'approved');
  assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
  const payout = await refundPayoutOf(tx, request.id);
  if (!payout) throw conflict('Nothing is being paid for this refund');
  await voidPayout(tx, act, { id: payout.id, reason: input.reason });
}
