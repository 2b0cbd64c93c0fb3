import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { CODE_MISSES_PER_HOUR } from '../src/domain/commerce/discount-guesses.js';
import {
  cartLine,
  newKey,
  payInFull,
  productFor,
  refundApproved,
  staffWith,
} from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse, newUser } from './institute-helpers.js';

/**
 * Discount codes (docs/commerce.md "Discount codes"): what a buyer sees when trying a code, what
 * placement freezes on each line, and that a refund of a line gives back that line's discounted
 * price to the cent. The race for a code's last use is in commerce-discount-race.test.ts.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

/** A new code made by the administrator (who keeps the catalogue); answers the code as typed. */
async function newCode(fields: Record<string, unknown>, token = admin) {
  const code = `SAVE${uniqueStamp()}`;
  const added = await call(
    t.app,
    'bq/discountCode/add',
    { code, kind: 'percent', percent: '10', ...fields },
    json(token),
  );
  expect(added.code, added.message).toBe(CODES.ok);
  return { code, id: added.data.id as number };
}

/** A buyer with a course of 129.95 and a product of 45.50 in their cart. */
async function buyerWithCart() {
  const buyer = await newUser(t, 'Agent', `Buyer ${uniqueStamp()}`);
  const courseId = await newCourse(t, admin, { price: '129.95' });
  const productId = await productFor(t, admin, '45.50');
  await cartLine(t, buyer.token, { kind: 'course', courseId });
  await cartLine(t, buyer.token, { kind: 'product', productId, quantity: 1 });
  return buyer;
}

const preview = (token: string, discountCode: string) =>
  call(t.app, 'bq/discountCode/preview', { discountCode }, { token });

const checkout = (token: string, expectedTotal: string, discountCode?: string) =>
  call(
    t.app,
    'bq/order/checkout',
    { idempotencyKey: newKey(), expectedTotal, ...(discountCode ? { discountCode } : {}) },
    json(token),
  );

/** The refusal a buyer reads under the code field. */
async function refusal(token: string, code: string) {
  const answer = await preview(token, code);
  expect(answer.code).toBe(CODES.badInput);
  expect(answer.data.fields[0].field).toBe('discountCode');
  return answer.message;
}

describe('10 % off a course and a product', () => {
  it('freezes each line’s share, and a refund of one line gives back its discounted price', async () => {
    const { code } = await newCode({ scope: 'order' });
    const buyer = await buyerWithCart();
    // 10 % of 175.45 is 17.545, rounded half up to 17.55; typed in any case.
    const tried = await preview(buyer.token, code.toLowerCase());
    expect(tried.code, tried.message).toBe(CODES.ok);
    expect(tried.data).toMatchObject({
      goods: '175.45',
      discount: '17.55',
      total: '157.90',
      totalTokens: null,
    });

    // Confirming the total without the discount is refused with the total to confirm.
    const stale = await checkout(buyer.token, '175.45', code);
    expect(stale.code).toBe(CODES.conflict);
    expect(stale.data.total).toBe('157.90');

    const placed = await checkout(buyer.token, '157.90', code);
    expect(placed.code, placed.message).toBe(CODES.ok);
    expect(placed.data.total).toBe('157.90');
    const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, buyer);
    expect(detail.data).toMatchObject({ goods: '175.45', discount: '17.55', total: '157.90' });
    // Spread by price: the shares add up to the discount exactly.
    const [course, product] = detail.data.lines;
    expect(course).toMatchObject({ discountShare: '13.00', paidNet: '116.95' });
    expect(product).toMatchObject({ discountShare: '4.55', paidNet: '40.95' });

    const payment = await payInFull(t, admin, placed.data.id, 'TRF-D1');
    expect(payment.due).toBe('157.90');
    const approved = await refundApproved(
      t,
      buyer.token,
      admin,
      placed.data.id,
      [product],
      'Wrong size',
    );
    expect(approved.amount).toBe('40.95');
    const after = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, buyer);
    expect(after.data).toMatchObject({ paid: '157.90', refunded: '40.95' });
  });

  it('a code on courses only takes its discount off the course lines', async () => {
    const { code } = await newCode({ scope: 'courses' });
    const buyer = await buyerWithCart();
    const placed = await checkout(buyer.token, '162.45', code);
    expect(placed.code, placed.message).toBe(CODES.ok);
    const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, buyer);
    const [course, product] = detail.data.lines;
    expect(course).toMatchObject({ discountShare: '13.00', paidNet: '116.95' });
    expect(product).toMatchObject({ discountShare: '0.00', paidNet: '45.50' });
  });

  it('a fixed amount on products is cut to the products in the cart', async () => {
    const { code } = await newCode({
      kind: 'fixed',
      percent: undefined,
      amount: '50',
      scope: 'products',
    });
    const buyer = await buyerWithCart();
    const tried = await preview(buyer.token, code);
    expect(tried.data).toMatchObject({ discount: '45.50', total: '129.95' });
    expect(tried.data.lineIds).toHaveLength(1);
  });
});

