import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { orderEvents, orders, products } from '../src/db/schema-commerce.js';
import { checkoutAs, productFor } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { newCourse, newUser } from './institute-helpers.js';

/**
 * Checkout under contention (docs/commerce.md rules 2 and 3), on both databases: several buyers
 * for the last item or seat at the same moment, and one key sent twice at once. Row locks and
 * unique indexes decide these, and PostgreSQL over a pool is where they are really concurrent.
 */

const BUYERS = 8;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

async function buyers(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => newUser(t, 'Agent', `Buyer ${i}`)));
}

const checkout = (token: string, expectedTotal: string, key: string) =>
  checkoutAs(t, token, expectedTotal, key);

describe('the last one, bought at once', () => {
  it('the last item: one order, clear refusals for the rest, stock never below zero', async () => {
    const productId = await productFor(t, admin, '40.00', 1, 'Last sign');
    const people = await buyers(BUYERS);
    for (const p of people) {
      const cart = await call(
        t.app,
        'bq/cart/setLine',
        { kind: 'product', productId: productId, quantity: 1 },
        { token: p.token },
      );
      expect(cart.code, cart.message).toBe(CODES.ok);
    }
    const answers = await Promise.all(
      people.map((p, i) => checkout(p.token, '40.00', `last-item-${i}-${uniqueStamp()}`)),
    );
    expect(answers.filter((a) => a.code === CODES.ok)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== CODES.ok);
    expect(refused.map((a) => a.code)).toEqual(Array(BUYERS - 1).fill(CODES.conflict));
    for (const a of refused) expect(a.message).toBe('Only 0 left of Last sign');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(row?.stock).toBe(0);
    // The refused buyers keep their carts.
    const kept = await call(t.app, 'bq/cart/mine', {}, { token: people[0]?.token ?? '' });
    const winner = answers.findIndex((a) => a.code === CODES.ok);
    expect(kept.data.lines).toHaveLength(winner === 0 ? 0 : 1);
  });

  it('the last seat: one order, "This course is full" for the rest', async () => {
    const courseId = await newCourse(t, admin, { price: '99.00', seats: 1, titleEn: 'One seat' });
    const people = await buyers(BUYERS);
    for (const p of people) {
      await call(t.app, 'bq/cart/setLine', { kind: 'course', courseId }, { token: p.token });
    }
    const answers = await Promise.all(
      people.map((p, i) => checkout(p.token, '99.00', `last-seat-${i}-${uniqueStamp()}`)),
    );
    expect(answers.filter((a) => a.code === CODES.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== CODES.ok)) {
      expect(a.code).toBe(CODES.conflict);
      expect(a.message).toBe('This course is full: One seat');
    }
    const card = await call(t.app, 'bq/course/hallDetail', { id: courseId }, { token: admin });
    expect(card.data.seatsTaken).toBe(1);
  });
});

describe('one key sent twice at once', () => {
  it('makes one order and answers both with it', async () => {
    const [buyer] = await buyers(1);
    if (!buyer) throw new Error('no buyer');
    const productId = await productFor(t, admin, '3.00', null, 'Twice');
    await call(
      t.app,
      'bq/cart/setLine',
      { kind: 'product', productId: productId, quantity: 2 },
      { token: buyer.token },
    );
    const key = `double-click-${uniqueStamp()}`;
    const [a, b] = await Promise.all([
      checkout(buyer.token, '6.00', key),
      checkout(buyer.token, '6.00', key),
    ]);
    expect(a?.code, a?.message).toBe(CODES.ok);
    expect(b?.code, b?.message).toBe(CODES.ok);
    expect(b?.data).toEqual(a?.data);
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.buyerId, buyer.id));
    expect(placed).toHaveLength(1);
  });
});

describe('the order history', () => {
  it('the order history is append-only in the database', async () => {
    const [event] = await t.database.db.select().from(orderEvents).limit(1);
    if (!event) throw new Error('no order event yet');
    await expect(
      t.database.db
        .update(orderEvents)
        .set({ note: 'rewritten' })
        .where(eq(orderEvents.id, event.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(orderEvents).where(eq(orderEvents.id, event.id)),
    ).rejects.toThrow();
  });
});
