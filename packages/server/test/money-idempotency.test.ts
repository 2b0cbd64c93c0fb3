import { CODES } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema-idempotency.js';
import { sweepIdempotencyKeys } from '../src/idempotency/retention.js';
import { newKey } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import {
  accept,
  approvedStatement,
  approveRefund,
  lecturerAccount,
  type Money4,
  moved,
  PRICE,
  payPayee,
  payStatement,
  people,
  refundAsked,
  seatAwaiting,
  sums,
} from './money-helpers.js';

/**
 * Every money write takes an idempotency key (docs/finance.md "Idempotent money writes"): sent
 * again, it answers the first answer (not a 409), and nothing moves twice; the same key with
 * another request is refused. Keys are kept 30 days by the app's clock.
 */

let t: TestApp;
let m: Money4;
beforeAll(async () => {
  t = await startApp();
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  m = await people(t);
});
afterAll(() => t?.close());

const OTHER = /^This idempotency key was already used for a different request; use a new key$/;

describe('a money write sent again with its key', () => {
  it('accepting a payment: the first answer again, the key refused for another receipt', async () => {
    const { paymentId } = await seatAwaiting(m);
    const key = newKey();
    const first = await accept(m, m.tk.finance, paymentId, 'KEY-1', key);
    expect(first.code, first.message).toBe(CODES.ok);
    const before = await sums(t);
    const again = await accept(m, m.tk.finance, paymentId, 'KEY-1', key);
    expect(again.code, again.message).toBe(CODES.ok);
    expect(again.data).toEqual(first.data);
    expect(moved(before, await sums(t))).toEqual({});
    const other = await accept(m, m.tk.finance, paymentId, 'KEY-2', key);
    expect([other.code, other.message]).toEqual([CODES.conflict, expect.stringMatching(OTHER)]);
    // Without a key the write is not sent: a retry could not be told from a second decision.
    const keyless = await call(
      t.app,
      'bq/payment/accept',
      { id: paymentId, reference: 'KEY-3', received: PRICE },
      { token: m.tk.finance },
    );
    expect(keyless.code).toBe(CODES.badInput);
  });

  it('accepting a payment: the same key twice at once is one receipt, both answered', async () => {
    const { paymentId } = await seatAwaiting(m);
    const key = newKey();
    const before = await sums(t);
    const [a, b] = await Promise.all([
      accept(m, m.tk.finance, paymentId, 'TWICE-1', key),
      accept(m, m.tk.finance, paymentId, 'TWICE-1', key),
    ]);
    expect([a?.code, b?.code]).toEqual([CODES.ok, CODES.ok]);
    expect(b?.data).toEqual(a?.data);
    expect(Object.values(moved(before, await sums(t))).sort()).toEqual(
      [-14900n, -7450n, 7450n, 14900n].sort(),
    );
  });

  it('approving a refund', async () => {
    const { requestId } = await refundAsked(m);
    const key = newKey();
    const first = await approveRefund(m, m.tk.finance, requestId, key);
    expect(first.code, first.message).toBe(CODES.ok);
    const before = await sums(t);
    const again = await approveRefund(m, m.tk.finance, requestId, key);
    expect([again.code, again.data]).toEqual([CODES.ok, first.data]);
    expect(moved(before, await sums(t))).toEqual({});
    const other = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: key, id: requestId, note: 'another note' },
      { token: m.tk.finance },
    );
    expect([other.code, other.message]).toEqual([CODES.conflict, expect.stringMatching(OTHER)]);
    // A new key is a new decision: refused by the request's state.
    expect((await approveRefund(m, m.tk.finance, requestId)).code).toBe(CODES.conflict);
  });

  it('paying a statement', async () => {
    const statement = await approvedStatement(m, parseMoney('500.00'));
    const key = newKey();
    const first = await payStatement(m, m.tk.finance, statement, key);
    expect(first.code, first.message).toBe(CODES.ok);
    const before = await sums(t);
    const again = await payStatement(m, m.tk.finance, statement, key);
    expect([again.code, again.data]).toEqual([CODES.ok, first.data]);
    expect(moved(before, await sums(t))).toEqual({});
    const another = await approvedStatement(m, parseMoney('10.00'));
    const other = await payStatement(m, m.tk.finance, another, key);
    expect([other.code, other.message]).toEqual([CODES.conflict, expect.stringMatching(OTHER)]);
    expect((await payStatement(m, m.tk.finance, statement)).code).toBe(CODES.conflict);
  });

  it('paying a lecturer', async () => {
    const { paymentId } = await seatAwaiting(m);
    expect((await accept(m, m.tk.finance, paymentId, `LECT-${paymentId}`)).code).toBe(CODES.ok);
    const account = await lecturerAccount(m);
    const key = newKey();
    const first = await payPayee(m, m.tk.finance, account, key);
    expect(first.code, first.message).toBe(CODES.ok);
    const before = await sums(t);
    const again = await payPayee(m, m.tk.finance, account, key);
    expect([again.code, again.data]).toEqual([CODES.ok, first.data]);
    expect(moved(before, await sums(t))).toEqual({});
    // A new key is a new payment: nothing is owed any more.
    const fresh = await payPayee(m, m.tk.finance, account);
    expect([fresh.code, fresh.message]).toEqual([
      CODES.conflict,
      'Nothing is owed to Lee Lecturer now',
    ]);
  });
});

describe('keys are kept 30 days', () => {
  it('are swept after 30 days by the app clock, not before', async () => {
    const { paymentId } = await seatAwaiting(m);
    const key = newKey();
    expect((await accept(m, m.tk.finance, paymentId, 'SWEEP-1', key)).code).toBe(CODES.ok);
    const kept = () =>
      t.database.db
        .select({ id: idempotencyKeys.id })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.actorId, m.id.finance)));
    const made = t.clock.now;
    const sweepAt = async (ms: number) => {
      t.clock.now = made + ms;
      return sweepIdempotencyKeys(t.database.db, { now: new Date(t.clock.now), actor: null });
    };
    const DAY = 24 * 60 * 60 * 1000;
    await sweepAt(30 * DAY - 60_000);
    expect(await kept()).toHaveLength(1);
    expect(await sweepAt(30 * DAY + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toEqual([]);
    // Swept, the key is a new request: the payment's state refuses a second acceptance.
    const finance = await sessionFor(t, 'finance@bq.example.com');
    const late = await accept(m, finance, paymentId, 'SWEEP-2', key);
    expect(late.code).toBe(CODES.conflict);
  });
});
