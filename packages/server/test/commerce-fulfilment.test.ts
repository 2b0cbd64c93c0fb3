import { CODES } from '@bq/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import {
  awaitingPayment,
  cartLine,
  checkoutAs,
  newKey,
  productFor,
  staffWith,
} from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';

/**
 * Fulfilment (issue 25): product lines shipped or picked up by the marketplace, a course order
 * delivered by its payment, and a fulfilled order closed; each step in the order's history.
 */

let t: TestApp;
let admin: string;
let agent: string;
let marketing: string;
let institute: string;
let buyerId: number;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  marketing = await staffWith(t, 'marketing/marketing-order-manage');
  institute = await staffWith(t, 'college-manage/course-order');
  const row = await t.database.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, 'agent@bq.example.com'),
  });
  buyerId = row?.id ?? 0;
});
afterAll(() => t?.close());

/** The agent buys what `lines` names and the administrator takes the payment in full. */
async function paidOrder(lines: Record<string, unknown>[], total: string) {
  for (const line of lines) expect((await cartLine(t, agent, line)).code).toBe(CODES.ok);
  const placed = await checkoutAs(t, agent, total);
  expect(placed.code, placed.message).toBe(CODES.ok);
  const payment = await awaitingPayment(t, admin, placed.data.id);
  const paid = await call(
    t.app,
    'bq/payment/accept',
    {
      idempotencyKey: newKey(),
      id: payment.id,
      reference: `TRF-F${placed.data.id}`,
      received: total,
    },
    { token: admin },
  );
  expect(paid.code, paid.message).toBe(CODES.ok);
  const detail = await call(t.app, 'bq/order/detail', { id: placed.data.id }, { token: admin });
  return detail.data as { id: number; state: string; lines: { id: number; kind: string }[] };
}

const fulfil = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'bq/order/fulfil', body, json(token));
const states = async (id: number) =>
  (await call(t.app, 'bq/order/history', { id }, { token: admin })).data.list as {
    toState: string;
    note: string;
    actorName: string | null;
  }[];

describe('product lines', () => {
  it('shipped and picked up line by line, then the order is fulfilled and closed', async () => {
    const cards = await productFor(t, admin, '20.00', null, 'Cards to ship');
    const sign = await productFor(t, admin, '45.00', 5, 'Sign to collect');
    const order = await paidOrder(
      [
        { kind: 'product', productId: cards, quantity: 1 },
        { kind: 'product', productId: sign, quantity: 1 },
      ],
      '65.00',
    );
    expect(order.state).toBe('paid');
    const [first, second] = order.lines;

    // The institute's order page reads course orders only; fulfilment is marketing's.
    const other = await fulfil(institute, { id: order.id, lineIds: [first?.id], how: 'shipped' });
    expect(other.code).toBe(CODES.forbidden);

    const shipped = await fulfil(marketing, {
      id: order.id,
      lineIds: [first?.id],
      how: 'shipped',
      note: 'UPS 1Z999',
    });
    expect(shipped.code, shipped.message).toBe(CODES.ok);
    expect(shipped.data.state).toBe('paid');
    const again = await fulfil(marketing, { id: order.id, lineIds: [first?.id], how: 'shipped' });
    expect(again.code).toBe(CODES.conflict);
    expect(again.message).toBe('Cards to ship: already shipped');

    const collected = await fulfil(marketing, {
      id: order.id,
      lineIds: [second?.id],
      how: 'picked_up',
    });
    expect(collected.data.state).toBe('fulfilled');
    const closed = await call(t.app, 'bq/order/close', { id: order.id }, { token: marketing });
    expect(closed.code, closed.message).toBe(CODES.ok);
    expect(closed.data.state).toBe('closed');

    const history = await states(order.id);
    expect(history.map((e) => e.toState)).toEqual([
      'placed',
      'paid',
      'paid',
      'paid',
      'fulfilled',
      'closed',
    ]);
    expect(history[2]?.note).toBe('Shipped: Cards to ship (UPS 1Z999)');
    expect(history[3]?.note).toBe('Picked up: Sign to collect');
    expect(history[5]?.actorName).toBe('marketing/marketing-order-manage');
    // The buyer was told of each line as it went, in their message list.
    const inbox = await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.userId, buyerId))
      .orderBy(desc(messages.id))
      .limit(2);
    expect(inbox.map((m) => m.title)).toEqual([
      `Order ${closed.data.reference}: Picked up: Sign to collect`,
      `Order ${closed.data.reference}: Shipped: Cards to ship (UPS 1Z999)`,
    ]);

    // A closed order is not refunded through the portal.
    const refund = await call(
      t.app,
      'bq/refund/request',
      { orderId: order.id, reason: 'Late', lines: [{ lineId: first?.id, quantity: 1 }] },
      json(agent),
    );
    expect(refund.code).toBe(CODES.conflict);
  });

  it('nothing is shipped before payment, and a course seat is never shipped', async () => {
    const courseId = await newCourse(t, admin, { price: '30.00', seats: 5 });
    const cards = await productFor(t, admin, '9.00', null, 'Unpaid cards');
    await cartLine(t, agent, { kind: 'course', courseId });
    await cartLine(t, agent, { kind: 'product', productId: cards, quantity: 1 });
    const placed = await checkoutAs(t, agent, '39.00');
    const detail = await call(t.app, 'bq/order/detail', { id: placed.data.id }, { token: admin });
    const [course, product] = detail.data.lines as { id: number }[];
    const early = await fulfil(marketing, {
      id: placed.data.id,
      lineIds: [product?.id],
      how: 'shipped',
    });
    expect(early.code).toBe(CODES.conflict);
    expect(early.message).toBe('Only a paid order is shipped or picked up');

    const payment = await awaitingPayment(t, admin, placed.data.id);
    await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-SEAT', received: '39.00' },
      { token: admin },
    );
    const seat = await fulfil(marketing, {
      id: placed.data.id,
      lineIds: [course?.id],
      how: 'shipped',
    });
    expect(seat.code).toBe(CODES.conflict);
    expect(seat.message).toMatch(/a course seat is not shipped/);
  });
});

describe('course orders', () => {
  it('are fulfilled by their payment; a refused refund leaves them fulfilled', async () => {
    const courseId = await newCourse(t, admin, { price: '80.00', seats: 3 });
    const order = await paidOrder([{ kind: 'course', courseId }], '80.00');
    expect(order.state).toBe('fulfilled');
    expect((await states(order.id)).map((e) => e.toState)).toEqual(['placed', 'paid', 'fulfilled']);

    const asked = await call(
      t.app,
      'bq/refund/request',
      {
        orderId: order.id,
        reason: 'Changed plans',
        lines: [{ lineId: order.lines[0]?.id, quantity: 1 }],
      },
      json(agent),
    );
    expect(asked.code, asked.message).toBe(CODES.ok);
    const refused = await call(
      t.app,
      'bq/refund/refuse',
      { id: asked.data.id, note: 'The course has started' },
      { token: admin },
    );
    expect(refused.code, refused.message).toBe(CODES.ok);
    const after = await call(t.app, 'bq/order/detail', { id: order.id }, { token: admin });
    expect(after.data.state).toBe('fulfilled');

    // The institute closes its course order; marketing cannot read it at all.
    const foreign = await call(t.app, 'bq/order/close', { id: order.id }, { token: marketing });
    expect(foreign.code).toBe(CODES.notFound);
    const closed = await call(t.app, 'bq/order/close', { id: order.id }, { token: institute });
    expect(closed.data.state).toBe('closed');
  });
});
