import type { CartAnswer, OrderDetail, OrderSummary, RefundRow } from '@bq/contract';
import {
  addMoney,
  type Money,
  moneyOf,
  moneyToDecimal,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import {
  officePayments,
  orderEvents,
  orderLines,
  orders,
  productOptions,
  products,
  refundLines,
  refundRequests,
} from '../../db/schema-commerce.js';
import { courses } from '../../db/schema-institute.js';
import { payouts } from '../../db/schema-payroll.js';
import { lineRefund } from '../../domain/commerce/money-split.js';
import { seatsLeft } from '../../domain/institute/held-seats.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The buyer's cart at today's prices, with what stands in the way of each line. */
export async function cartView(db: Db | Tx, buyerId: number): Promise<CartAnswer> {
  const [cart] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.state, 'cart')));
  if (!cart) return { lines: [], total: '0.00', changed: false };
  const rows = await db
    .select({
      l: orderLines,
      product: products,
      option: productOptions,
      course: {
        id: courses.id,
        titleEn: courses.titleEn,
        titleZh: courses.titleZh,
        price: courses.price,
        status: courses.status,
      },
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productOptions, eq(productOptions.id, orderLines.optionId))
    .leftJoin(courses, eq(courses.id, orderLines.courseId))
    .where(eq(orderLines.orderId, cart.id))
    .orderBy(asc(orderLines.id));
  const lines: CartAnswer['lines'] = [];
  for (const { l, product, option, course } of rows) {
    let titleEn = '';
    let titleZh = '';
    let current = l.unitPrice;
    let problem: string | null = null;
    if (course) {
      titleEn = course.titleEn;
      titleZh = course.titleZh;
      current = course.price;
      if (course.status !== 'published') problem = 'No longer offered';
      else if ((await seatsLeft(db, course.id)) < 1) problem = 'This course is full';
    } else if (product) {
      const label = option ? ` (${option.label})` : '';
      titleEn = `${product.nameEn}${label}`;
      titleZh = `${product.nameZh}${label}`;
      current = option ? option.price : product.price;
      if (product.status !== 'published' || (option && !option.active))
        problem = 'No longer offered';
      else if (product.stock !== null && product.stock < l.quantity)
        problem = `Only ${product.stock} left`;
    }
    const price = parseMoney(current);
    lines.push({
      id: l.id,
      kind: l.kind,
      courseId: l.courseId,
      productId: l.productId,
      optionId: l.optionId,
      titleEn,
      titleZh,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      currentPrice: current,
      lineTotal: moneyToDecimal(moneyOf(price.minor * BigInt(l.quantity))),
      problem,
    });
  }
  return {
    lines,
    total: moneyToDecimal(sumMoney(lines.map((l) => parseMoney(l.lineTotal)))),
    changed: lines.some((l) => parseMoney(l.unitPrice).minor !== parseMoney(l.currentPrice).minor),
  };
}

export { hasKind } from '../../domain/commerce/order-scope.js';

async function summaries(db: Db | Tx, ids: number[]): Promise<OrderSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ o: orders, buyerName: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(inArray(orders.id, ids));
  const kinds = await db
    .selectDistinct({ orderId: orderLines.orderId, kind: orderLines.kind })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids));
  const byId = new Map(rows.map((r) => [r.o.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r || r.o.state === 'cart' || r.o.reference === null || r.o.placedAt === null) return [];
    return [
      {
        id: r.o.id,
        reference: r.o.reference,
        state: r.o.state,
        buyerId: r.o.buyerId,
        buyerName: r.buyerName,
        kinds: (['course', 'product'] as const).filter((k) =>
          kinds.some((x) => x.orderId === id && x.kind === k),
        ),
        total: r.o.total,
        paid: r.o.paid,
        refunded: r.o.refunded,
        placedAt: r.o.placedAt.toISOString(),
        payBy: r.o.state === 'placed' ? iso(r.o.payBy) : null,
      },
    ];
  });
}

export async function orderSummary(db: Db | Tx, id: number): Promise<OrderSummary> {
  const [one] = await summaries(db, [id]);
  if (!one) throw new Error(`order ${id} has no summary`);
  return one;
}

/** A page of placed orders matching `where`, newest first. */
export async function orderPage(
  db: Db,
  where: SQL | undefined,
  paging: { pageNum: number; pageSize: number },
) {
  const placed = and(sql`${orders.state} <> 'cart'`, where);
  const page = await countAndPage(
    paging,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(placed);
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(placed)
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.id),
  );
  return { total: page.total, list: await summaries(db, page.list) };
}

