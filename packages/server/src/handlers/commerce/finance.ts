import { compareMoney, parseMoney } from '@bq/validators';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refuseStepUp, stepUpNeed } from '../../auth/step-up.js';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { officePayments, orders, refundRequests } from '../../db/schema-commerce.js';
import { officePayment } from '../../domain/commerce/payments.js';
import { payRefund, voidRefund } from '../../domain/commerce/refund-payouts.js';
import { approveRefund, refuseRefund, requestRefund } from '../../domain/commerce/refunds.js';
import { notFound } from '../../envelope.js';
import { once } from '../../idempotency/once.js';
import { orderSummary, refundRows } from './order-views.js';

// Deciding moves money: each decision is once per idempotency key (a retry answers the first).
const ACCEPT = 'bq/payment/accept';
const APPROVE = 'bq/refund/approve';
const PAY = 'bq/refund/pay';
const VOID = 'bq/refund/void';

/** Finance's side of an order: office payments to confirm and refunds to decide. */
export const payment: FamilyHandlers<'payment'> = {
  async awaiting(input, ctx) {
    const where = eq(officePayments.state, input.state);
    const decider = alias(users, 'decider');
    return countAndPage(
      input,
      async () => {
        const [row] = await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(officePayments)
          .where(where);
        return row?.n ?? 0;
      },
      async (limit, offset) => {
        const rows = await ctx.db
          .select({
            p: officePayments,
            o: orders,
            buyerName: users.name,
            decidedByName: decider.name,
          })
          .from(officePayments)
          .innerJoin(orders, eq(orders.id, officePayments.orderId))
          .innerJoin(users, eq(users.id, orders.buyerId))
          .leftJoin(decider, eq(decider.id, officePayments.decidedBy))
          .where(where)
          // What waits, oldest first (the next to confirm); a register, the latest decision first.
          .orderBy(
            ...(input.state === 'awaiting'
              ? [asc(officePayments.id)]
              : [desc(officePayments.decidedAt), desc(officePayments.id)]),
          )
          .limit(limit)
          .offset(offset);
        return rows.map(({ p, o, buyerName, decidedByName }) => ({
          id: p.id,
          orderId: o.id,
          orderReference: o.reference ?? '',
          buyerName,
          due: p.due,
          createdAt: p.createdAt.toISOString(),
          payBy: o.payBy?.toISOString() ?? null,
          state: p.state,
          reference: p.reference,
          received: p.received,
          decidedAt: p.decidedAt?.toISOString() ?? null,
          decidedByName: decidedByName ?? null,
        }));
      },
    );
  },

  async accept({ idempotencyKey, id, reference, received }, ctx) {
    const act = ctx.act();
    let told: number[] = [];
    const answer = await ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: ACCEPT,
          // The money as a canonical decimal: "10", "10.0" and 10 are one request.
          request: { id, reference, received: parseMoney(received).minor.toString() },
          at: act.now,
        },
        async () => {
          const done = await officePayment.accept(tx, act, {
            paymentId: id,
            reference,
            received: parseMoney(received),
            lecturerPercent: ctx.config.lecturerSharePercent,
          });
          told = done.told;
          return orderSummary(tx, done.orderId);
        },
      ),
    );
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return answer;
  },

  async reject({ id, reason }, ctx) {
    const act = ctx.act();
    const done = await ctx.db.transaction((tx) =>
      officePayment.reject(tx, act, { paymentId: id, reason }),
    );
    ctx.badgeCache.dropUnread(done.told);
    return orderSummary(ctx.db, done.orderId);
  },
};

async function oneRefund(db: Db | Tx, id: number) {
  const [row] = await refundRows(db, eq(refundRequests.id, id));
  if (!row) throw notFound('Refund request');
  return row;
}

