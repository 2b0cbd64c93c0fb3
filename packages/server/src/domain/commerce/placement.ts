import { CODES } from '@bq/contract';
import {
  businessDay,
  compareMoney,
  formatMoney,
  type Money,
  moneyToDecimal,
  parseMoney,
  sumMoney,
  zeroMoney,
} from '@bq/validators';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { orderLines, orders, productOptions, products } from '../../db/schema-commerce.js';
import { courses } from '../../db/schema-institute.js';
import { ApiError, badInput, conflict } from '../../envelope.js';
import { holdSeat } from '../institute/held-seats.js';
import { lockCourse, type Registrant } from '../institute/seats.js';
import type { Act } from '../shared/act.js';
import { checkCode, codeNamed, placeWithCode, redeemCode } from './discounts.js';
import { lockOrder, markPaid, moveOrder, payByAfter } from './lifecycle.js';
import { placeLines } from './money-split.js';
import { officePayment, type PaymentMethod } from './payments.js';

type Line = typeof orderLines.$inferSelect;

export const EMPTY_CART = 'Your cart is empty';

/** The buyer as the institute records a seat holder: name and e-mail from the account. */
async function registrantOf(tx: Tx, userId: number): Promise<Registrant> {
  const [u] = await tx
    .select({ name: users.name, email: users.email, kind: users.kind })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new Error(`no user ${userId}`);
  return { userId, name: u.name, email: u.email, phone: '', kind: u.kind };
}

/** `BQ-yymmdd-NNNN` (ours): the reference the buyer writes on a transfer or a cheque. */
const referenceOf = (id: number, day: string) =>
  `BQ-${day.slice(2).replaceAll('-', '')}-${String(id).padStart(4, '0')}`;

interface Priced {
  line: Line;
  unitPrice: Money;
  title: string;
}

/**
 * Today's price of every line, read under lock: the product rows (ordered by id, so two carts
 * never wait on each other in a circle), then the courses (by id too). Refuses what cannot be
 * sold now in words the buyer can act on; their cart stays as it is.
 */
async function priceUnderLock(tx: Tx, lines: Line[]): Promise<Priced[]> {
  const productIds = [
    ...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId]))),
  ].sort((a, b) => a - b);
  const locked =
    productIds.length === 0
      ? []
      : await tx
          .select()
          .from(products)
          .where(inArray(products.id, productIds))
          .orderBy(asc(products.id))
          .for('update');
  const byId = new Map(locked.map((p) => [p.id, p]));
  const optionIds = lines.flatMap((l) => (l.optionId === null ? [] : [l.optionId]));
  const options =
    optionIds.length === 0
      ? []
      : await tx.select().from(productOptions).where(inArray(productOptions.id, optionIds));
  const optionById = new Map(options.map((o) => [o.id, o]));
  const courseIds = lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId]));
  for (const id of [...courseIds].sort((a, b) => a - b)) await lockCourse(tx, id);
  const courseRows =
    courseIds.length === 0
      ? []
      : await tx.select().from(courses).where(inArray(courses.id, courseIds));
  const courseById = new Map(courseRows.map((c) => [c.id, c]));

  const wanted = new Map<number, number>();
  for (const l of lines) {
    if (l.productId !== null) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  }
  return lines.map((line): Priced => {
    if (line.courseId !== null) {
      const c = courseById.get(line.courseId);
      const title = c ? c.titleEn || c.titleZh || `Course #${c.id}` : `Course #${line.courseId}`;
      if (c?.status !== 'published') throw conflict(`${title} can no longer be bought`);
      return { line, unitPrice: parseMoney(c.price), title };
    }
    const p = line.productId === null ? undefined : byId.get(line.productId);
    const name = p ? p.nameEn || p.nameZh : `Product #${line.productId}`;
    if (p?.status !== 'published') throw conflict(`${name} can no longer be bought`);
    const want = wanted.get(p.id) ?? line.quantity;
    if (p.stock !== null && p.stock < want) throw conflict(`Only ${p.stock} left of ${name}`);
    if (line.optionId === null) return { line, unitPrice: parseMoney(p.price), title: name };
    const o = optionById.get(line.optionId);
    if (!o?.active || o.productId !== p.id) throw conflict(`${name}: that choice is gone`);
    return { line, unitPrice: parseMoney(o.price), title: `${name} (${o.label})` };
  });
}