describe('what a buyer is told when a code does not apply', () => {
  it('unknown, not yet valid, expired, withdrawn, or nothing in the cart it is for', async () => {
    const buyer = await buyerWithCart();
    expect(await refusal(buyer.token, 'NOSUCHCODE')).toBe(
      'Discount code: is not one we know (check its spelling).',
    );
    // The test clock's business day is 2026-12-01.
    const later = await newCode({ validFrom: '2026-12-02' });
    expect(await refusal(buyer.token, later.code)).toBe(
      'Discount code: is not valid yet (it starts on 2026-12-02).',
    );
    const old = await newCode({ validTo: '2026-11-30' });
    expect(await refusal(buyer.token, old.code)).toBe(
      'Discount code: has expired (it ended on 2026-11-30).',
    );
    const stopped = await newCode({});
    const off = await call(
      t.app,
      'bq/discountCode/deactivate',
      { id: stopped.id },
      { token: admin },
    );
    expect(off.data.active).toBe(false);
    expect(await refusal(buyer.token, stopped.code)).toBe('Discount code: is no longer offered.');

    const productsOnly = await newCode({ scope: 'products' });
    const courseBuyer = await newUser(t, 'Agent', 'Course buyer');
    const courseId = await newCourse(t, admin, { price: '80.00' });
    await cartLine(t, courseBuyer.token, { kind: 'course', courseId });
    expect(await refusal(courseBuyer.token, productsOnly.code)).toBe(
      'Discount code: applies to products only, and your cart has none.',
    );
    // Checkout refuses it the same way and places nothing.
    const placed = await checkout(courseBuyer.token, '72.00', productsOnly.code);
    expect(placed.message).toBe('Discount code: applies to products only, and your cart has none.');
  });

  it('a code becomes valid on its first day and stops after its last (the test clock)', async () => {
    const buyer = await buyerWithCart();
    const { code } = await newCode({ validFrom: '2026-12-02', validTo: '2026-12-02' });
    const start = t.clock.now;
    try {
      // A session signed in on each day (an idle one would have ended overnight).
      t.clock.now = start + DAY;
      const tried = await preview(await sessionFor(t, buyer.email), code);
      expect(tried.code, tried.message).toBe(CODES.ok);
      t.clock.now = start + 2 * DAY;
      expect(await refusal(await sessionFor(t, buyer.email), code)).toBe(
        'Discount code: has expired (it ended on 2026-12-02).',
      );
    } finally {
      t.clock.now = start;
    }
  });

  it('used up in all, used already by this buyer, and given back by a cancelled order', async () => {
    const once = await newCode({ maxUses: 1 });
    const first = await buyerWithCart();
    expect((await checkout(first.token, '157.90', once.code)).code).toBe(CODES.ok);
    const second = await buyerWithCart();
    expect(await refusal(second.token, once.code)).toBe('Discount code: has been used up.');

    const perBuyer = await newCode({ maxUsesPerBuyer: 1 });
    const buyer = await buyerWithCart();
    const placed = await checkout(buyer.token, '157.90', perBuyer.code);
    expect(placed.code, placed.message).toBe(CODES.ok);
    const productId = await productFor(t, admin, '20.00');
    await cartLine(t, buyer.token, { kind: 'product', productId, quantity: 1 });
    expect(await refusal(buyer.token, perBuyer.code)).toBe(
      'Discount code: has already been used by you.',
    );
    // Another buyer still may; the list counts both uses.
    expect((await checkout(second.token, '157.90', perBuyer.code)).code).toBe(CODES.ok);
    const list = await call(t.app, 'bq/discountCode/list', {}, { token: admin });
    const row = list.data.list.find((c: { id: number }) => c.id === perBuyer.id);
    expect(row).toMatchObject({ uses: 2, maxUsesPerBuyer: 1, percent: '10.00', scope: 'order' });

    const cancelled = await call(t.app, 'bq/order/cancel', { id: placed.data.id }, buyer);
    expect(cancelled.code, cancelled.message).toBe(CODES.ok);
    const again = await preview(buyer.token, perBuyer.code);
    expect(again.code, again.message).toBe(CODES.ok);
    // Products only: the tokens offer is the discounted total (a token is worth $1.00 here).
    expect(again.data).toMatchObject({ discount: '2.00', total: '18.00', totalTokens: '18' });
  });
});

