import { CODES, MODULE_IDS } from '@bq/contract';
import { type Money, moneyOf, moneyToDecimal, parseMoney, sumMoney } from '@bq/validators';
import { expect } from 'vitest';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { roleModules, roles } from '../src/db/schema.js';
import { lineRefund, placeLines } from '../src/domain/commerce/money-split.js';
import { call, type TestApp } from './helpers.js';
import { json, newUser } from './institute-helpers.js';

let keys = 0;
/** A new idempotency key per checkout, as the portal makes one per confirm. */
export const newKey = () => `test-key-${uniqueStamp()}-${++keys}`;

/** A published product of the first product type, made by `admin` (who holds marketing). */
export async function productFor(
  t: TestApp,
  admin: string,
  price: string,
  stock: number | null = null,
  nameEn = `Test item ${price}`,
) {
  const types = await call(t.app, 'bq/productType/list', {}, { token: admin });
  const added = await call(
    t.app,
    'bq/product/add',
    { typeId: types.data.list[0].id, nameEn, price, stock },
    json(admin),
  );
  expect(added.code, added.message).toBe(CODES.ok);
  const set = await call(
    t.app,
    'bq/product/changeStatus',
    { id: added.data.id, status: 'published' },
    { token: admin },
  );
  expect(set.code, set.message).toBe(CODES.ok);
  return added.data.id as number;
}

export const cartLine = (t: TestApp, token: string, body: Record<string, unknown>) =>
  call(t.app, 'bq/cart/setLine', body, { token });

export const checkoutAs = (
  t: TestApp,
  token: string,
  expectedTotal: string,
  idempotencyKey = newKey(),
) => call(t.app, 'bq/order/checkout', { idempotencyKey, expectedTotal }, json(token));

/** Finance's awaiting payment of an order (read by `staff`, who holds the receipts page). */
export async function awaitingPayment(t: TestApp, staff: string, orderId: number) {
  const list = await call(t.app, 'bq/payment/awaiting', { pageSize: 100 }, { token: staff });
  const row = list.data.list.find((p: { orderId: number }) => p.orderId === orderId);
  expect(row, `no awaiting payment for order ${orderId}`).toBeDefined();
  return row as { id: number; due: string };
}

/** A buyer orders `quantity` of a new product at `price` (made by `admin`) and pays in tokens. */
export async function checkoutWithTokens(
  t: TestApp,
  admin: string,
  buyer: string,
  price: string,
  quantity = 1,
) {
  const productId = await productFor(t, admin, price);
  expect((await cartLine(t, buyer, { kind: 'product', productId, quantity })).code).toBe(CODES.ok);
  const total = moneyOf(parseMoney(price).minor * BigInt(quantity));
  return call(
    t.app,
    'bq/order/checkout',
    { idempotencyKey: newKey(), expectedTotal: moneyToDecimal(total), payWith: 'tokens' },
    json(buyer),
  );
}

/** Finance takes an order's whole due at the office: its awaiting payment accepted in full. */
export async function payInFull(t: TestApp, staff: string, orderId: number, reference: string) {
  const payment = await awaitingPayment(t, staff, orderId);
  const paid = await call(
    t.app,
    'bq/payment/accept',
    { idempotencyKey: newKey(), id: payment.id, reference, received: payment.due },
    { token: staff },
  );
  expect(paid.code, paid.message).toBe(CODES.ok);
  return payment;
}

/** The buyer asks for `lines` back (one of each) and `staff` approves it as asked. */
export async function refundApproved(
  t: TestApp,
  buyer: string,
  staff: string,
  orderId: number,
  lines: { id: number }[],
  reason = 'Returned',
) {
  const asked = await call(
    t.app,
    'bq/refund/request',
    { orderId, reason, lines: lines.map((l) => ({ lineId: l.id, quantity: 1 })) },
    json(buyer),
  );
  expect(asked.code, asked.message).toBe(CODES.ok);
  const approved = await call(
    t.app,
    'bq/refund/approve',
    { idempotencyKey: newKey(), id: asked.data.id },
    { token: staff },
  );
  expect(approved.code, approved.message).toBe(CODES.ok);
  return approved.data as { amount: string };
}

/** A signed-in person whose only role holds one page (a staff scope on its own). */
export async function staffWith(t: TestApp, page: keyof typeof MODULE_IDS) {
  const [role] = await t.database.db
    .insert(roles)
    .values({ name: `Only ${page}` })
    .returning({ id: roles.id });
  if (!role) throw new Error('role insert');
  await t.database.db.insert(roleModules).values({ roleId: role.id, moduleId: MODULE_IDS[page] });
  return (await newUser(t, `Only ${page}`, page)).token;
}

const usd = (cents: number): Money => moneyOf(BigInt(cents));

/**
 * The property of docs/commerce.md rules 5 and 7 for one random order: the discount spread over
 * the lines adds up, a sequence of partial line refunds never passes what a line paid, and
 * refunding what is left returns exactly what was paid, to the cent.
 */
export function checkOrderArithmetic(
  lines: { cents: number; quantity: number }[],
  discountCents: number,
  refundSteps: [number, number][],
) {
  const priced = lines.map((l) => ({ unitPrice: usd(l.cents), quantity: l.quantity }));
  const placed = placeLines(priced, usd(discountCents));
  const goods = sumMoney(placed.map((p) => p.gross));
  const paid = sumMoney(placed.map((p) => p.paidNet));
  const discount = sumMoney(placed.map((p) => p.discountShare));
  expect(discount.minor + paid.minor).toBe(goods.minor);
  const asked = BigInt(discountCents);
  expect(discount.minor).toBe(asked < goods.minor ? asked : goods.minor);
  for (const p of placed) expect(p.paidNet.minor >= 0n).toBe(true);

  const state = placed.map((p, i) => ({
    paidNet: p.paidNet,
    quantity: priced[i]?.quantity ?? 1,
    refunded: usd(0),
    refundedQuantity: 0,
  }));
  for (const [pick, want] of refundSteps) {
    const s = state[pick % state.length];
    if (!s) continue;
    const quantity = Math.min(want, s.quantity - s.refundedQuantity);
    if (quantity < 1) continue;
    const amount = lineRefund(s, quantity);
    expect(amount.minor >= 0n).toBe(true);
    s.refunded = moneyOf(s.refunded.minor + amount.minor);
    s.refundedQuantity += quantity;
    expect(s.refunded.minor <= s.paidNet.minor).toBe(true);
  }
  // Refund whatever is left of every line: the order comes back exactly to what was paid.
  for (const s of state) {
    const left = s.quantity - s.refundedQuantity;
    if (left > 0) {
      s.refunded = moneyOf(s.refunded.minor + lineRefund(s, left).minor);
      s.refundedQuantity = s.quantity;
    }
    expect(s.refunded.minor).toBe(s.paidNet.minor);
  }
  expect(sumMoney(state.map((s) => s.refunded)).minor).toBe(paid.minor);
}