/**
 * Places the buyer's cart (docs/commerce.md rules 1–5): prices re-read under lock, the total
 * compared with the one the buyer confirmed (a difference places nothing and answers the new
 * total), stock taken, seats held, a discount code's discount spread once over the lines it
 * applies to (its use recorded), and the payment started. The cart row becomes the order, so
 * placing it twice is one state change. Answers the order id and the users told (a free order
 * enrols at once).
 */
export async function placeOrder(
  tx: Tx,
  act: Act,
  {
    buyerId,
    expectedTotal,
    payDays,
    method = officePayment,
    discountCode,
  }: {
    buyerId: number;
    expectedTotal: Money;
    payDays: number;
    /** How the buyer pays (office payment unless they chose another method, e.g. tokens). */
    method?: PaymentMethod<unknown, unknown>;
    /** The code the buyer gave, as typed (any case). */
    discountCode?: string | undefined;
  },
): Promise<{ orderId: number; told: number[] }> {
  const [cart] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.state, 'cart')))
    .for('update');
  if (!cart) throw badInput(EMPTY_CART);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, cart.id))
    .orderBy(asc(orderLines.id));
  if (lines.length === 0) throw badInput(EMPTY_CART);

  const priced = await priceUnderLock(tx, lines);
  const pricedLines = priced.map((p) => ({
    kind: p.line.kind,
    unitPrice: p.unitPrice,
    quantity: p.line.quantity,
  }));
  // The code's row is locked last (after products and courses, each in id order), so carts never
  // wait on each other in a circle; its uses are counted under that lock.
  const code = discountCode ? await codeNamed(tx, act, discountCode, buyerId) : null;
  if (code) await checkCode(tx, act, code, buyerId);
  const { placed, discount } = code
    ? placeWithCode(code, pricedLines)
    : { placed: placeLines(pricedLines, zeroMoney()), discount: zeroMoney() };
  const goods = sumMoney(placed.map((p) => p.gross));
  const total = sumMoney(placed.map((p) => p.paidNet));
  if (compareMoney(total, expectedTotal) !== 0) {
    throw new ApiError(
      CODES.conflict,
      `The total is now ${formatMoney(total)}: prices changed since you saw them. Confirm the new total to place the order`,
      { confirmRequired: true, total: moneyToDecimal(total) },
    );
  }

  const buyer = await registrantOf(tx, buyerId);
  for (const [i, p] of priced.entries()) {
    const split = placed[i];
    if (!split) continue;
    let registrationId: number | null = null;
    if (p.line.courseId !== null) {
      registrationId = await holdSeat(tx, act, { courseId: p.line.courseId, who: buyer });
    } else if (p.line.productId !== null) {
      // Made to order (stock null) stays null; counted stock cannot go below zero (a CHECK), and
      // the row lock above means the count read is still the count.
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${p.line.quantity}` })
        .where(eq(products.id, p.line.productId));
    }
    await tx
      .update(orderLines)
      .set({
        title: p.title,
        unitPrice: moneyToDecimal(p.unitPrice),
        discountShare: moneyToDecimal(split.discountShare),
        paidNet: moneyToDecimal(split.paidNet),
        registrationId,
        fulfilment: registrationId === null ? 'pending' : 'held',
      })
      .where(eq(orderLines.id, p.line.id));
  }

  if (code) {
    await redeemCode(tx, act, { codeId: code.id, orderId: cart.id, buyerId, amount: discount });
  }
  const reference = referenceOf(cart.id, businessDay(act.now));
  await moveOrder(tx, act, cart, 'placed', '', {
    reference,
    goods: moneyToDecimal(goods),
    discount: moneyToDecimal(discount),
    total: moneyToDecimal(total),
    placedAt: act.now,
    payBy: payByAfter(act.now, payDays),
  });
  if (total.minor > 0n) {
    await method.start(tx, act, { orderId: cart.id, due: total });
    return { orderId: cart.id, told: [] };
  }
  // Nothing to pay (every line free): paid at once, seats taken; no lecturer earns a share of it.
  const told = await markPaid(tx, act, await lockOrder(tx, cart.id), {
    note: 'Nothing to pay',
    lecturerPercent: 0,
  });
  return { orderId: cart.id, told };
}
