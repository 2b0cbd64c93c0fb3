import { CODES, type MODULE_IDS } from '@bq/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { products } from '../src/db/schema-commerce.js';
import { EXPIRED, expireUnpaid } from '../src/domain/commerce/lifecycle.js';
import {
  awaitingPayment,
  cartLine,
  checkoutAs,
  newKey,
  productFor,
  staffWith,
} from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse, newUser } from './institute-helpers.js';

/**
 * Commerce (issue 25) through its calls: server prices, idempotent checkout, office payment,
 * line refunds and who may do what; and the order arithmetic as a property. The races (the last
 * item, the last seat) are in commerce-checkout.test.ts, which runs on both databases.
 */

let t: TestApp;
let admin: string;
let finance: string;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  finance = await sessionFor(t, 'finance@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  const row = await t.database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, 'agent@bq.example.com'),
  });
  agentId = row?.id ?? 0;
});
afterAll(() => t?.close());

const newProduct = (price: string, stock: number | null = null) =>
  productFor(t, admin, price, stock);
const setLine = (token: string, body: Record<string, unknown>) => cartLine(t, token, body);
const checkout = (token: string, expectedTotal: string, key?: string) =>
  checkoutAs(t, token, expectedTotal, key);
const awaitingOf = (orderId: number) => awaitingPayment(t, admin, orderId);
const myOrder = async (id: number) =>
  (await call(t.app, 'bq/order/myDetail', { id }, { token: agent })).data;

describe('the cart and checkout', () => {
  it("totals at the server's prices whatever the client sends", async () => {
    const id = await newProduct('85.50', 10);
    // A price, a total and a discount in the body are not fields of the call: they are dropped.
    const cart = await setLine(agent, {
      kind: 'product',
      productId: id,
      quantity: 2,
      price: '0.01',
      unitPrice: '0.01',
      total: '0.01',
    });
    expect(cart.code, cart.message).toBe(CODES.ok);
    expect(cart.data.total).toBe('171.00');

    const cheap = await checkout(agent, '0.02');
    expect(cheap.code).toBe(CODES.conflict);
    expect(cheap.data).toEqual({ confirmRequired: true, total: '171.00' });

    // The price changes after the buyer filled the cart: the old total is refused, the new one shown.
    await t.database.db.update(products).set({ price: '90.00' }).where(eq(products.id, id));
    const mine = await call(t.app, 'bq/cart/mine', {}, { token: agent });
    expect(mine.data).toMatchObject({ total: '180.00', changed: true });
    const stale = await checkout(agent, '171.00');
    expect(stale.code).toBe(CODES.conflict);
    expect(stale.data.total).toBe('180.00');

    const placed = await checkout(agent, '180.00');
    expect(placed.code, placed.message).toBe(CODES.ok);
    expect(placed.data).toMatchObject({ state: 'placed', total: '180.00', paid: '0.00' });
    expect(placed.data.reference).toMatch(/^BQ-\d{6}-\d{4,}$/);
    const [stock] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(stock?.stock).toBe(8);
    const empty = await call(t.app, 'bq/cart/mine', {}, { token: agent });
    expect(empty.data.lines).toEqual([]);
  });

  it('a retry with the same key answers the first order; another body with it is refused', async () => {
    const id = await newProduct('12.34');
    await setLine(agent, { kind: 'product', productId: id, quantity: 3 });
    const key = newKey();
    const first = await checkout(agent, '37.02', key);
    expect(first.code, first.message).toBe(CODES.ok);
    const again = await checkout(agent, '37.02', key);
    expect(again.code, again.message).toBe(CODES.ok);
    expect(again.data).toEqual(first.data);
    const other = await checkout(agent, '37.03', key);
    expect(other.code).toBe(CODES.conflict);
    expect(other.message).toMatch(/already used for a different request/);
    const mine = await call(t.app, 'bq/order/mine', { pageSize: 100 }, { token: agent });
    const same = mine.data.list.filter((o: { id: number }) => o.id === first.data.id);
    expect(same).toHaveLength(1);
    expect(mine.data.list.filter((o: { total: string }) => o.total === '37.02')).toHaveLength(1);
  });
});

