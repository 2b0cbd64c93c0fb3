import { CODES, type contract, type ResponseOf } from '@bq/contract';
import { moneyOf, moneyToDecimal, parseMoney } from '@bq/validators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../src/db/schema-ledger.js';
import { readAmount, transferByKey } from '../src/domain/finance/ledger.js';
import { reconcileAccounts } from '../src/domain/finance/reconcile.js';
import {
  expireTokens,
  grantTokens,
  spendTokens,
  tokenAccount,
  tokensFor,
} from '../src/domain/finance/tokens.js';
import { api, tokens, userIdOf, type Who } from './applications-helpers.js';
import {
  awaitingPayment,
  cartLine,
  checkoutWithTokens,
  newKey,
  productFor,
} from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { json, newCourse, newUser } from './institute-helpers.js';
import { reasonOf, seenThenRolledBack } from './ledger-helpers.js';

/**
 * Tokens (docs/finance-books.md "Tokens"): granted once per request key, spent as a payment method of
 * the commerce engine (never below zero, even when two spends race), given back by a refund,
 * expired when unspent past their day; `check-account` finds an account whose kept balance
 * differs from its lines; `getFinance` adds up to the ledger's lines.
 */

let t: TestApp;
let tk: Record<Who, string>;
let agent: number;
let finance: number;
const TODAY = new Date('2026-03-11T02:00:00Z'); // 10 March 2026 in California
const day = (d: string) => new Date(`${d}T20:00:00Z`); // noon in California that day
const tok = (n: number) => moneyOf(BigInt(n), 'TOKEN');
/** Refund requests of token-paid orders: they give tokens back, never dollars. */
const refundedWithTokens: number[] = [];

