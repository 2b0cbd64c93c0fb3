import {
  addMoney,
  allocateMoney,
  compareMoney,
  formatMoney,
  type Money,
  moneyToDecimal,
  parseMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { orderLines, products, refundLines, refundRequests } from '../../db/schema-commerce.js';
import { registrations } from '../../db/schema-institute.js';
import { badInput, conflict, notFound } from '../../envelope.js';
import { clawBackShares } from '../finance/lecturer-shares.js';
import { postRefundOwed } from '../finance/receipts.js';
import { returnTokens } from '../finance/tokens.js';
import { releaseSeat } from '../institute/held-seats.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { byLockOrder, lockOrder, moveOrder, type OrderRow, settledState } from './lifecycle.js';
import { lineRefund } from './money-split.js';
import { lockedRequest } from './refund-lock.js';
import { holdRefund } from './refund-payouts.js';
import { tellBuyer } from './tell.js';

/**
 * Refunds by line (docs/commerce.md rule 7, the grant of Saleor): the buyer asks for lines or
 * quantities with a reason; finance approves (amounts fixed then, under the order's lock) or
 * refuses. An approved course line gives the seat back (the waitlist moves up); a product line
 * returns its items to stock unless made to order.
 */

const REFUNDABLE = ['paid', 'fulfilled', 'refund_requested'] as const;

/** Items of each line already asked for in requests still waiting. */
async function pendingQuantities(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      lineId: refundLines.lineId,
      n: sql<number>`sum(${refundLines.quantity})`.mapWith(Number),
    })
    .from(refundLines)
    .innerJoin(refundRequests, eq(refundRequests.id, refundLines.requestId))
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.state, 'requested')))
    .groupBy(refundLines.lineId);
  return new Map(rows.map((r) => [r.lineId, r.n]));
}

export async function requestRefund(
  tx: Tx,
  act: Act,
  input: {
    orderId: number;
    buyerId: number;
    reason: string;
    lines: { lineId: number; quantity: number }[];
  },
): Promise<number> {
  const order = await lockOrder(tx, input.orderId);
  if (order.buyerId !== input.buyerId) throw notFound('Order');
  if (!(REFUNDABLE as readonly string[]).includes(order.state)) {
    throw conflict('Only a paid order can be refunded');
  }
  const ids = [...new Set(input.lines.map((l) => l.lineId))];
  if (ids.length !== input.lines.length) throw badInput('A line is named twice');
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, ids)));
  if (lines.length !== ids.length) throw notFound('Order line');
  const pending = await pendingQuantities(tx, order.id);
  for (const want of input.lines) {
    const line = lines.find((l) => l.id === want.lineId);
    if (!line) throw notFound('Order line');
    const left = line.quantity - line.refundedQuantity - (pending.get(line.id) ?? 0);
    if (want.quantity > left) {
      throw badInput(`${line.title}: ${left} item(s) can still be refunded`);
    }
  }
  const [request] = await tx
    .insert(refundRequests)
    .values({
      orderId: order.id,
      requestedBy: input.buyerId,
      reason: input.reason,
      createdAt: act.now,
    })
    .returning({ id: refundRequests.id });
  if (!request) throw new Error('refund request insert returned nothing');
  await tx
    .insert(refundLines)
    .values(
      input.lines.map((l) => ({ requestId: request.id, lineId: l.lineId, quantity: l.quantity })),
    );
  await moveOrder(tx, act, order, 'refund_requested', `Refund asked: ${input.reason}`);
  return request.id;
}

/**
 * Where the order stands once a request is decided: refunded in full, still asked, or back to
 * paid or fulfilled as its lines say.
 */
async function settle(tx: Tx, act: Act, order: OrderRow, note: string, refunded: string) {
  const [open] = await tx
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, order.id), eq(refundRequests.state, 'requested')));
  const whole = compareMoney(parseMoney(refunded), parseMoney(order.paid)) === 0;
  const to = whole ? 'refunded' : open ? 'refund_requested' : await settledState(tx, order.id);
  await moveOrder(tx, act, order, to, note, { refunded });
}

/**
 * What each line gives back: the lines' amounts as asked, or — finance approving less (a
 * restocking fee, a partial amount) — the approved amount spread over them in proportion
 * (largest remainder, so the parts add up to it to the cent). The rest of each line is withheld.
 */
function givenBack(asked: Money[], approved: Money | undefined): Money[] {
  const whole = sumMoney(asked);
  if (!approved || compareMoney(approved, whole) === 0) return asked;
  if (compareMoney(approved, whole) > 0) {
    throw badInput(`At most ${formatMoney(whole)} can be refunded for these lines`);
  }
  if (approved.minor === 0n) return asked.map(() => zeroMoney(whole.unit));
  return allocateMoney(
    approved,
    asked.map((a) => a.minor),
  );
}

/**
 * Grants the refund: the lines' amounts and items move now, under the order's lock (the per-line
 * bounds are the database's), the goods come back and lecturer shares are clawed back. The money
 * is phase two for dollars: the refund is `approved` and owed to the buyer through a pending
 * payout until finance pays it (refund-payouts.ts); an order paid with tokens gets its tokens
 * back at once and the refund is `refunded`.
 */
