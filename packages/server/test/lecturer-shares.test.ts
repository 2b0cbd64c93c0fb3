import { CODES } from '@bq/contract';
import { moneyOf, moneyToDecimal, sumMoney } from '@bq/validators';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDate } from '../../../scripts/test-clock.mjs';
import { lecturerShares } from '../src/db/schema-finance.js';
import { lineRefund } from '../src/domain/commerce/money-split.js';
import { shareOf, splitShare } from '../src/domain/finance/lecturer-shares.js';
import { awaitingPayment, cartLine, checkoutAs, newKey } from './commerce-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';

/**
 * The lecturers' share of a paid course seat and its clawback on a refund (issue 25 item 5):
 * recorded for finance in exact money, split between the course's lecturers, never clawed back
 * past what was earned (the database refuses it), and adding up exactly on a full refund.
 */

let t: TestApp;
let admin: string;
let agent: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp({ LECTURER_SHARE_PERCENT: '50' });
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  for (const email of ['lecturer@bq.example.com', 'mentor@bq.example.com']) {
    const row = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, email),
    });
    ids[email] = row?.id ?? 0;
  }
});
afterAll(() => t?.close());

const sharesOf = (lineId: number) =>
  t.database.db
    .select()
    .from(lecturerShares)
    .where(eq(lecturerShares.orderLineId, lineId))
    .orderBy(asc(lecturerShares.id));

describe('a course seat', () => {
  it('earns its two lecturers half of what was paid, and a refund claws it all back', async () => {
    const lecturers = [ids['lecturer@bq.example.com'], ids['mentor@bq.example.com']] as number[];
    const courseId = await newCourse(t, admin, {
      price: '99.99',
      seats: 3,
      lecturerIds: lecturers,
    });
    await cartLine(t, agent, { kind: 'course', courseId });
    const placed = await checkoutAs(t, agent, '99.99');
    expect(placed.code, placed.message).toBe(CODES.ok);
    const payment = await awaitingPayment(t, admin, placed.data.id);
    await call(
      t.app,
      'bq/payment/accept',
      { idempotencyKey: newKey(), id: payment.id, reference: 'TRF-LS1', received: '99.99' },
      { token: admin },
    );
    const detail = await call(t.app, 'bq/order/detail', { id: placed.data.id }, { token: admin });
    const lineId = detail.data.lines[0].id as number;
    // 50% of 99.99 is 49.995, cut to 49.99; the first lecturer by id takes the odd cent.
    const sorted = [...lecturers].sort((a, b) => a - b);
    expect(
      (await sharesOf(lineId)).map((s) => [s.kind, s.lecturerId, s.amount, s.percent]),
    ).toEqual([
      ['earned', sorted[0], '25.00', 50],
      ['earned', sorted[1], '24.99', 50],
    ]);

    const asked = await call(
      t.app,
      'bq/refund/request',
      { orderId: placed.data.id, reason: 'Moved away', lines: [{ lineId, quantity: 1 }] },
      json(agent),
    );
    const approved = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: asked.data.id },
      { token: admin },
    );
    expect(approved.code, approved.message).toBe(CODES.ok);
    const after = await sharesOf(lineId);
    const clawbacks = after.filter((s) => s.kind === 'clawback');
    expect(clawbacks.map((s) => [s.lecturerId, s.amount, s.refundRequestId])).toEqual([
      [sorted[0], '25.00', asked.data.id],
      [sorted[1], '24.99', asked.data.id],
    ]);

    // The database keeps the record: no change, no removal, no clawback past what was earned.
    const db = t.database.db;
    await expect(
      db
        .update(lecturerShares)
        .set({ amount: '1.00' })
        .where(eq(lecturerShares.orderLineId, lineId)),
    ).rejects.toThrow();
    await expect(
      db.delete(lecturerShares).where(eq(lecturerShares.orderLineId, lineId)),
    ).rejects.toThrow();
    await expect(
      db.insert(lecturerShares).values({
        orderLineId: lineId,
        lecturerId: sorted[0] ?? 0,
        kind: 'clawback',
        percent: 50,
        amount: '0.01',
        refundRequestId: asked.data.id,
        createdAt: testDate(),
      }),
    ).rejects.toThrow();
    const [left] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(lecturerShares)
      .where(eq(lecturerShares.orderLineId, lineId));
    expect(left?.n).toBe(4);
  });
});

describe('the share arithmetic', () => {
  it('clawbacks of any sequence of part refunds stay within the share and end exactly at it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 12 }),
        (cents, quantity, percent, lecturers, steps) => {
          const paidNet = moneyOf(BigInt(cents));
          const who = Array.from({ length: lecturers }, (_, i) => i + 1);
          const earned = splitShare(shareOf(paidNet, percent), who);
          expect(sumMoney(earned).minor).toBe(shareOf(paidNet, percent).minor);
          const line = { paidNet, quantity, refunded: moneyOf(0n), refundedQuantity: 0 };
          const back = who.map(() => 0n);
          const take = (n: number) => {
            const before = line.refunded;
            const after = moneyOf(before.minor + lineRefund(line, n).minor);
            const was = splitShare(shareOf(before, percent), who);
            const now = splitShare(shareOf(after, percent), who);
            who.forEach((_, i) => {
              const part = (now[i]?.minor ?? 0n) - (was[i]?.minor ?? 0n);
              expect(part >= 0n).toBe(true);
              back[i] = (back[i] ?? 0n) + part;
              expect((back[i] ?? 0n) <= (earned[i]?.minor ?? 0n)).toBe(true);
            });
            line.refunded = after;
            line.refundedQuantity += n;
          };
          for (const want of steps) {
            const n = Math.min(want, quantity - line.refundedQuantity);
            if (n > 0) take(n);
          }
          if (line.refundedQuantity < quantity) take(quantity - line.refundedQuantity);
          expect(back.map(String)).toEqual(earned.map((e) => String(e.minor)));
          expect(moneyToDecimal(line.refunded)).toBe(moneyToDecimal(paidNet));
        },
      ),
      { numRuns: 500 },
    );
  });
});
