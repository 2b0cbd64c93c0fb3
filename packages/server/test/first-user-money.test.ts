import { CODES } from '@bq/contract';
import { businessMonth, moneyOf, parseMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, officeAccount, postTransfer } from '../src/domain/finance/ledger.js';
import { createPayout, postPayout } from '../src/domain/finance/payouts.js';
import { grantTokens } from '../src/domain/finance/tokens.js';
import { awaitingPayment, cartLine, checkoutAs, newKey, productFor } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/** Finance as a new user meets it (issue 48): receipts and the finance statistics. */

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
  call(
    t.app,
    'bq/payment/accept',
    { idempotencyKey: newKey(), id, reference, received },
    { token: finance },
  );

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

interface Figures {
  unit: 'USD' | 'TOKEN';
  income: string;
  earned: string;
  payouts: string;
  paid: string;
}
type Stats = {
  totals: Figures[];
  byMonth: (Figures & { month: string })[];
  byBranch: (Figures & { branch: string })[];
  bySource: (Figures & { source: string })[];
};

async function idOf(email: string): Promise<number> {
  const { rows } = await t.database.db.execute(sql`SELECT id FROM users WHERE email = ${email}`);
  return Number((rows[0] as { id: number }).id);
}

describe("first-user money: finance statistics owe what was earned less paid, by the buyer's branch", () => {
  it("a statement paid in full owes nothing; an order's dollars and tokens sit under its buyer's branch", async () => {
    const now = new Date(t.clock.now);
    const month = businessMonth(now);
    const act = { now, actor: await idOf('finance@bq.example.com') };
    const buyer = await idOf('agent@bq.example.com');
    const { rows } = await t.database.db.execute(
      sql`SELECT o.name FROM agents a JOIN orgs o ON o.id = a.branch_id WHERE a.user_id = ${buyer}`,
    );
    const branch = (rows[0] as { name: string }).name;

    // A payee earns $15,150.00 and is paid all of it.
    const payee = await idOf('agent.nolicense@bq.example.com');
    await t.database.db.transaction(async (tx) => {
      const account = await accountFor(tx, act, { kind: 'agent', userId: payee, unit: 'USD' });
      const earned = parseMoney('15150.00');
      await postTransfer(tx, act, {
        eventKey: 'test:first-user:commission',
        source: { kind: 'case', id: 900001 },
        lines: [
          { account: await officeAccount(tx, act, 'expense'), amount: moneyOf(-earned.minor) },
          { account, amount: earned },
        ],
      });
      const payout = await createPayout(tx, act, {
        source: { kind: 'vendor', id: 900001 },
        payee: { userId: payee, name: 'Nico Nolicense' },
        from: [{ account, amount: earned }],
      });
      await postPayout(tx, act, { id: payout.id, reference: 'WIRE-9' });
      // The buyer's tokens, to pay an order with.
      await grantTokens(tx, act, {
        requestKey: 'first-user-grant',
        userId: buyer,
        amount: moneyOf(50n, 'TOKEN'),
        reason: 'Welcome',
        expiresOn: `${Number(month.slice(0, 4)) + 1}-12-31`,
      });
    });
    const productId = await productFor(t, admin, '12.00', null, 'Flyers');
    await cartLine(t, agent, { kind: 'product', productId, quantity: 1 });
    const paidWithTokens = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: newKey(), expectedTotal: '12.00', payWith: 'tokens' },
      json(agent),
    );
    expect(paidWithTokens.code, paidWithTokens.message).toBe(CODES.ok);

    const res = await call(
      t.app,
      'bq/statistical/getFinance',
      { from: month, to: month },
      { token: finance },
    );
    expect(res.code, res.message).toBe(CODES.ok);
    const data = res.data as Stats;
    const usd = data.totals.find((x) => x.unit === 'USD');
    expect(usd?.earned).toBe('15150.00');
    expect(usd?.paid).toBe('15150.00');
    // Owed is a balance: what payees earned, ever, less what they were paid. None of it is the
    // $15,150.00 earned and paid in full.
    const { rows: owedRows } = await t.database.db.execute(sql`
      SELECT coalesce(sum(l.amount), 0)::numeric(14, 2)::text AS owed FROM ledger_lines l
        JOIN ledger_accounts a ON a.id = l.account_id
       WHERE a.unit = 'USD' AND a.kind IN ('agent', 'lecturer', 'coach', 'vendor')`);
    expect(usd?.payouts).toBe((owedRows[0] as { owed: string }).owed);
    const payeeSource = data.bySource.find((x) => x.source === 'case' && x.unit === 'USD');
    expect(payeeSource).toBeDefined();

    // The $440.00 of the first test came by cheque and wire: dollars, under the buyer's branch,
    // as the tokens of the same buyer are. No token row is among the dollars, nor the reverse.
    const dollars = data.byBranch.filter((b) => b.unit === 'USD');
    const tokenRows = data.byBranch.filter((b) => b.unit === 'TOKEN');
    expect(dollars.find((b) => b.branch === branch)?.income).toBe('440.00');
    expect(dollars.find((b) => b.branch === 'No branch')?.income ?? '0.00').toBe('0.00');
    expect(tokenRows.find((b) => b.branch === branch)?.income).toBe('12');
    expect(data.bySource).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'order', unit: 'USD', income: '440.00' }),
        expect.objectContaining({ source: 'order', unit: 'TOKEN', income: '12' }),
      ]),
    );
  });
});

describe('first-user money: a price above the ceiling is refused with a message', () => {
  it('refuses $99,999,999,999.00 for a product, an option and a course, and takes $100,000.00', async () => {
    const types = await call(t.app, 'bq/productType/list', {}, { token: admin });
    const typeId = types.data.list[0].id;
    const product = (price: string, options: object[] = []) =>
      call(t.app, 'bq/product/add', { typeId, nameEn: 'Yard sign', price, options }, json(admin));
    const huge = await product('99999999999.00');
    expect(huge.code).toBe(CODES.badInput);
    expect(huge.message).toBe('Price: must be at most $100,000.00.');
    const option = await product('10.00', [{ label: 'Gold', price: '100000.01' }]);
    expect(option.code).toBe(CODES.badInput);
    expect(JSON.stringify(option.data)).toMatch(/must be at most \$100,000\.00/);
    expect((await product('100000.00')).code).toBe(CODES.ok);
    const course = await call(
      t.app,
      'bq/course/save',
      {
        titleEn: 'Gold-plated course',
        titleZh: '课程',
        category: 'Licensing',
        online: true,
        price: '99999999999.00',
        ceHours: '1',
        seats: 5,
        sessions: [],
      },
      json(admin),
    );
    expect(course.code).toBe(CODES.badInput);
    expect(JSON.stringify(course.data)).toMatch(/"price","message":"must be at most \$100,000\.00/);
  });
});