export async function approveRefund(
  tx: Tx,
  act: Act,
  input: { requestId: number; note: string; amount?: Money; reason?: string },
): Promise<{ told: number[] }> {
  const { order, request } = await lockedRequest(tx, input.requestId);
  assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
  const asked = await tx.select().from(refundLines).where(eq(refundLines.requestId, request.id));
  const lines = byLockOrder(
    await tx
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.id,
          asked.map((a) => a.lineId),
        ),
      ),
  );
  const quantities = lines.map((line) => asked.find((a) => a.lineId === line.id)?.quantity ?? 0);
  const askedAmounts = lines.map((line, i) =>
    lineRefund(
      {
        paidNet: parseMoney(line.paidNet),
        quantity: line.quantity,
        // What a partial refund kept is never given back by a later one.
        refunded: addMoney(parseMoney(line.refunded), parseMoney(line.withheld)),
        refundedQuantity: line.refundedQuantity,
      },
      quantities[i] ?? 0,
    ),
  );
  const given = givenBack(askedAmounts, input.amount);
  const total = sumMoney(given);
  const withheld = subtractMoney(sumMoney(askedAmounts), total);
  const reason = input.reason?.trim() ?? '';
  if (withheld.minor > 0n && !reason) {
    throw badInput('Say why less than the lines return is refunded (a restocking fee, …)');
  }
  const told: number[] = [];
  for (const [i, line] of lines.entries()) {
    const quantity = quantities[i] ?? 0;
    const amount = given[i] ?? zeroMoney(total.unit);
    const kept = subtractMoney(askedAmounts[i] ?? amount, amount);
    const allBack = line.refundedQuantity + quantity === line.quantity;
    const before = parseMoney(line.refunded);
    const after = addMoney(before, amount);
    if (line.courseId !== null) {
      await clawBackShares(tx, act, line, { requestId: request.id, before, after });
    }
    await tx
      .update(orderLines)
      .set({
        refunded: moneyToDecimal(after),
        withheld: moneyToDecimal(addMoney(parseMoney(line.withheld), kept)),
        refundedQuantity: line.refundedQuantity + quantity,
        fulfilment: allBack ? 'refunded' : line.fulfilment,
      })
      .where(eq(orderLines.id, line.id));
    await tx
      .update(refundLines)
      .set({ amount: moneyToDecimal(amount) })
      .where(and(eq(refundLines.requestId, request.id), eq(refundLines.lineId, line.id)));
    if (line.productId !== null) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.stock} is not null`));
    }
    if (line.registrationId !== null) {
      const [reg] = await tx
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.id, line.registrationId));
      if (reg?.status === 'completed')
        throw conflict(`${line.title}: a completed course is not refunded`);
      told.push(...(await releaseSeat(tx, act, line.registrationId)));
    }
  }
  const refunded = moneyToDecimal(addMoney(parseMoney(order.refunded), total));
  // The order says how it was paid (set when it was): tokens come back at once; dollars are owed
  // to the buyer and leave through a payout finance pays or voids (refund-payouts.ts).
  const owed = order.paidWith !== 'tokens' && total.minor > 0n;
  await tx
    .update(refundRequests)
    .set({
      state: owed ? 'approved' : 'refunded',
      amount: moneyToDecimal(total),
      withheld: moneyToDecimal(withheld),
      withheldReason: withheld.minor > 0n ? reason : '',
      decidedBy: act.actor,
      decidedAt: act.now,
      note: input.note,
    })
    .where(eq(refundRequests.id, request.id));
  if (owed) {
    await postRefundOwed(tx, act, { requestId: request.id, orderId: order.id, amount: total });
    await holdRefund(tx, act, { requestId: request.id, buyerId: order.buyerId, amount: total });
  } else if (order.paidWith === 'tokens') {
    await returnTokens(tx, act, {
      orderId: order.id,
      requestId: request.id,
      paid: parseMoney(order.paid),
      before: parseMoney(order.refunded),
      after: parseMoney(refunded),
    });
  }
  const why = withheld.minor > 0n ? ` (${reason}: ${formatMoney(withheld)} kept)` : '';
  const said = `${owed ? 'Refund approved' : 'Refunded'}: ${formatMoney(total)}${why}${
    input.note ? ` — ${input.note}` : ''
  }${owed ? ' — being paid' : ''}`;
  await settle(tx, act, order, said, refunded);
  told.push(await tellBuyer(tx, act, order, said));
  return { told };
}

export async function refuseRefund(
  tx: Tx,
  act: Act,
  { requestId, note }: { requestId: number; note: string },
): Promise<{ told: number[] }> {
  const { order, request } = await lockedRequest(tx, requestId);
  assertNotOwnWork(act.actor ?? 0, [order.buyerId], 'order');
  await tx
    .update(refundRequests)
    .set({ state: 'refused', decidedBy: act.actor, decidedAt: act.now, note })
    .where(eq(refundRequests.id, request.id));
  const said = `Refund refused: ${note}`;
  await settle(tx, act, order, said, order.refunded);
  return { told: [await tellBuyer(tx, act, order, said)] };
}