beforeAll(async () => {
  t = await startApp({ TOKEN_VALUE: '2.50' });
  t.clock.now = TODAY.getTime();
  tk = await tokens(t);
  agent = await userIdOf(t, 'agent@bq.example.com');
  finance = await userIdOf(t, 'finance@bq.example.com');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const grant = (token: string, body: Record<string, unknown>) => api(t, 'token/grant', token, body);
const mine = async (token: string) => (await api(t, 'token/mine', token)).data;

const buyWithTokens = (token: string, price: string, quantity = 1) =>
  checkoutWithTokens(t, tk.admin, token, price, quantity);

describe('a grant', () => {
  it('is posted once per request key; another grant under the key is refused', async () => {
    const body = {
      requestKey: 'grant-key-0001',
      userId: agent,
      amount: '20',
      reason: 'Top producer, February',
      expiresOn: '2026-06-30',
    };
    const first = await grant(tk.finance, body);
    expect(first.code, first.message).toBe(CODES.ok);
    expect(first.data).toMatchObject({ amount: '20', created: true, grantedOn: '2026-03-10' });
    const again = await grant(tk.finance, body);
    expect(again.data).toMatchObject({ id: first.data.id, created: false });
    expect((await grant(tk.finance, { ...body, amount: '21' })).code).toBe(CODES.conflict);
    expect(await mine(tk.agent)).toMatchObject({ balance: '20', value: '2.50' });
    const lines = await api(t, 'token/lines', tk.finance, { accountId: await accountOf(agent) });
    expect(lines.data.list).toHaveLength(1);
    expect(lines.data.list[0]).toMatchObject({
      eventKey: `token-grant:${first.data.id}`,
      amount: '20',
      balanceAfter: '20',
      memo: 'Top producer, February',
    });
  });

  it('is refused to oneself, past its day, and to those without the token page', async () => {
    const body = { userId: finance, amount: '5', reason: 'Mine', expiresOn: '2026-06-30' };
    const own = await grant(tk.finance, { ...body, requestKey: 'grant-key-own1' });
    expect(own.code).toBe(CODES.forbidden);
    const past = await grant(tk.finance, {
      ...body,
      userId: agent,
      requestKey: 'grant-key-past',
      expiresOn: '2026-03-09',
    });
    expect(past.code).toBe(CODES.badInput);
    const byAgent = await grant(tk.agent, { ...body, requestKey: 'grant-key-agnt' });
    expect(byAgent.code).toBe(CODES.forbidden);
  });
});

async function accountOf(userId: number) {
  return db().transaction((tx) => tokenAccount(tx, { now: TODAY, actor: null }, userId));
}

describe('spending', () => {
  it('pays a marketplace order at once, at the configured value rounded up', async () => {
    expect(tokensFor(parseMoney('12.60'), parseMoney('2.50'))).toEqual(tok(6));
    const buyer = await newUser(t, 'Agent', 'Token Buyer');
    await grant(tk.finance, {
      requestKey: `grant-${buyer.id}-a`,
      userId: buyer.id,
      amount: '10',
      reason: 'Welcome',
      expiresOn: '2026-12-31',
    });
    const productId = await productFor(t, tk.admin, '6.30');
    await cartLine(t, buyer.token, { kind: 'product', productId, quantity: 2 });
    expect(await mine(buyer.token)).toMatchObject({ balance: '10', cartTokens: '6' });
    const paid = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: newKey(), expectedTotal: '12.60', payWith: 'tokens' },
      json(buyer.token),
    );
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(paid.data).toMatchObject({ state: 'paid', paid: '12.60' });
    expect((await mine(buyer.token)).balance).toBe('4');
    // Not enough left for the next: refused in words, the cart kept.
    const short = await buyWithTokens(buyer.token, '25.00');
    expect(short.code).toBe(CODES.conflict);
    expect(short.message).toBe('You have 4 tokens; this order needs 10 tokens');
    expect((await mine(buyer.token)).cartTokens).toBe('10');
  });

  it('never takes a balance below zero: of two spends at once only one passes', async () => {
    const buyer = await newUser(t, 'Agent', 'Racing Buyer');
    const act = { now: TODAY, actor: finance };
    await db().transaction((tx) =>
      grantTokens(tx, act, {
        userId: buyer.id,
        amount: tok(10),
        reason: 'Race',
        expiresOn: '2026-12-31',
        requestKey: `race-${buyer.id}`,
      }),
    );
    const spend = (orderId: number) =>
      db().transaction((tx) =>
        spendTokens(
          tx,
          { now: TODAY, actor: buyer.id },
          { userId: buyer.id, orderId, amount: tok(8) },
        ),
      );
    const results = await Promise.allSettled([spend(900001), spend(900002)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(reasonOf((refused as PromiseRejectedResult).reason)).toMatch(/You have 2 tokens/);
    const [row] = await db()
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, await accountOf(buyer.id)));
    expect(row?.balance).toBe('2.00');
  });

  it('is for products only: an order holding a course seat is paid at the office', async () => {
    const buyer = await newUser(t, 'Agent', 'Course Buyer');
    const courseId = await newCourse(t, tk.admin, { price: '40.00' });
    await cartLine(t, buyer.token, { kind: 'course', courseId });
    expect((await mine(buyer.token)).cartTokens).toBeNull();
    const res = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: newKey(), expectedTotal: '40.00', payWith: 'tokens' },
      json(buyer.token),
    );
    expect(res.code).toBe(CODES.badInput);
    expect(res.message).toMatch(/Tokens pay for marketplace products only/);
    // Nothing was placed: the cart is still there to pay at the office.
    expect((await api(t, 'cart/mine', buyer.token)).data.lines).toHaveLength(1);
  });
});

describe('a refund of a token-paid order', () => {
  it('gives back the tokens of what was refunded, all of them once refunded in full', async () => {
    const buyer = await newUser(t, 'Agent', 'Refund Buyer');
    await grant(tk.finance, {
      requestKey: `grant-${buyer.id}-r`,
      userId: buyer.id,
      amount: '9',
      reason: 'Refund test',
      expiresOn: '2026-12-31',
    });
    // 3 × $5.00 = $15.00 = 6 tokens at $2.50.
    const order = await buyWithTokens(buyer.token, '5.00', 3);
    expect(order.code, order.message).toBe(CODES.ok);
    expect((await mine(buyer.token)).balance).toBe('3');
    const detail = await api(t, 'order/myDetail', buyer.token, { id: order.data.id });
    const lineId = detail.data.lines[0].id;
    const refundOf = async (quantity: number) => {
      const asked = await api(t, 'refund/request', buyer.token, {
        orderId: order.data.id,
        reason: 'Changed my mind',
        lines: [{ lineId, quantity }],
      });
      expect(asked.code, asked.message).toBe(CODES.ok);
      const ok = await api(t, 'refund/approve', tk.finance, {
        id: asked.data.id,
        idempotencyKey: newKey(),
      });
      expect(ok.code, ok.message).toBe(CODES.ok);
      refundedWithTokens.push(asked.data.id);
    };
    await refundOf(1); // $5 of $15: ⌊6 × 5 / 15⌋ = 2 tokens
    expect((await mine(buyer.token)).balance).toBe('5');
    await refundOf(2); // the rest: 6 − 2 = 4
    expect((await mine(buyer.token)).balance).toBe('9');
  });
});

