import { isZeroMoney, parseMoney } from '@bq/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { orderLines, orders, productOptions, products } from '../../db/schema-commerce.js';
import { badInput, notFound } from '../../envelope.js';
import { courseForSale } from '../institute/held-seats.js';
import type { Act } from '../shared/act.js';

/**
 * The cart is the buyer's order not yet placed (Vendure): one row per buyer in state `cart`, held
 * unique by a partial index, so two tabs adding a first line at once share one cart. Lines keep
 * the price the buyer saw when adding; checkout re-reads every price under lock.
 */

export interface LineRef {
  kind: 'course' | 'product';
  courseId?: number | undefined;
  productId?: number | undefined;
  optionId?: number | undefined;
}

/** The buyer's cart id, made on first use. */
export async function openCart(tx: Tx, act: Act, buyerId: number): Promise<number> {
  // ON CONFLICT DO NOTHING meets the partial unique index: a concurrent first add finds the other.
  await tx
    .insert(orders)
    .values({ buyerId, createdAt: act.now, updatedAt: act.now })
    .onConflictDoNothing();
  const [cart] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.state, 'cart')))
    .for('update');
  if (!cart) throw new Error('cart vanished after insert');
  return cart.id;
}

/** Today's price of what a line names, or the refusal why it cannot go in a cart. */
async function priceOf(tx: Tx, ref: LineRef): Promise<string> {
  if (ref.kind === 'course') {
    const course = ref.courseId === undefined ? null : await courseForSale(tx, ref.courseId);
    if (!course) throw notFound('Course');
    // A free course is registered for in the hall; only a paid seat is bought.
    if (isZeroMoney(parseMoney(course.price))) {
      throw badInput('This course is free: register for it from the course hall');
    }
    return course.price;
  }
  const [product] =
    ref.productId === undefined
      ? []
      : await tx
          .select()
          .from(products)
          .where(and(eq(products.id, ref.productId), eq(products.status, 'published')));
  if (!product) throw notFound('Product');
  if (ref.optionId === undefined) return product.price;
  const [option] = await tx
    .select()
    .from(productOptions)
    .where(
      and(
        eq(productOptions.id, ref.optionId),
        eq(productOptions.productId, product.id),
        eq(productOptions.active, true),
      ),
    );
  if (!option) throw notFound('Product option');
  return option.price;
}

const sameItem = (ref: LineRef) =>
  ref.kind === 'course'
    ? and(eq(orderLines.kind, 'course'), eq(orderLines.courseId, ref.courseId ?? 0))
    : and(
        eq(orderLines.kind, 'product'),
        eq(orderLines.productId, ref.productId ?? 0),
        ref.optionId === undefined
          ? sql`${orderLines.optionId} is null`
          : eq(orderLines.optionId, ref.optionId),
      );

/** Puts an item in the cart at `quantity`, at today's price (which the buyer now sees). */
export async function setCartLine(
  tx: Tx,
  act: Act,
  buyerId: number,
  input: LineRef & { quantity: number },
): Promise<void> {
  const unitPrice = await priceOf(tx, input);
  const cartId = await openCart(tx, act, buyerId);
  const [line] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, cartId), sameItem(input)));
  if (line) {
    await tx
      .update(orderLines)
      .set({ quantity: input.quantity, unitPrice })
      .where(eq(orderLines.id, line.id));
  } else {
    await tx.insert(orderLines).values({
      orderId: cartId,
      kind: input.kind,
      courseId: input.kind === 'course' ? (input.courseId ?? null) : null,
      productId: input.kind === 'product' ? (input.productId ?? null) : null,
      optionId: input.kind === 'product' ? (input.optionId ?? null) : null,
      quantity: input.quantity,
      unitPrice,
    });
  }
  await tx.update(orders).set({ updatedAt: act.now }).where(eq(orders.id, cartId));
}

export async function removeCartLine(tx: Tx, act: Act, buyerId: number, lineId: number) {
  const cartId = await openCart(tx, act, buyerId);
  const [gone] = await tx
    .delete(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, cartId)))
    .returning({ id: orderLines.id });
  if (!gone) throw notFound('Cart line');
}
