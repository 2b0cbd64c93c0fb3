import { CODES } from '@bq/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { orders } from '../src/db/schema-commerce.js';
import { ledgerAccounts, ledgerLines, ledgerTransfers } from '../src/db/schema-ledger.js';
import { userIdOf } from './applications-helpers.js';
import { awaitingPayment, cartLine, checkoutAs, newKey, productFor } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/**
 * Refunds through the payout controls (docs/commerce.md): approving a dollar refund holds the
 * buyer's money in a pending payout; finance pays it with a reference or voids it; above the
 * refund threshold whoever approved does not pay; a smaller amount keeps the rest with a reason;
 * a token-paid refund is one step.
 */

const TODAY = new Date('2026-03-11T19:00:00Z'); // 11 March 2026 in California
let t: TestApp;
let admin: string;
let finance: string;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await startApp({ REFUND_SECOND_PERSON_ABOVE: '100.00' });
  t.clock.now = TODAY.getTime();
  admin = await sessionFor(t, 'admin@bq.example.com');
  finance = await sessionFor(t, 'finance@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  agentId = await userIdOf(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

/** The agent buys `quantity` of a new product at `price`, paid at the office; answers the order. */
async function paidOrder(price: string, quantity: number, total: string) {
  const productId = await productFor(t, admin, price);
  expect((await cartLine(t, agent, { kind: 'product', productId, quantity })).code).toBe(CODES.ok);
  const placed = await checkoutAs(t, agent, total);
  expect(placed.code, placed.message).toBe(CODES.ok);
  const payment = await awaitingPayment(t, admin, placed.data.id);
  const accepted = await call(
    t.app,
    'bq/payment/accept',
    {
      idempotencyKey: newKey(),
      id: payment.id,
      reference: `TRF-${placed.data.id}`,
      received: total,
    },
    { token: admin },
  );
  expect(accepted.code, accepted.message).toBe(CODES.ok);
  const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, { token: agent });
  return detail.data as { id: number; lines: { id: number }[] };
}

async function asked(orderId: number, lineId: number, quantity: number) {
  const r = await call(
    t.app,
    'bq/refund/request',
    { orderId, reason: 'Changed my mind', lines: [{ lineId, quantity }] },
    json(agent),
  );
  expect(r.code, r.message).toBe(CODES.ok);
  return r.data.id as number;
}

/** A transfer's lines as (account kind or name, amount), or null when it was never posted. */
async function posted(eventKey: string) {
  const [transfer] = await t.database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.eventKey, eventKey));
  if (!transfer) return null;
  const lines = await t.database.db
    .select({ kind: ledgerAccounts.kind, name: ledgerAccounts.name, amount: ledgerLines.amount })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(eq(ledgerLines.transferId, transfer.id))
    .orderBy(asc(ledgerLines.id));
  return Object.fromEntries(lines.map((l) => [l.name ?? l.kind, l.amount]));
}

const lastTold = async () =>
  (
    await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.userId, agentId))
      .orderBy(desc(messages.id))
      .limit(1)
  )[0]?.title;