export async function orderEventsOf(db: Db | Tx, orderId: number) {
  const rows = await db
    .select({ e: orderEvents, actorName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map(({ e, actorName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    actorName: e.actorId === null ? null : (actorName ?? ''),
    fromState: e.fromState,
    toState: e.toState,
    note: e.note,
  }));
}

/** Refund requests by id (or of an order), with their lines; amounts fixed once approved. */
/** What refunding `quantity` items of a line would return now (none once nothing is left). */
function wouldReturn(line: typeof orderLines.$inferSelect, quantity: number): Money {
  const left = line.quantity - line.refundedQuantity;
  const paidNet = parseMoney(line.paidNet);
  if (left < 1) return moneyOf(0n, paidNet.unit);
  return lineRefund(
    {
      paidNet,
      quantity: line.quantity,
      // What a partial refund kept is not given back again.
      refunded: addMoney(parseMoney(line.refunded), parseMoney(line.withheld)),
      refundedQuantity: line.refundedQuantity,
    },
    Math.min(quantity, left),
  );
}

export async function refundRows(db: Db | Tx, where: SQL): Promise<RefundRow[]> {
  const rows = await db
    .select({
      r: refundRequests,
      reference: orders.reference,
      paidWith: orders.paidWith,
      buyerName: users.name,
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(where)
    .orderBy(asc(refundRequests.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ rl: refundLines, line: orderLines })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.lineId))
    .where(
      inArray(
        refundLines.requestId,
        rows.map((r) => r.r.id),
      ),
    )
    .orderBy(asc(refundLines.lineId));
  // Each refund's latest payout (a voided one stays history once it is paid again).
  const paid = await db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.sourceKind, 'refund'),
        inArray(
          payouts.sourceId,
          rows.map((r) => r.r.id),
        ),
      ),
    )
    .orderBy(asc(payouts.id));
  return rows.map(({ r, reference, paidWith, buyerName }) => {
    const payout = paid.filter((p) => p.sourceId === r.id).at(-1);
    // Fixed on approval; until it is decided, what its lines would return now.
    const open = r.state === 'requested';
    const mine = lines
      .filter((l) => l.rl.requestId === r.id)
      .map((l) => ({
        lineId: l.rl.lineId,
        title: l.line.title,
        quantity: l.rl.quantity,
        amount: open ? moneyToDecimal(wouldReturn(l.line, l.rl.quantity)) : l.rl.amount,
      }));
    const kinds = new Set(lines.filter((l) => l.rl.requestId === r.id).map((l) => l.line.kind));
    return {
      id: r.id,
      orderId: r.orderId,
      orderReference: reference ?? '',
      buyerName,
      state: r.state,
      orderType: kinds.size === 1 ? ([...kinds][0] ?? 'mixed') : ('mixed' as const),
      reason: r.reason,
      amount: open ? moneyToDecimal(sumMoney(mine.map((l) => parseMoney(l.amount)))) : r.amount,
      withheld: r.withheld,
      withheldReason: r.withheldReason,
      note: r.note,
      paidWith,
      payout: payout
        ? {
            id: payout.id,
            status: payout.status,
            amount: payout.amount,
            reference: payout.reference,
            voidReason: payout.voidReason,
            createdAt: payout.createdAt.toISOString(),
            settledAt: iso(payout.settledAt),
          }
        : null,
      decidedById: r.decidedBy,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
      lines: mine,
    };
  });
}

export async function orderDetail(db: Db | Tx, id: number): Promise<OrderDetail> {
  const summary = await orderSummary(db, id);
  const [row] = await db
    .select({ o: orders, buyerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} vanished`);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const payments = await db
    .select()
    .from(officePayments)
    .where(eq(officePayments.orderId, id))
    .orderBy(asc(officePayments.id));
  return {
    ...summary,
    buyerEmail: row.buyerEmail,
    goods: row.o.goods,
    discount: row.o.discount,
    paidAt: iso(row.o.paidAt),
    closedReason: row.o.closedReason,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      courseId: l.courseId,
      productId: l.productId,
      optionId: l.optionId,
      title: l.title,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountShare: l.discountShare,
      paidNet: l.paidNet,
      refunded: l.refunded,
      refundedQuantity: l.refundedQuantity,
      fulfilment: l.fulfilment,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      state: p.state,
      due: p.due,
      reference: p.reference,
      received: p.received,
      reason: p.reason,
      decidedAt: iso(p.decidedAt),
    })),
    refunds: await refundRows(db, eq(refundRequests.orderId, id)),
    events: await orderEventsOf(db, id),
  };
}
