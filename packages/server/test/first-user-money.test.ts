import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitingPayment, cartLine, checkoutAs, productFor } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/** Finance as a new user meets it (issue 48): receipts. */

let t: TestApp;
let admin: string;
let finance: string;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  finance = await sessionFor(t, 'finance@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const accept = (id: number, reference: string, received: string) =>
  call(t.app, 'bq/payment/accept', { id, reference, received }, { token: finance });

describe('first-user money: a duplicate receipt reference is refused', () => {
  it('refuses a reference already recorded, under the field, and leaves the rest due', async () => {
    const productId = await productFor(t, admin, '440.00', null, 'Open house kit');
    await cartLine(t, agent, { kind: 'product', productId, quantity: 1 });
    const placed = await checkoutAs(t, agent, '440.00');
    expect(placed.code, placed.message).toBe(CODES.ok);
    const first = await awaitingPayment(t, finance, placed.data.id);
    const part = await accept(first.id, 'CHK-1001', '200.00');
    expect(part.code, part.message).toBe(CODES.ok);
    // A retry of the same receipt on the same payment is still the same receipt.
    const retry = await accept(first.id, 'CHK-1001', '200.00');
    expect(retry.code, retry.message).toBe(CODES.ok);
    expect(retry.data).toMatchObject({ state: 'placed', paid: '200.00' });

    const rest = await awaitingPayment(t, finance, placed.data.id);
    expect(rest.due).toBe('240.00');
    const again = await accept(rest.id, 'chk-1001', '240.00');
    expect(again.code).toBe(CODES.badInput);
    expect(again.message).toMatch(/CHK-1001|chk-1001/);
    expect(JSON.stringify(again.data)).toMatch(/reference/);
    expect(JSON.stringify(again.data)).toMatch(/already recorded/);
    // Nothing was recorded: the same $240.00 is still awaited.
    expect((await awaitingPayment(t, finance, placed.data.id)).due).toBe('240.00');

    const paid = await accept(rest.id, 'WIRE-77', '240.00');
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(paid.data).toMatchObject({ state: 'paid', paid: '440.00' });
  });
});