describe('office payment', () => {
  it('accepting the receipt pays the order, enrols the buyer and tells them', async () => {
    const courseId = await newCourse(t, admin, {
      price: '149.00',
      seats: 5,
      titleEn: 'Paid course',
    });
    const productId = await newProduct('20.00', 3);
    await setLine(agent, { kind: 'course', courseId });
    await setLine(agent, { kind: 'product', productId, quantity: 1 });
    const placed = await checkout(agent, '169.00');
    expect(placed.code, placed.message).toBe(CODES.ok);
    expect(placed.data.kinds).toEqual(['course', 'product']);
    const payment = await awaitingOf(placed.data.id);
    expect(payment.due).toBe('169.00');

    const before = await t.database.db.$count(messages, eq(messages.userId, agentId));
    // A short amount is a part: counted, the rest waits.
    const part = await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'CHQ-1001', received: '100.00' },
      { token: finance },
    );
    expect(part.code, part.message).toBe(CODES.ok);
    expect(part.data).toMatchObject({ state: 'placed', paid: '100.00' });
    // The same receipt entered again changes nothing.
    const twice = await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'CHQ-1001', received: '100.00' },
      { token: finance },
    );
    expect(twice.data).toMatchObject({ state: 'placed', paid: '100.00' });
    const rest = await awaitingOf(placed.data.id);
    expect(rest.due).toBe('69.00');
    const paid = await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: rest.id, reference: 'TRF-2002', received: '69.00' },
      { token: finance },
    );
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(paid.data).toMatchObject({ state: 'paid', paid: '169.00' });

    const courses = await call(t.app, 'bq/registration/mine', {}, { token: agent });
    const mine = courses.data.list.find(
      (r: { course: { id: number } }) => r.course.id === courseId,
    );
    expect(mine?.status).toBe('enrolled');
    // Told three times, each once: the part received, the seat, the order paid in full.
    const told = await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.userId, agentId))
      .orderBy(desc(messages.id))
      .limit(3);
    expect(told.map((m) => m.title)).toEqual([
      `Order ${placed.data.reference}: Paid in full: $169.00 received`,
      'A seat in Paid course',
      `Order ${placed.data.reference}: Received $100.00 (CHQ-1001); $69.00 still due`,
    ]);
    expect(await t.database.db.$count(messages, eq(messages.userId, agentId))).toBe(before + 3);

    const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, { token: agent });
    expect(detail.data.lines.map((l: { fulfilment: string }) => l.fulfilment)).toEqual([
      'enrolled',
      'pending',
    ]);
    const history = await call(t.app, 'bq/order/history', { id: placed.data.id }, { token: admin });
    expect(history.data.list.map((e: { toState: string }) => e.toState)).toEqual([
      'placed',
      'placed',
      'paid',
    ]);
    expect(history.data.list[2].actorName).toBe('Fay Finance');
  });

  it('a rejected payment keeps the order waiting with a new payment row', async () => {
    const productId = await newProduct('5.00');
    await setLine(agent, { kind: 'product', productId, quantity: 1 });
    const placed = await checkout(agent, '5.00');
    const payment = await awaitingOf(placed.data.id);
    const rejected = await call(
      t.app,
      'bq/payment/reject',
      { id: payment.id, reason: 'The cheque bounced' },
      { token: finance },
    );
    expect(rejected.data).toMatchObject({ state: 'placed', paid: '0.00' });
    const next = await awaitingOf(placed.data.id);
    expect(next.id).not.toBe(payment.id);
  });
});

