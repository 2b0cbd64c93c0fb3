import { parseMoney } from '@bq/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { orders } from '../../db/schema-commerce.js';
import { closeOrder, fulfilLines } from '../../domain/commerce/fulfilment.js';
import { cancelOrder } from '../../domain/commerce/lifecycle.js';
import { staffScope } from '../../domain/commerce/order-scope.js';
import { placeOrder } from '../../domain/commerce/placement.js';
import { tokenPayment } from '../../domain/commerce/token-payment.js';
import { refuseListedOutsider } from '../../domain/system/blacklist.js';
import { notFound } from '../../envelope.js';
import { once } from '../../idempotency/once.js';
import { hasKind, orderDetail, orderEventsOf, orderPage, orderSummary } from './order-views.js';

const CHECKOUT = 'bq/order/checkout';

/** An order the staff member may read, or the 404 a missing one answers. */
async function staffOrder(db: Db, user: SessionUser, id: number) {
  const scope = staffScope(user);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), sql`${orders.state} <> 'cart'`, scope ?? undefined));
  if (!row) throw notFound('Order');
  return row.id;
}

/** The buyer's own placed order, or the 404 another's answers (ids do not tell what exists). */
async function ownOrder(db: Db, buyerId: number, id: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId), sql`${orders.state} <> 'cart'`));
  if (!row) throw notFound('Order');
  return row.id;
}

export const order: FamilyHandlers<'order'> = {
  async checkout({ idempotencyKey, expectedTotal, payWith, discountCode }, ctx) {
    await refuseListedOutsider(ctx.db, ctx.user, ctx.ip);
    const act = ctx.act();
    let told: number[] = [];
    const answer = await ctx.db.transaction((tx) =>
      once(
        tx,
        {
          key: idempotencyKey,
          actor: ctx.user.userId,
          call: CHECKOUT,
          // The money as a canonical decimal: "10", "10.0" and 10 are one request.
          request: {
            expectedTotal: parseMoney(expectedTotal).minor.toString(),
            payWith,
            discountCode: discountCode?.toLowerCase() ?? '',
          },
          at: act.now,
        },
        async () => {
          const placed = await placeOrder(tx, act, {
            buyerId: ctx.user.userId,
            expectedTotal: parseMoney(expectedTotal),
            payDays: ctx.config.orderPayDays,
            discountCode,
            // Tokens (docs/finance-books.md "Tokens"): paid at once from the buyer's token account.
            ...(payWith === 'tokens' ? { method: tokenPayment(ctx.config.tokenValue) } : {}),
          });
          told = placed.told;
          return orderSummary(tx, placed.orderId);
        },
      ),
    );
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return answer;
  },

  async mine(input, ctx) {
    return orderPage(
      ctx.db,
      and(
        eq(orders.buyerId, ctx.user.userId),
        input.kind ? hasKind(input.kind) : undefined,
        input.state ? eq(orders.state, input.state) : undefined,
      ),
      input,
    );
  },

  async myDetail({ id }, ctx) {
    return orderDetail(ctx.db, await ownOrder(ctx.db, ctx.user.userId, id));
  },

  async cancel({ id, reason }, ctx) {
    const told = await ctx.db.transaction((tx) =>
      cancelOrder(tx, ctx.act(), {
        orderId: id,
        buyerId: ctx.user.userId,
        reason: reason || 'Cancelled by the buyer',
      }),
    );
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return orderSummary(ctx.db, id);
  },

  async list(input, ctx) {
    const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
    return orderPage(
      ctx.db,
      and(
        staffScope(ctx.user) ?? undefined,
        input.kind ? hasKind(input.kind) : undefined,
        input.state ? eq(orders.state, input.state) : undefined,
        p
          ? sql`(lower("orders"."reference") like ${p} or exists (select 1 from users u where u.id = "orders"."buyer_id" and (lower(u.name) like ${p} or lower(u.email) like ${p})))`
          : undefined,
      ),
      input,
    );
  },

  async detail({ id }, ctx) {
    return orderDetail(ctx.db, await staffOrder(ctx.db, ctx.user, id));
  },

  async history({ id }, ctx) {
    return { list: await orderEventsOf(ctx.db, await staffOrder(ctx.db, ctx.user, id)) };
  },

  async fulfil({ id, lineIds, how, note }, ctx) {
    const orderId = await staffOrder(ctx.db, ctx.user, id);
    const { told } = await ctx.db.transaction((tx) =>
      fulfilLines(tx, ctx.act(), { orderId, lineIds, how, note }),
    );
    ctx.badgeCache.dropUnread(told);
    return orderSummary(ctx.db, orderId);
  },

  async close({ id, note }, ctx) {
    const orderId = await staffOrder(ctx.db, ctx.user, id);
    await ctx.db.transaction((tx) => closeOrder(tx, ctx.act(), { orderId, note }));
    return orderSummary(ctx.db, orderId);
  },
};