describe('a refund and the code’s use', () => {
  it('a part refund keeps the use; the order refunded in full gives it back', async () => {
    const perBuyer = await newCode({ maxUsesPerBuyer: 1 });
    const buyer = await buyerWithCart();
    const placed = await checkout(buyer.token, '157.90', perBuyer.code);
    expect(placed.code, placed.message).toBe(CODES.ok);
    await payInFull(t, admin, placed.data.id, 'TRF-D2');
    const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, buyer);
    const usesNow = async () => {
      const list = await call(t.app, 'bq/discountCode/list', {}, { token: admin });
      return list.data.list.find((c: { id: number }) => c.id === perBuyer.id).uses;
    };
    const refund = (line: { id: number }) =>
      refundApproved(t, buyer.token, admin, placed.data.id, [line]);
    const [course, product] = detail.data.lines;
    const productId = await productFor(t, admin, '20.00');
    await cartLine(t, buyer.token, { kind: 'product', productId, quantity: 1 });

    await refund(product);
    expect(await refusal(buyer.token, perBuyer.code)).toBe(
      'Discount code: has already been used by you.',
    );
    expect(await usesNow()).toBe(1);

    await refund(course);
    const after = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, buyer);
    expect(after.data).toMatchObject({ paid: '157.90', refunded: '157.90' });
    const again = await preview(buyer.token, perBuyer.code);
    expect(again.code, again.message).toBe(CODES.ok);
    expect(await usesNow()).toBe(0);
  });
});

describe('who keeps the codes', () => {
  it('catalogue staff add and stop codes; a buyer cannot; one code whatever its case', async () => {
    const marketing = await staffWith(t, 'marketing/commodity-manage');
    const made = await newCode({ kind: 'fixed', percent: undefined, amount: '5.00' }, marketing);
    const again = await call(
      t.app,
      'bq/discountCode/add',
      { code: made.code.toLowerCase(), kind: 'percent', percent: '5' },
      json(marketing),
    );
    expect(again.code).toBe(CODES.badInput);
    expect(again.message).toBe('Code: is taken by another code.');
    const agent = await newUser(t, 'Agent', 'Plain agent');
    for (const [path, body] of [
      ['bq/discountCode/list', {}],
      ['bq/discountCode/deactivate', { id: made.id }],
    ] as const) {
      expect((await call(t.app, path, body, { token: agent.token })).code).toBe(CODES.forbidden);
    }
    const mixed = await call(
      t.app,
      'bq/discountCode/add',
      { code: 'MIXED1', kind: 'percent', amount: '5' },
      json(marketing),
    );
    expect(mixed.code).toBe(CODES.badInput);
    expect(mixed.data.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'amount',
      'percent',
    ]);
  });
});

describe('trying code after code', () => {
  it(`stops a buyer after ${CODE_MISSES_PER_HOUR} codes that are none within an hour, even at a real code, and only that buyer`, async () => {
    const { code } = await newCode({ scope: 'order' });
    const buyer = await buyerWithCart();
    const start = t.clock.now;
    try {
      for (let i = 0; i < CODE_MISSES_PER_HOUR; i += 1) {
        expect(await refusal(buyer.token, `GUESS${uniqueStamp()}`)).toBe(
          'Discount code: is not one we know (check its spelling).',
        );
      }
      const stopped = await preview(buyer.token, code);
      expect([stopped.code, stopped.message]).toEqual([
        CODES.tooMany,
        'Too many codes tried that are not ones we know; please try again in 60 minutes',
      ]);
      // Checkout is no way around it.
      expect((await checkout(buyer.token, '157.90', code)).code).toBe(CODES.tooMany);
      const other = await buyerWithCart();
      expect((await preview(other.token, code)).data).toMatchObject({ total: '157.90' });

      t.clock.now = start + 60 * 60 * 1000 + 1000;
      const again = await preview(await sessionFor(t, buyer.email), code);
      expect(again.data).toMatchObject({ total: '157.90' });
    } finally {
      t.clock.now = start;
    }
  });
});
