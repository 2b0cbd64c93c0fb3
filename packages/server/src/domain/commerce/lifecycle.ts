import { businessDay, fromBusinessWallClock, isZeroMoney, parseMoney } from '@bq/validators';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import {
  type OrderState,
  officePayments,
  orderEvents,
  orderLines,
  orders,
  products,
} from '../../db/schema-commerce.js';
import { conflict, notFound } from '../../envelope.js';
import { earnShares } from '../finance/lecturer-shares.js';
import { enrolHeldSeat, releaseSeat } from '../institute/held-seats.js';
import type { Act } from '../shared/act.js';
import { tellBuyer } from './tell.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order row, locked for the rest of the transaction: every change to one order (payment,
 * cancellation, expiry, refund) queues here, so a double click or a sweep racing a payment is
 * served one after the other.
 */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || row.state === 'cart') throw notFound('Order');
  return row;
}

/** One line of the history both order pages show (append-only in the database). */
export async function recordEvent(
  tx: Tx,
  act: Act,
  e: { orderId: number; from: OrderState | null; to: OrderState; note?: string },
) {
  await tx.insert(orderEvents).values({
    orderId: e.orderId,
    at: act.now,
    actorId: act.actor,
    fromState: e.from,
    toState: e.to,
    note: e.note ?? '',
  });
}

/** Moves an order to `to` (with the other columns `set` names) and writes the history line. */
export async function moveOrder(
  tx: Tx,
  act: Act,
  order: OrderRow,
  to: OrderState,
  note: string,
  set: Partial<typeof orders.$inferInsert> = {},
) {
  await tx
    .update(orders)
    .set({ ...set, state: to, version: sql`${orders.version} + 1`, updatedAt: act.now })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, act, { orderId: order.id, from: order.state, to, note });
}

/** A line nothing more is owed on: delivered, or given back in full. */
const DONE = new Set(['enrolled', 'shipped', 'picked_up', 'refunded', 'released']);

/**
 * Where a paid order stands by its lines: `fulfilled` when no line waits (seats enrolled,
 * products shipped or picked up), else `paid`. Refund decisions come back here rather than to
 * `paid`, so a refused refund on a delivered order does not make it look undelivered.
 */
export async function settledState(tx: Tx, orderId: number): Promise<'paid' | 'fulfilled'> {
  const lines = await tx
    .select({ fulfilment: orderLines.fulfilment })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.every((l) => DONE.has(l.fulfilment)) ? 'fulfilled' : 'paid';
}

/** Moves a paid order on to fulfilled when its lines say so (the order locked already). */
export async function fulfilIfDone(tx: Tx, act: Act, orderId: number, note: string) {
  if ((await settledState(tx, orderId)) !== 'fulfilled') return;
  const order = await lockOrder(tx, orderId);
  if (order.state === 'paid') await moveOrder(tx, act, order, 'fulfilled', note);
}

/**
 * The end of the `days`-th business day (Monday to Friday in California) after `now`: when an
 * order placed now stops waiting for office payment.
 */
export function payByAfter(now: Date, days: number): Date {
  const [y, m, d] = businessDay(now).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  day.setUTCDate(day.getUTCDate() + 1);
  const next = fromBusinessWallClock(`${day.toISOString().slice(0, 10)}T00:00`);
  if (!next) throw new Error('a business midnight that does not exist');
  return next;
}

/**
 * Gives back what an unpaid order took: held seats (the waitlist moves up) and items counted in
 * stock. Answers the users told of a seat.
 */