describe('refunds', () => {
  it('a course line refunded frees its seat; the buyer never decides on their own refund', async () => {
    // Finance buys: their own approval is refused, the administrator's goes through.
    const courseId = await newCourse(t, admin, { price: '60.00', seats: 2 });
    const productId = await newProduct('10.00', 4);
    await setLine(finance, { kind: 'course', courseId });
    await setLine(finance, { kind: 'product', productId, quantity: 3 });
    const placed = await checkout(finance, '90.00');
    const payment = await awaitingOf(placed.data.id);
    const own = await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-3', received: '90.00' },
      { token: finance },
    );
    expect(own.code).toBe(CODES.forbidden);
    await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-3', received: '90.00' },
      { token: admin },
    );
    const detail = await call(
      t.app,
      'bq/order/myDetail',
      { id: placed.data.id },
      { token: finance },
    );
    const [courseLine, productLine] = detail.data.lines;
    const asked = await call(
      t.app,
      'bq/refund/request',
      {
        orderId: placed.data.id,
        reason: 'Cannot attend',
        lines: [
          { lineId: courseLine.id, quantity: 1 },
          { lineId: productLine.id, quantity: 1 },
        ],
      },
      json(finance),
    );
    expect(asked.code, asked.message).toBe(CODES.ok);
    // Before the decision finance sees what the lines would return: 10.00 + 60.00.
    const preview = await call(t.app, 'bq/refund/detail', { id: asked.data.id }, { token: admin });
    expect(preview.data).toMatchObject({ state: 'requested', amount: '70.00', orderType: 'mixed' });
    // A refund of a course and a product is under both order types' tabs.
    for (const orderType of ['course', 'product']) {
      const tab = await call(t.app, 'bq/refund/list', { orderType }, { token: admin });
      expect(tab.data.list.map((r: { id: number }) => r.id)).toContain(asked.data.id);
    }
    const self = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: asked.data.id },
      { token: finance },
    );
    expect(self.code).toBe(CODES.forbidden);
    expect(self.message).toMatch(/own order/);

    const card = async () =>
      (await call(t.app, 'bq/course/hallDetail', { id: courseId }, { token: agent })).data;
    expect((await card()).seatsTaken).toBe(1);
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: asked.data.id },
      { token: admin },
    );
    expect(approved.code, approved.message).toBe(CODES.ok);
    // One of three items of 10.00 and the whole course line: 10.00 + 60.00.
    expect(approved.data).toMatchObject({ state: 'approved', amount: '70.00' });
    expect((await card()).seatsTaken).toBe(0);
    const [p] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(p?.stock).toBe(2);
    const after = await call(
      t.app,
      'bq/order/myDetail',
      { id: placed.data.id },
      { token: finance },
    );
    expect(after.data).toMatchObject({ state: 'paid', paid: '90.00', refunded: '70.00' });
    // More than is left of a line is refused.
    const over = await call(
      t.app,
      'bq/refund/request',
      { orderId: placed.data.id, reason: 'All', lines: [{ lineId: productLine.id, quantity: 3 }] },
      json(finance),
    );
    expect(over.code).toBe(CODES.badInput);
  });
});

describe('who may do what', () => {
  it('a plain agent cannot take payments, decide refunds or read others’ orders', async () => {
    const other = await newUser(t, 'Agent', 'Other Agent');
    const productId = await newProduct('7.00');
    await setLine(other.token, { kind: 'product', productId, quantity: 1 });
    const placed = await checkout(other.token, '7.00');
    expect(placed.code, placed.message).toBe(CODES.ok);
    const payment = await awaitingOf(placed.data.id);
    for (const [path, body] of [
      [
        'bq/payment/accept',
        { idempotencyKey: newKey(), id: payment.id, reference: 'X-1', received: '7.00' },
      ],
      ['bq/payment/awaiting', {}],
      ['bq/order/list', {}],
      ['bq/order/detail', { id: placed.data.id }],
      ['bq/refund/list', {}],
    ] as const) {
      const answer = await call(t.app, path, body, { token: agent });
      expect(answer.code, path).toBe(CODES.forbidden);
    }
    const theirs = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, { token: agent });
    expect(theirs.code).toBe(CODES.notFound);
    const cancel = await call(t.app, 'bq/order/cancel', { id: placed.data.id }, { token: agent });
    expect(cancel.code).toBe(CODES.notFound);
    const mine = await call(t.app, 'bq/order/mine', { pageSize: 100 }, { token: agent });
    expect(mine.data.list.some((o: { id: number }) => o.id === placed.data.id)).toBe(false);
    // The buyer cancels their own: the awaiting payment goes with it.
    const own = await call(
      t.app,
      'bq/order/cancel',
      { id: placed.data.id },
      { token: other.token },
    );
    expect(own.data.state).toBe('cancelled');
  });
});