describe('dollars an order brings in', () => {
  it('are income from the receipt and leave it with a refund; token-paid orders take none', async () => {
    const buyer = await newUser(t, 'Agent', 'Cash Buyer');
    const productId = await productFor(t, tk.admin, '30.00');
    await cartLine(t, buyer.token, { kind: 'product', productId });
    const order = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: newKey(), expectedTotal: '30.00' },
      json(buyer.token),
    );
    expect(order.code, order.message).toBe(CODES.ok);
    const payment = await awaitingPayment(t, tk.finance, order.data.id);
    const ok = await api(t, 'payment/accept', tk.finance, {
      idempotencyKey: newKey(),
      id: payment.id,
      reference: 'TRF-1',
      received: '30.00',
    });
    expect(ok.code, ok.message).toBe(CODES.ok);
    const receipt = await db().transaction((tx) =>
      transferByKey(tx, `payment:${payment.id}:receipt`),
    );
    expect(receipt?.lines.map((l) => l.amount)).toEqual(
      expect.arrayContaining([parseMoney('-30.00'), parseMoney('30.00')]),
    );
    const detail = await api(t, 'order/myDetail', buyer.token, { id: order.data.id });
    const asked = await api(t, 'refund/request', buyer.token, {
      orderId: order.data.id,
      reason: 'Wrong size',
      lines: [{ lineId: detail.data.lines[0].id, quantity: 1 }],
    });
    expect(
      (await api(t, 'refund/approve', tk.finance, { id: asked.data.id, idempotencyKey: newKey() }))
        .code,
    ).toBe(CODES.ok);
    const back = await db().transaction((tx) => transferByKey(tx, `refund:${asked.data.id}:money`));
    expect(back?.lines.map((l) => l.amount)).toEqual(
      expect.arrayContaining([parseMoney('30.00'), parseMoney('-30.00')]),
    );
    expect(refundedWithTokens.length).toBeGreaterThan(0);
    for (const id of refundedWithTokens)
      expect(await db().transaction((tx) => transferByKey(tx, `refund:${id}:money`))).toBeNull();
  });
});

describe('expiry', () => {
  it('takes what the balance holds beyond the grants still valid, once per state', async () => {
    const person = await newUser(t, 'Agent', 'Expiring Person');
    const act = { now: TODAY, actor: finance };
    const give = (n: number, expiresOn: string) =>
      db().transaction((tx) =>
        grantTokens(tx, act, {
          userId: person.id,
          amount: tok(n),
          reason: `until ${expiresOn}`,
          expiresOn,
          requestKey: `exp-${person.id}-${expiresOn}`,
        }),
      );
    await give(10, '2026-03-31');
    await give(10, '2026-05-31');
    // 5 spent: the ones that expire first go first, so 5 of March's grant are left.
    await db().transaction((tx) =>
      spendTokens(tx, act, { userId: person.id, orderId: 900100, amount: tok(5) }),
    );
    const sweep = async (at: Date) =>
      (await expireTokens(db(), { now: at, actor: null })).filter((e) => e.userId === person.id);
    expect(await sweep(day('2026-03-31'))).toEqual([]);
    expect(await sweep(day('2026-04-01'))).toEqual([{ userId: person.id, expired: tok(5) }]);
    expect(await sweep(day('2026-04-02'))).toEqual([]);
    expect(await sweep(day('2026-06-01'))).toEqual([{ userId: person.id, expired: tok(10) }]);
    const [row] = await db()
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, await accountOf(person.id)));
    expect(row?.balance).toBe('0.00');
  });
});

