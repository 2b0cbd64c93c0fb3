import {
  formatMoney,
  type Money,
  moneyOf,
  moneyToDecimal,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { orderLines, orders, productOptions, products } from '../../db/schema-commerce.js';
import { badInput, conflict } from '../../envelope.js';
import { spendTokens, tokensFor } from '../finance/tokens.js';
import { lockOrder, markPaid } from './lifecycle.js';
import type { PaymentMethod } from './payments.js';

/**
 * Tokens as a payment method (docs/commerce.md rule 6, docs/finance-books.md "Tokens"): the buyer's
 * tokens pay a marketplace order at once when they choose it at checkout. The order stays in
 * dollars (its total, paid and refunded); the ledger holds the tokens it took, `order:<id>:tokens`,
 * at `value` dollars a token rounded up. Course seats are paid in dollars only (their lecturers'
 * shares are dollars), so an order holding one cannot be paid with tokens. There is nothing for
 * finance to decide: accept and reject refuse.
 */
export function tokenPayment(value: Money): PaymentMethod<never, never> {
  return {
    async start(tx, act, { orderId, due }) {
      const order = await lockOrder(tx, orderId);
      await assertTokenPayable(tx, orderId);
      const cost = tokensFor(due, value);
      await spendTokens(tx, act, { userId: order.buyerId, orderId, amount: cost });
      await markPaid(tx, act, order, {
        note: `Paid with ${formatMoney(cost)} (${formatMoney(due)})`,
        set: { paid: moneyToDecimal(due), paidWith: 'tokens' },
        lecturerPercent: 0,
      });
    },
    accept() {
      throw conflict('An order paid with tokens was settled when it was placed');
    },
    reject() {
      throw conflict('An order paid with tokens was settled when it was placed');
    },
  };
}

/** Refuses tokens for an order that holds a course seat. */
export async function assertTokenPayable(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ kind: orderLines.kind })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (lines.some((l) => l.kind !== 'product'))
    throw badInput('Tokens pay for marketplace products only: pay for a course seat at the office');
}

/**
 * What the buyer's cart would cost in tokens at today's prices (the checkout page's offer), or
 * null when the cart is empty or holds a course seat. Checkout re-prices under lock anyway.
 */
export async function cartTokenCost(
  db: Db | Tx,
  buyerId: number,
  value: Money,
): Promise<Money | null> {
  const rows = await db
    .select({
      kind: orderLines.kind,
      quantity: orderLines.quantity,
      price: sql<string>`coalesce(${productOptions.price}, ${products.price}, ${orderLines.unitPrice})::text`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productOptions, eq(productOptions.id, orderLines.optionId))
    .where(and(eq(orders.buyerId, buyerId), eq(orders.state, 'cart')));
  if (rows.length === 0 || rows.some((r) => r.kind !== 'product')) return null;
  const total = sumMoney(rows.map((r) => moneyOf(parseMoney(r.price).minor * BigInt(r.quantity))));
  return tokensFor(total, value);
}