describe('staff scopes', () => {
  it('marketing reads orders with products, the institute orders with courses', async () => {
    const courseId = await newCourse(t, admin, { price: '30.00', seats: 5 });
    const productId = await newProduct('4.00');
    const buyer = await newUser(t, 'Agent', 'Scoped Buyer');
    await setLine(buyer.token, { kind: 'course', courseId });
    const courseOrder = await checkout(buyer.token, '30.00');
    await setLine(buyer.token, { kind: 'product', productId, quantity: 1 });
    const productOrder = await checkout(buyer.token, '4.00');
    expect([courseOrder.code, productOrder.code]).toEqual([CODES.ok, CODES.ok]);

    const staff = (page: keyof typeof MODULE_IDS) => staffWith(t, page);
    const ids = async (token: string, body: Record<string, unknown> = {}) =>
      (await call(t.app, 'bq/order/list', { pageSize: 100, ...body }, { token })).data.list.map(
        (o: { id: number }) => o.id,
      );
    const marketing = await staff('marketing/marketing-order-manage');
    const institute = await staff('college-manage/course-order');
    expect(await ids(marketing)).toContain(productOrder.data.id);
    expect(await ids(marketing)).not.toContain(courseOrder.data.id);
    expect(await ids(institute)).toContain(courseOrder.data.id);
    expect(await ids(institute)).not.toContain(productOrder.data.id);
    const hidden = await call(
      t.app,
      'bq/order/detail',
      { id: courseOrder.data.id },
      { token: marketing },
    );
    expect(hidden.code).toBe(CODES.notFound);
    expect(await ids(admin, { keyword: 'scoped buyer' })).toEqual([
      productOrder.data.id,
      courseOrder.data.id,
    ]);
    const mine = await call(t.app, 'bq/order/mine', { kind: 'course' }, { token: buyer.token });
    expect(mine.data.list.map((o: { id: number }) => o.id)).toEqual([courseOrder.data.id]);
  });

  it('counts the products of each type', async () => {
    const types = await call(t.app, 'bq/productType/list', {}, { token: admin });
    const seeded = types.data.list.find((x: { nameEn: string }) => x.nameEn === 'Signs');
    expect(seeded?.products).toBe(2);
  });
});

describe('expiry', () => {
  it('an order not paid in time is cancelled with its reason, and its seat goes back', async () => {
    const courseId = await newCourse(t, admin, { price: '25.00', seats: 3 });
    await setLine(agent, { kind: 'course', courseId });
    const placed = await checkout(agent, '25.00');
    const seats = async () =>
      (await call(t.app, 'bq/course/hallDetail', { id: courseId }, { token: agent })).data
        .seatsTaken;
    expect(await seats()).toBe(1);
    // Before its pay-by nothing happens; after it the sweep cancels it as the system.
    const payBy = Date.parse(placed.data.payBy);
    expect(await expireUnpaid(t.database.db, { now: new Date(payBy - 1000), actor: null })).toEqual(
      [],
    );
    expect((await myOrder(placed.data.id)).state).toBe('placed');
    await expireUnpaid(t.database.db, { now: new Date(payBy + 1000), actor: null });
    const after = await myOrder(placed.data.id);
    expect(after).toMatchObject({ state: 'cancelled', closedReason: EXPIRED });
    expect(after.events.at(-1)).toMatchObject({ actorName: null, toState: 'cancelled' });
    expect(await seats()).toBe(0);
  });
});
