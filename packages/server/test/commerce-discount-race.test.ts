import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { cartLine, checkoutAs, productFor } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newUser } from './institute-helpers.js';

/**
 * A code's last use raced by buyers of different products (so no product row lock lines them up):
 * only the code's row lock decides, and PostgreSQL over a pool is where they are really at once.
 */

const BUYERS = 6;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

describe('the last use of a code', () => {
  it('one buyer gets it; the others are told it is used up and keep their carts', async () => {
    const code = `LAST${uniqueStamp()}`;
    const added = await call(
      t.app,
      'bq/discountCode/add',
      { code, kind: 'fixed', amount: '5.00', maxUses: 1 },
      json(admin),
    );
    expect(added.code, added.message).toBe(CODES.ok);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) => newUser(t, 'Agent', `Racer ${i}`)),
    );
    for (const [i, b] of buyers.entries()) {
      const productId = await productFor(t, admin, '30.00', null, `Race item ${i}`);
      await cartLine(t, b.token, { kind: 'product', productId, quantity: 1 });
    }
    const answers = await Promise.all(
      buyers.map((b) =>
        call(
          t.app,
          'bq/order/checkout',
          { idempotencyKey: `race-${uniqueStamp()}`, expectedTotal: '25.00', discountCode: code },
          json(b.token),
        ),
      ),
    );
    expect(answers.filter((a) => a.code === CODES.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== CODES.ok)) {
      expect(a.code).toBe(CODES.badInput);
      expect(a.message).toBe('Discount code: has been used up.');
    }
    const list = await call(t.app, 'bq/discountCode/list', {}, { token: admin });
    expect(list.data.list.find((c: { code: string }) => c.code === code)?.uses).toBe(1);
    // A refused buyer still has their cart and may pay the full price.
    const loser = buyers[answers.findIndex((a) => a.code !== CODES.ok)];
    expect((await checkoutAs(t, loser?.token ?? '', '30.00')).code).toBe(CODES.ok);
  });
});