async function releaseLines(tx: Tx, act: Act, orderId: number): Promise<number[]> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const told: number[] = [];
  // Products before courses, each by id: the lock order placement takes, so they never deadlock.
  for (const line of byLockOrder(lines)) {
    if (line.productId !== null) {
      // Made to order (stock null) has nothing to return.
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} is not null`));
    }
    if (line.registrationId !== null)
      told.push(...(await releaseSeat(tx, act, line.registrationId)));
  }
  await tx
    .update(orderLines)
    .set({ fulfilment: 'released' })
    .where(eq(orderLines.orderId, orderId));
  return told;
}

/** Lines in the order their rows are locked: products by id, then courses by id. */
export function byLockOrder<L extends { productId: number | null; courseId: number | null }>(
  lines: readonly L[],
): L[] {
  const key = (l: L) => (l.productId !== null ? [0, l.productId] : [1, l.courseId ?? 0]);
  return [...lines].sort((a, b) => {
    const [ka, ia] = key(a) as [number, number];
    const [kb, ib] = key(b) as [number, number];
    return ka - kb || ia - ib;
  });
}

/**
 * Cancels an order still waiting for payment: by its buyer (`buyerId` set: only their own), or
 * the system when it expires. Part of it paid: refused, the money goes back through a refund.
 */
export async function cancelOrder(
  tx: Tx,
  act: Act,
  opts: { orderId: number; buyerId: number | null; reason: string },
): Promise<number[]> {
  const order = await lockOrder(tx, opts.orderId);
  if (opts.buyerId !== null && order.buyerId !== opts.buyerId) throw notFound('Order');
  if (order.state !== 'placed')
    throw conflict('Only an order waiting for payment can be cancelled');
  if (!isZeroMoney(parseMoney(order.paid))) {
    throw conflict('Part of this order is paid: ask for a refund instead');
  }
  const told = await releaseLines(tx, act, order.id);
  await tx
    .update(officePayments)
    .set({ state: 'rejected', reason: opts.reason, decidedBy: act.actor, decidedAt: act.now })
    .where(and(eq(officePayments.orderId, order.id), eq(officePayments.state, 'awaiting')));
  await moveOrder(tx, act, order, 'cancelled', opts.reason, { closedReason: opts.reason });
  // The buyer who cancels knows; an expiry is told.
  if (opts.buyerId === null) told.push(await tellBuyer(tx, act, order, opts.reason));
  return told;
}

export const EXPIRED = 'Not paid in time: the order expired';

/**
 * Expiry is a transition like any other, written with its reason (docs/commerce.md: never a
 * silent job): each unpaid order past its pay-by is cancelled in its own transaction, so one
 * order a payment is racing waits for that payment and is then left alone. Answers users told.
 */
export async function expireUnpaid(db: Db, act: Act): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'placed'), lt(orders.payBy, act.now), eq(orders.paid, '0')))
    .orderBy(asc(orders.id))
    .limit(500);
  const told: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      // Paid or cancelled meanwhile, or paid in part: not this sweep's to end.
      if (order.state !== 'placed' || !order.payBy || order.payBy >= act.now) return [];
      if (!isZeroMoney(parseMoney(order.paid))) return [];
      return cancelOrder(tx, act, { orderId: id, buyerId: null, reason: EXPIRED });
    });
    told.push(...done);
  }
  return told;
}

/**
 * The order is paid in full: its held seats become enrolments (each buyer told) and the order
 * moves to paid. Call with the order locked. Answers the users told.
 */
export async function markPaid(
  tx: Tx,
  act: Act,
  order: OrderRow,
  paid: { note: string; set?: Partial<typeof orders.$inferInsert>; lecturerPercent: number },
) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const told: number[] = [];
  for (const line of byLockOrder(lines)) {
    if (line.registrationId === null) continue;
    const user = await enrolHeldSeat(tx, act, line.registrationId);
    if (user !== null) told.push(user);
    await tx.update(orderLines).set({ fulfilment: 'enrolled' }).where(eq(orderLines.id, line.id));
    if (line.courseId !== null)
      await earnShares(tx, act, { ...line, courseId: line.courseId }, paid.lecturerPercent);
  }
  await moveOrder(tx, act, order, 'paid', paid.note, { ...paid.set, paidAt: act.now });
  // An order of course seats only is delivered by its payment.
  await fulfilIfDone(tx, act, order.id, 'Every seat enrolled');
  return told;
}
