import { CODES } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { officeAccount, postTransfer } from '../src/domain/finance/ledger.js';
import { alertLedgerDifferences } from '../src/domain/finance/reconcile-alert.js';
import { fromDatabaseError } from '../src/envelope.js';
import { newKey } from './commerce-helpers.js';
import { type Answer, call, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';
import {
  accept,
  approvedStatement,
  type Money4,
  payStatement,
  people,
  seatAwaiting,
} from './money-helpers.js';

/**
 * Closing a month (docs/finance-books.md "Closing a month", "Reconciliation"): the checks before it,
 * the close itself once per key, the 409 a posting into a closed month gets, and the nightly
 * reconciliation's mail to finance, once per set of differences a day. On the app's clock.
 */

let t: TestApp;
let m: Money4;
const MARCH = Date.parse('2026-03-10T18:00:00Z');
const APRIL = Date.parse('2026-04-02T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = MARCH;
  m = await people(t);
});
afterAll(() => t?.close());

/** Moves the clock, and signs everyone in again there (a session idles out across weeks). */
async function moveTo(at: number) {
  t.clock.now = at;
  m = await people(t);
}

const mc = (name: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/monthClose/${name}`, body, json(token));

async function okData(answer: Promise<Answer>) {
  const a = await answer;
  expect(a.code, a.message).toBe(CODES.ok);
  return a.data;
}

const passed = (data: { checks: { key: string; passed: boolean }[] }) =>
  Object.fromEntries(data.checks.map((c) => [c.key, c.passed]));

describe('month close', () => {
  it('is finance’s: an agent is refused every call', async () => {
    for (const name of ['list', 'checks', 'reconciliation'])
      expect((await mc(name, m.tk.agent, { month: '2026-02' })).code).toBe(CODES.forbidden);
    expect(
      (await mc('close', m.tk.agent, { month: '2026-02', idempotencyKey: newKey() })).code,
    ).toBe(CODES.forbidden);
  });

  let statement = 0;
  it('fails its checks while a statement is half-paid and a payment waits, passes once decided', async () => {
    const { paymentId } = await seatAwaiting(m);
    statement = await approvedStatement(m, parseMoney('420.00'));
    expect((await payStatement(m, m.tk.finance, statement)).code).toBe(CODES.ok);
    await moveTo(APRIL);

    const before = await okData(mc('checks', m.tk.finance, { month: '2026-03' }));
    expect(before).toMatchObject({
      month: '2026-03',
      status: 'open',
      ended: true,
      canClose: false,
    });
    expect(passed(before)).toEqual({
      reconciliation: true,
      payouts: false,
      payments: false,
      ended: true,
      receivables: true,
    });
    const payouts = before.checks.find((c: { key: string }) => c.key === 'payouts');
    expect(payouts).toMatchObject({ count: 1, amounts: [{ amount: '420.00', unit: 'USD' }] });
    const payments = before.checks.find((c: { key: string }) => c.key === 'payments');
    expect(payments).toMatchObject({ count: 1, amounts: [{ amount: '149.00', unit: 'USD' }] });

    const refused = await mc('close', m.tk.finance, { month: '2026-03', idempotencyKey: newKey() });
    expect(refused.code).toBe(CODES.conflict);
    expect(refused.message).toMatch(
      /^March 2026 cannot be closed: the check "No payout half-paid"/,
    );

    const confirmed = await call(
      t.app,
      'bq/payroll/confirmPaid',
      { id: statement, reference: 'ACH 2026-04-02' },
      json(m.tk.finance),
    );
    expect(confirmed.code, confirmed.message).toBe(CODES.ok);
    expect((await accept(m, m.tk.finance, paymentId, 'TRF-MARCH')).code).toBe(CODES.ok);

    const after = await okData(mc('checks', m.tk.finance, { month: '2026-03' }));
    expect(after.canClose).toBe(true);
    expect(after.checks.every((c: { passed: boolean }) => c.passed)).toBe(true);
  });

  it('refuses a month that has not ended', async () => {
    const checks = await okData(mc('checks', m.tk.finance, { month: '2026-04' }));
    expect(passed(checks).ended).toBe(false);
    const refused = await mc('close', m.tk.finance, { month: '2026-04', idempotencyKey: newKey() });
    expect(refused.code).toBe(CODES.conflict);
    expect(refused.message).toMatch(
      /^April 2026 cannot be closed: the check "The month has ended"/,
    );
  });

  it('closes once: closing again answers the same, a retry with its key the first answer', async () => {
    const key = newKey();
    const first = await okData(
      mc('close', m.tk.finance, { month: '2026-03', idempotencyKey: key }),
    );
    expect(first).toMatchObject({ month: '2026-03', status: 'closed', closedBy: 'Fay Finance' });
    expect(first.closedAt).toBe(new Date(APRIL).toISOString());
    t.clock.now = APRIL + 60_000;
    const retry = await okData(
      mc('close', m.tk.finance, { month: '2026-03', idempotencyKey: key }),
    );
    expect(retry).toEqual(first);
    const again = await okData(
      mc('close', m.tk.admin, { month: '2026-03', idempotencyKey: newKey() }),
    );
    expect(again).toEqual(first);
    const list = await okData(mc('list', m.tk.finance));
    expect(list.today).toBe('2026-04-02');
    expect(list.months[0]).toMatchObject({ month: '2026-04', status: 'open', ended: false });
    expect(list.months[1]).toEqual(first);
    expect(list.months).toHaveLength(12);
  });

  it('answers a posting dated in the closed month with a 409 naming it, never a 500', async () => {
    const { paymentId } = await seatAwaiting(m);
    // A clock set back into March: the receipt would be dated in the closed month.
    await moveTo(Date.parse('2026-03-28T18:00:00Z'));
    const refused = await accept(m, m.tk.finance, paymentId, 'TRF-LATE');
    expect([refused.status, refused.code, refused.message]).toEqual([
      200,
      CODES.conflict,
      'March 2026 is closed: post the correction in an open month',
    ]);
    // The domain's own posting, dated in March, meets the same refusal from the database.
    const act = { now: new Date(t.clock.now), actor: m.id.finance };
    const error = await t.database.db
      .transaction(async (tx) =>
        postTransfer(tx, act, {
          eventKey: 'test:closed-month',
          source: { kind: 'correction', id: 1 },
          lines: [
            { account: await officeAccount(tx, act, 'cash'), amount: parseMoney('-1.00') },
            { account: await officeAccount(tx, act, 'income'), amount: parseMoney('1.00') },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(fromDatabaseError(error)?.message).toBe(
      'March 2026 is closed: post the correction in an open month',
    );
    await moveTo(APRIL + 120_000);
    expect((await accept(m, m.tk.finance, paymentId, 'TRF-APRIL')).code).toBe(CODES.ok);
  });
});

describe('reconciliation', () => {
  it('ties out: no difference, every unit’s lines sum to zero', async () => {
    const all = await okData(mc('reconciliation', m.tk.finance));
    expect(all.differences).toEqual([]);
    expect(all.orders).toBeGreaterThanOrEqual(2);
    expect(all.totals).toEqual([
      { unit: 'USD', lines: expect.any(Number), sum: '0.00' },
      { unit: 'TOKEN', lines: expect.any(Number), sum: '0' },
    ]);
    const april = await okData(mc('reconciliation', m.tk.finance, { month: '2026-04' }));
    expect(april).toMatchObject({ month: '2026-04', differences: [] });
    expect(april.orders).toBeGreaterThanOrEqual(2);
  });

  /** A hand edit with the triggers off (a bad restore, a superuser's UPDATE), committed. */
  const plant = async (cents: string) => {
    const act = { now: new Date(t.clock.now), actor: null };
    await t.database.db.transaction(async (tx) => {
      const cash = await officeAccount(tx, act, 'cash');
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(
        sql`UPDATE ledger_accounts SET balance = balance + ${cents}::numeric WHERE id = ${cash}`,
      );
    });
  };
  const mails = () =>
    t.database.db
      .select({ to: outbox.toAddr, subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(like(outbox.subject, 'The books do not tie out%'));

  it('shows a planted difference, and the nightly run mails finance once for it', async () => {
    await plant('7.00');
    try {
      const found = await okData(mc('reconciliation', m.tk.finance));
      expect(found.differences).toEqual([
        expect.objectContaining({ kind: 'account', unit: 'USD', difference: '7.00' }),
      ]);
      const checks = await okData(mc('checks', m.tk.finance, { month: '2026-02' }));
      expect(passed(checks).reconciliation).toBe(false);

      const act = { now: new Date(t.clock.now), actor: null };
      const first = await alertLedgerDifferences(t.database.db, act);
      expect(first.differences).toBe(1);
      expect(first.told).toBeGreaterThan(0);
      const sent = await mails();
      expect(sent).toHaveLength(first.told);
      expect(sent.map((s) => s.to)).toContain('finance@bq.example.com');
      expect(sent[0]?.body).toMatch(/difference \$7\.00/);

      const next = await alertLedgerDifferences(t.database.db, {
        now: new Date(t.clock.now + 3600_000),
        actor: null,
      });
      expect(next).toEqual({ differences: 1, told: 0 });
      expect(await mails()).toHaveLength(first.told);
    } finally {
      await plant('-7.00');
    }
    expect((await okData(mc('reconciliation', m.tk.finance))).differences).toEqual([]);
  });
});
