import {
  addMoney,
  compareMoney,
  formatMoney,
  type Money,
  moneyToDecimal,
  parseMoney,
  subtractMoney,
} from '@bq/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { officePayments, orders } from '../../db/schema-commerce.js';
import { badInput, conflict, fieldRefused, notFound } from '../../envelope.js';
import { postReceipt } from '../finance/receipts.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { lockOrder, markPaid, moveOrder, recordEvent } from './lifecycle.js';
import { tellBuyer } from './tell.js';

/**
 * How an order is paid (docs/commerce.md rule 6). Orders only ever call `start`; the method's own
 * page decides. Office payment is the one built in; the finance issue's tokens and a card
 * provider are further methods behind the same three steps, without touching orders.
 */
export interface PaymentMethod<Accept, Reject> {
  start(tx: Tx, act: Act, p: { orderId: number; due: Money }): Promise<void>;
  accept(tx: Tx, act: Act, input: Accept): Promise<{ orderId: number; told: number[] }>;
  reject(tx: Tx, act: Act, input: Reject): Promise<{ orderId: number; told: number[] }>;
}

/** A payment row and its order, the order locked first (the order is what every change queues on). */
async function lockedPayment(tx: Tx, paymentId: number) {
  const [first] = await tx
    .select({ orderId: officePayments.orderId })
    .from(officePayments)
    .where(eq(officePayments.id, paymentId));
  if (!first) throw notFound('Payment');
  const order = await lockOrder(tx, first.orderId);
  const [payment] = await tx.select().from(officePayments).where(eq(officePayments.id, paymentId));
  if (!payment) throw notFound('Payment');
  return { order, payment };
}

/**
 * Office payment: the order waits with one `awaiting` row for what is due; finance accepts a
 * receipt (its reference and the amount received) or rejects it with a reason. Nothing is
 * fulfilled before acceptance. Finance never decides on their own order.
 */
export const officePayment: PaymentMethod<
  { paymentId: number; reference: string; received: Money; lecturerPercent: number },
  { paymentId: number; reason: string }
> = {
  async start(tx, act, { orderId, due }) {
    await tx
      .insert(officePayments)
      .values({ orderId, due: moneyToDecimal(due), createdAt: act.now });
  },

  async accept(tx, act, { paymentId, reference, received, lecturerPercent }) {
    const { order, payment } = await lockedPayment(tx, paymentId);
    assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
    // The same receipt entered again on the same payment (a double click, a retry): already
    // counted, nothing changes. The same reference on any other payment of the buyer is a slip
    // (a receipt counted twice would pay an order with money received once): refused under the
    // field, so finance looks the reference up instead of believing it went through.
    const [used] = await tx
      .select({ id: officePayments.id, received: officePayments.received, order: orders.reference })
      .from(officePayments)
      .innerJoin(orders, eq(orders.id, officePayments.orderId))
      .where(
        and(
          eq(orders.buyerId, order.buyerId),
          sql`lower(${officePayments.reference}) = lower(${reference})`,
          eq(officePayments.state, 'accepted'),
        ),
      )
      .limit(1);
    if (used) {
      const retry =
        used.id === payment.id &&
        used.received !== null &&
        compareMoney(parseMoney(used.received), received) === 0;
      if (retry) return { orderId: order.id, told: [] };
      throw fieldRefused(
        'reference',
        `${reference} is already recorded, ${formatMoney(parseMoney(used.received ?? '0'))} on order ${used.order ?? ''}; enter this receipt's own reference`,
      );
    }
    if (payment.state !== 'awaiting') throw conflict('This payment was already decided');
    if (order.state !== 'placed') throw conflict('This order is not waiting for payment');
    const due = parseMoney(payment.due);
    if (received.minor <= 0n) throw badInput('The amount received must be above zero');
    if (compareMoney(received, due) > 0) {
      throw badInput(`More than is due: ${formatMoney(due)} is due on this payment`);
    }
    await tx
      .update(officePayments)
      .set({
        state: 'accepted',
        reference,
        received: moneyToDecimal(received),
        decidedBy: act.actor,
        decidedAt: act.now,
      })
      .where(eq(officePayments.id, payment.id));
    // The dollars received are the office's income, in the ledger (domain/finance/receipts.ts).
    await postReceipt(tx, act, { paymentId: payment.id, orderId: order.id, reference, received });
    const paid = addMoney(parseMoney(order.paid), received);
    const rest = subtractMoney(due, received);
    if (rest.minor > 0n) {
      // A short amount is a part payment: counted, and the rest waits in a new row.
      await tx
        .insert(officePayments)
        .values({ orderId: order.id, due: moneyToDecimal(rest), createdAt: act.now });
      const note = `Received ${formatMoney(received)} (${reference}); ${formatMoney(rest)} still due`;
      await moveOrder(tx, act, order, 'placed', note, {
        paid: moneyToDecimal(paid),
        paidWith: 'office',
      });
      return { orderId: order.id, told: [await tellBuyer(tx, act, order, note)] };
    }
    const told = await markPaid(tx, act, order, {
      note: `Office payment ${reference}: ${formatMoney(received)}`,
      set: { paid: moneyToDecimal(paid), paidWith: 'office' },
      lecturerPercent,
    });
    told.push(await tellBuyer(tx, act, order, `Paid in full: ${formatMoney(paid)} received`));
    return { orderId: order.id, told };
  },

  async reject(tx, act, { paymentId, reason }) {
    const { order, payment } = await lockedPayment(tx, paymentId);
    assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
    if (payment.state !== 'awaiting') throw conflict('This payment was already decided');
    await tx
      .update(officePayments)
      .set({ state: 'rejected', reason, decidedBy: act.actor, decidedAt: act.now })
      .where(eq(officePayments.id, payment.id));
    // The order goes on waiting for payment: a new row for the same amount.
    await tx
      .insert(officePayments)
      .values({ orderId: order.id, due: payment.due, createdAt: act.now });
    const note = `Payment rejected: ${reason}`;
    await recordEvent(tx, act, { orderId: order.id, from: order.state, to: order.state, note });
    return { orderId: order.id, told: [await tellBuyer(tx, act, order, note)] };
  },
};