describe('check-account', () => {
  it('finds every account balanced through the call', async () => {
    const res = await api(t, 'token/checkAccount', tk.finance, { unit: 'TOKEN' });
    expect(res.code, res.message).toBe(CODES.ok);
    expect(res.data.differences).toBe(0);
    expect(res.data.total).toBeGreaterThan(3);
    for (const r of res.data.list) expect(r.difference).toBe('0');
  });

  it('shows the difference when a balance was changed behind the triggers', async () => {
    const account = await accountOf(agent);
    // A hand edit with the triggers off (what a bad restore or a superuser's UPDATE does), in a
    // transaction that is then rolled back so the database stays as the ledger made it.
    const seen = await seenThenRolledBack(db(), async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE id = ${account}`);
      return reconcileAccounts(tx, 'TOKEN', { pageNum: 1, pageSize: 100 });
    });
    expect(seen.differences).toBe(1);
    expect(seen.list[0]).toMatchObject({ accountId: account, difference: '7' });
    const after = await reconcileAccounts(db(), 'TOKEN', { pageNum: 1, pageSize: 100 });
    expect(after.differences).toBe(0);
  });
});

/** The months the figures are asked for: the whole of the journey's year. */
const YEAR = { from: '2026-01', to: '2026-12' };

describe('getFinance', () => {
  it('adds up to the ledger lines of the months asked, by month, branch and source', async () => {
    const res = await api(t, 'statistical/getFinance', tk.finance, YEAR);
    expect(res.code, res.message).toBe(CODES.ok);
    const { rows } = await db().execute(sql`
      SELECT l.unit, coalesce(sum(l.amount) FILTER (WHERE a.kind = 'income'), 0)::text AS income
        FROM ledger_lines l JOIN ledger_accounts a ON a.id = l.account_id
        JOIN ledger_transfers t ON t.id = l.transfer_id
       WHERE t.business_day BETWEEN '2026-01-01' AND '2026-12-31'
       GROUP BY l.unit`);
    const income = new Map(
      (rows as { unit: 'USD' | 'TOKEN'; income: string }[]).map((r) => [r.unit, r.income]),
    );
    const data = res.data as ResponseOf<typeof contract.statistical.getFinance>;
    const tokenTotal = data.totals.find((x) => x.unit === 'TOKEN');
    // Tokens spent (6 + 8 + 6 + 5) less 6 given back by the refund: 19 tokens of income.
    expect(tokenTotal?.income).toBe('19');
    expect(parseMoney(tokenTotal?.income ?? '', 'TOKEN')).toEqual(
      readAmount(income.get('TOKEN') ?? '', 'TOKEN'),
    );
    // $30.00 received and $30.00 refunded: the dollars' income nets to zero, as its lines do.
    expect(data.totals.find((x) => x.unit === 'USD')?.income).toBe(
      moneyToDecimal(readAmount(income.get('USD') ?? '0', 'USD')),
    );
    expect(data.bySource).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'order', unit: 'USD', income: '30.00' }),
        expect.objectContaining({ source: 'refund', unit: 'USD', income: '-30.00' }),
      ]),
    );
    for (const unit of ['USD', 'TOKEN']) {
      const total = data.totals.find((x) => x.unit === unit)?.income ?? '';
      for (const group of [data.byMonth, data.byBranch, data.bySource]) {
        const sum = group
          .filter((g) => g.unit === unit)
          .reduce((s, g) => s + parseMoney(g.income, unit as 'USD').minor, 0n);
        expect(sum).toBe(parseMoney(total, unit as 'USD').minor);
      }
    }
    expect(data.byMonth.filter((m) => m.unit === 'USD')).toHaveLength(12);
  });

  it('refuses a range the wrong way round and is finance statistics only', async () => {
    const backwards = { from: '2026-05', to: '2026-01' };
    const wrong = await api(t, 'statistical/getFinance', tk.finance, backwards);
    expect(wrong.code).toBe(CODES.badInput);
    expect((await api(t, 'statistical/getFinance', tk.agent)).code).toBe(CODES.forbidden);
  });

  it('downloads the same figures as CSV, and the token accounts', async () => {
    const csv = (data: { contentBase64: string }) =>
      Buffer.from(data.contentBase64, 'base64').toString('utf8').split('\r\n');
    const figures = await api(t, 'statistical/exportFinance', tk.finance, YEAR);
    expect(figures.code, figures.message).toBe(CODES.ok);
    expect(figures.data.fileName).toMatch(/^finance-2026-01-2026-12-.+\.csv$/);
    const lines = csv(figures.data);
    expect(lines[0]).toBe('\uFEFFGroup,Key,Unit,Income,Earned by payees,Paid out,Still owed');
    expect(lines).toContain('total,2026-01 to 2026-12,TOKEN,19,0,0,0');
    expect(lines).toContain('source,order,TOKEN,25,0,0,0');
    const accounts = await api(t, 'token/exportAccounts', tk.finance, { keyword: 'alex' });
    expect(accounts.code, accounts.message).toBe(CODES.ok);
    expect(csv(accounts.data)).toEqual([
      '\uFEFFPerson,E-mail,Tokens,"Granted, still valid",Next last day',
      'Alex Agent,agent@bq.example.com,20,20,2026-06-30',
      '',
    ]);
    expect((await api(t, 'token/exportAccounts', tk.agent)).code).toBe(CODES.forbidden);
  });
});