describe('a dollar refund is paid in two phases', () => {
  it('above the threshold one approves, another pays with a reference; cash leaves only then', async () => {
    const order = await paidOrder('150.00', 1, '150.00');
    const id = await asked(order.id, order.lines[0]?.id ?? 0, 1);
    const key = newKey();
    const approve = () =>
      call(t.app, 'bq/refund/approve', { idempotencyKey: key, id }, { token: finance });
    const approved = await approve();
    expect(approved.code, approved.message).toBe(CODES.ok);
    expect(approved.data).toMatchObject({
      state: 'approved',
      amount: '150.00',
      paidWith: 'office',
      payout: { status: 'pending', amount: '150.00' },
    });
    // A retry with the same key answers the first: one payout, one hold.
    const again = await approve();
    expect(again.data).toEqual(approved.data);
    // Income gives it back at approval; the money is held, not yet cash.
    expect(await posted(`refund:${id}:money`)).toEqual({
      'Refunds owed': '150.00',
      income: '-150.00',
    });
    const payoutId = approved.data.payout.id;
    expect(await posted(`payout:${payoutId}`)).toEqual({
      'Refunds owed': '-150.00',
      'Payouts pending': '150.00',
    });
    expect(await posted(`payout:${payoutId}:posted`)).toBeNull();
    expect(await lastTold()).toMatch(/Refund approved: \$150\.00.*being paid/);

    // Whoever approved does not pay a refund above $100.00.
    const self = await call(
      t.app,
      'bq/refund/pay',
      { idempotencyKey: newKey(), id, reference: 'CHQ-1' },
      { token: finance },
    );
    expect(self.code).toBe(CODES.conflict);
    expect(self.message).toMatch(/second person/);
    // The buyer never pays their own refund (nor holds the permission).
    const own = await call(
      t.app,
      'bq/refund/pay',
      { idempotencyKey: newKey(), id, reference: 'CHQ-1' },
      { token: agent },
    );
    expect(own.code).toBe(CODES.forbidden);

    const payKey = newKey();
    const paid = await call(
      t.app,
      'bq/refund/pay',
      { idempotencyKey: payKey, id, reference: 'CHQ-1' },
      { token: admin },
    );
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(paid.data).toMatchObject({
      state: 'refunded',
      payout: { status: 'posted', reference: 'CHQ-1' },
    });
    expect(await posted(`payout:${payoutId}:posted`)).toEqual({
      'Payouts pending': '-150.00',
      cash: '150.00',
    });
    const retried = await call(
      t.app,
      'bq/refund/pay',
      { idempotencyKey: payKey, id, reference: 'CHQ-1' },
      { token: admin },
    );
    expect(retried.data).toEqual(paid.data);
    expect(await lastTold()).toMatch(/Refunded: \$150\.00 paid \(CHQ-1\)/);
  });

  it('a voided payout leaves the refund owed; paying it again holds and pays anew', async () => {
    const order = await paidOrder('40.00', 1, '40.00');
    const id = await asked(order.id, order.lines[0]?.id ?? 0, 1);
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id },
      { token: finance },
    );
    const first = approved.data.payout.id;
    const voided = await call(
      t.app,
      'bq/refund/void',
      { idempotencyKey: newKey(), id, reason: 'Wrong account number' },
      { token: admin },
    );
    expect(voided.code, voided.message).toBe(CODES.ok);
    expect(voided.data).toMatchObject({
      state: 'approved',
      payout: { id: first, status: 'voided', voidReason: 'Wrong account number' },
    });
    expect(await posted(`payout:${first}:void`)).toEqual({
      'Refunds owed': '40.00',
      'Payouts pending': '-40.00',
    });
    // Below the threshold the approver may pay it.
    const paid = await call(
      t.app,
      'bq/refund/pay',
      { idempotencyKey: newKey(), id, reference: 'WIRE-9' },
      { token: finance },
    );
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(paid.data.state).toBe('refunded');
    expect(paid.data.payout.id).not.toBe(first);
    expect(paid.data.payout).toMatchObject({ status: 'posted', amount: '40.00' });
    const again = await call(
      t.app,
      'bq/refund/void',
      { idempotencyKey: newKey(), id, reason: 'Too late' },
      { token: admin },
    );
    expect(again.code).toBe(CODES.conflict);
  });
});

describe('a partial refund', () => {
  it('refunds the approved amount to the cent, with its reason, and tells the buyer', async () => {
    const order = await paidOrder('33.33', 3, '99.99');
    const lineId = order.lines[0]?.id ?? 0;
    const id = await asked(order.id, lineId, 2);
    const noReason = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id, amount: '60.00' },
      { token: finance },
    );
    expect(noReason.code).toBe(CODES.badInput);
    const more = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id, amount: '70.00', reason: 'Too much' },
      { token: finance },
    );
    expect(more.code).toBe(CODES.badInput);
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id, amount: '59.99', reason: 'Restocking fee' },
      { token: finance },
    );
    expect(approved.code, approved.message).toBe(CODES.ok);
    expect(approved.data).toMatchObject({
      state: 'approved',
      amount: '59.99',
      withheld: '6.67',
      withheldReason: 'Restocking fee',
      payout: { status: 'pending', amount: '59.99' },
    });
    expect(await posted(`refund:${id}:money`)).toEqual({
      'Refunds owed': '59.99',
      income: '-59.99',
    });
    expect(await lastTold()).toMatch(/Refund approved: \$59\.99 \(Restocking fee: \$6\.67 kept\)/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.refunded).toBe('59.99');
    // The last item gives back its own share only, never the fee kept.
    const last = await asked(order.id, lineId, 1);
    const rest = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: last },
      { token: finance },
    );
    expect(rest.data.amount).toBe('33.33');
  });
});

describe('a token-paid refund', () => {
  it('gives the tokens back at once: refunded in one step, no payout', async () => {
    const grant = await call(
      t.app,
      'bq/token/grant',
      {
        requestKey: newKey(),
        userId: agentId,
        amount: '30',
        reason: 'Top producer',
        expiresOn: '2026-12-31',
      },
      json(admin),
    );
    expect(grant.code, grant.message).toBe(CODES.ok);
    const productId = await productFor(t, admin, '12.00');
    await cartLine(t, agent, { kind: 'product', productId, quantity: 1 });
    const placed = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: newKey(), expectedTotal: '12.00', payWith: 'tokens' },
      json(agent),
    );
    expect(placed.code, placed.message).toBe(CODES.ok);
    const detail = await call(t.app, 'bq/order/myDetail', { id: placed.data.id }, { token: agent });
    const id = await asked(placed.data.id, detail.data.lines[0].id, 1);
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id },
      { token: finance },
    );
    expect(approved.code, approved.message).toBe(CODES.ok);
    expect(approved.data).toMatchObject({ state: 'refunded', paidWith: 'tokens', payout: null });
    expect(await posted(`refund:${id}:tokens`)).not.toBeNull();
    expect(await posted(`refund:${id}:money`)).toBeNull();
  });
});