export const refund: FamilyHandlers<'refund'> = {
  async request(input, ctx) {
    const id = await ctx.db.transaction((tx) =>
      requestRefund(tx, ctx.act(), { ...input, buyerId: ctx.user.userId }),
    );
    return { id };
  },

  async list(input, ctx) {
    const where = and(
      input.state ? eq(refundRequests.state, input.state) : undefined,
      input.orderType
        ? sql`exists (select 1 from refund_lines rl join order_lines ol on ol.id = rl.line_id
            where rl.request_id = ${refundRequests.id} and ol.kind = ${input.orderType})`
        : undefined,
    );
    return countAndPage(
      input,
      async () => {
        const [row] = await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(refundRequests)
          .where(where);
        return row?.n ?? 0;
      },
      async (limit, offset) => {
        const ids = await ctx.db
          .select({ id: refundRequests.id })
          .from(refundRequests)
          .where(where)
          .orderBy(asc(refundRequests.id))
          .limit(limit)
          .offset(offset);
        if (ids.length === 0) return [];
        return refundRows(
          ctx.db,
          inArray(
            refundRequests.id,
            ids.map((r) => r.id),
          ),
        );
      },
    );
  },

  async detail({ id }, ctx) {
    return oneRefund(ctx.db, id);
  },

  /**
   * Above `refunds.secondPersonAbove` an approval asks for a fresh code (docs/auth.md "Step-up"),
   * so the meta's flag cannot say it: the amount is known only once the approval has worked it
   * out, and a refusal then rolls the whole approval back.
   */
  async approve({ idempotencyKey, id, note, amount, reason }, ctx) {
    const act = ctx.act();
    const approved = amount === undefined ? undefined : parseMoney(amount);
    const need = await stepUpNeed(ctx, ctx.user);
    const above = need
      ? parseMoney(await ctx.settings.get(ctx.db, 'refunds.secondPersonAbove'))
      : null;
    const stale = new Error('step-up needed');
    let told: number[] = [];
    const answer = await ctx.db
      .transaction((tx) =>
        once(
          tx,
          {
            key: idempotencyKey,
            actor: ctx.user.userId,
            call: APPROVE,
            request: { id, note, amount: approved?.minor.toString() ?? null, reason },
            at: act.now,
          },
          async () => {
            const input = { requestId: id, note, amount: approved, reason };
            told = (await approveRefund(tx, act, input)).told;
            const decided = await oneRefund(tx, id);
            if (above && compareMoney(parseMoney(decided.amount), above) > 0) throw stale;
            return decided;
          },
        ),
      )
      .catch(async (error: unknown) => {
        if (error === stale && need) throw await refuseStepUp(ctx, ctx.user, APPROVE, need);
        throw error;
      });
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return answer;
  },

  async pay({ idempotencyKey, id, reference }, ctx) {
    const act = ctx.act();
    const above = parseMoney(await ctx.settings.get(ctx.db, 'refunds.secondPersonAbove'));
    let told: number[] = [];
    const request = { id, reference };
    const answer = await ctx.db.transaction((tx) =>
      once(
        tx,
        { key: idempotencyKey, actor: ctx.user.userId, call: PAY, request, at: act.now },
        async () => {
          const input = { requestId: id, reference, secondPersonAbove: above };
          told = (await payRefund(tx, act, input)).told;
          return oneRefund(tx, id);
        },
      ),
    );
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return answer;
  },

  async void({ idempotencyKey, id, reason }, ctx) {
    const act = ctx.act();
    const request = { id, reason };
    return ctx.db.transaction((tx) =>
      once(
        tx,
        { key: idempotencyKey, actor: ctx.user.userId, call: VOID, request, at: act.now },
        async () => {
          await voidRefund(tx, act, { requestId: id, reason });
          return oneRefund(tx, id);
        },
      ),
    );
  },

  async refuse({ id, note }, ctx) {
    const { told } = await ctx.db.transaction((tx) =>
      refuseRefund(tx, ctx.act(), { requestId: id, note }),
    );
    ctx.badgeCache.dropUnread(told);
    return oneRefund(ctx.db, id);
  },
};
