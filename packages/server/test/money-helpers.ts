import { CODES } from '@bq/contract';
import { type Money, parseMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountFor, officeAccount, postTransfer } from '../src/domain/finance/ledger.js';
import {
  approveStatement,
  attachToStatements,
  reviewStatement,
} from '../src/domain/finance/statements.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { awaitingPayment, cartLine, checkoutAs, newKey } from './commerce-helpers.js';
import { type Answer, call, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';

/**
 * The money decisions as the money tests make them (money-races, money-idempotency): a course seat
 * bought and waiting for its office payment, paid, asked back; a statement approved; a lecturer's
 * payout held. Each through the calls, with the demo people.
 */

export interface Money4 {
  t: TestApp;
  tk: Record<Who, string>;
  id: Record<'agent' | 'noboard' | 'finance' | 'admin' | 'lecturer', number>;
}

export async function people(t: TestApp): Promise<Money4> {
  const tk = await tokens(t);
  const id = {
    agent: await userId(t, 'agent@bq.example.com'),
    noboard: await userId(t, 'agent.noboard@bq.example.com'),
    finance: await userId(t, 'finance@bq.example.com'),
    admin: await userId(t, 'admin@bq.example.com'),
    lecturer: await userId(t, 'lecturer@bq.example.com'),
  };
  return { t, tk, id };
}

export const PRICE = '149.00';
export const SHARE = '74.50';

/** A course seat (half the lecturer's) bought by the agent: its order and awaiting payment. */
export async function seatAwaiting({ t, tk, id }: Money4) {
  const courseId = await newCourse(t, tk.admin, {
    price: PRICE,
    seats: 5,
    lecturerIds: [id.lecturer],
  });
  await cartLine(t, tk.agent, { kind: 'course', courseId });
  const placed = await checkoutAs(t, tk.agent, PRICE);
  expect(placed.code, placed.message).toBe(CODES.ok);
  const payment = await awaitingPayment(t, tk.finance, placed.data.id);
  return { orderId: placed.data.id as number, paymentId: payment.id };
}

export const accept = (
  { t }: Money4,
  token: string,
  paymentId: number,
  reference: string,
  idempotencyKey = newKey(),
) =>
  call(
    t.app,
    'bq/payment/accept',
    { idempotencyKey, id: paymentId, reference, received: PRICE },
    { token },
  );

/** A paid seat the agent asked back: the refund request waiting for finance. */
export async function refundAsked(m: Money4) {
  const { orderId, paymentId } = await seatAwaiting(m);
  const paid = await accept(m, m.tk.finance, paymentId, `TRF-R${paymentId}`);
  expect(paid.code, paid.message).toBe(CODES.ok);
  const detail = await call(m.t.app, 'bq/order/detail', { id: orderId }, { token: m.tk.admin });
  const asked = await call(
    m.t.app,
    'bq/refund/request',
    { orderId, reason: 'cannot come', lines: [{ lineId: detail.data.lines[0].id, quantity: 1 }] },
    json(m.tk.agent),
  );
  expect(asked.code, asked.message).toBe(CODES.ok);
  return { orderId, requestId: asked.data.id as number };
}

export const approveRefund = (
  { t }: Money4,
  token: string,
  requestId: number,
  idempotencyKey = newKey(),
) => call(t.app, 'bq/refund/approve', { idempotencyKey, id: requestId }, { token });

let corrections = 0;
/**
 * A statement of `amount` (the agent without a board's unless `userId` names another person),
 * reviewed by finance and approved by admin.
 */
export async function approvedStatement(
  { t, id }: Money4,
  amount: Money,
  userId: number = id.noboard,
): Promise<number> {
  const act = (actor: number | null) => ({ now: new Date(t.clock.now), actor });
  return t.database.db.transaction(async (tx) => {
    const transfer = await postTransfer(tx, act(null), {
      eventKey: `correction:money-test:${++corrections}:${t.clock.now}`,
      source: { kind: 'correction', id: corrections },
      lines: [
        {
          account: await accountFor(tx, act(null), {
            kind: 'agent',
            userId,
            unit: 'USD',
          }),
          amount,
        },
        {
          account: await officeAccount(tx, act(null), 'expense'),
          amount: { ...amount, minor: -amount.minor },
        },
      ],
    });
    await attachToStatements(tx, act(null), transfer);
    const [row] = (
      await tx.execute<{ id: number }>(
        sql`SELECT id FROM pay_statements WHERE user_id = ${userId} AND status = 'draft'`,
      )
    ).rows;
    const statement = Number(row?.id);
    await reviewStatement(tx, act(id.finance), { id: statement });
    await approveStatement(tx, act(id.admin), {
      id: statement,
      secondPersonAbove: parseMoney('1000000.00'),
    });
    return statement;
  });
}

export const payStatement = (
  { t }: Money4,
  token: string,
  statementId: number,
  idempotencyKey = newKey(),
) =>
  call(t.app, 'bq/payroll/pay', { idempotencyKey, id: statementId }, { token, encoding: 'json' });

/** The lecturer's account, owed at least one seat's share once a seat is paid. */
export async function lecturerAccount(m: Money4): Promise<number> {
  const list = await call(m.t.app, 'bq/lecturerPay/list', {}, { token: m.tk.finance });
  return list.data.list.find((r: { name: string }) => r.name === 'Lee Lecturer').accountId;
}

export const payPayee = (
  { t }: Money4,
  token: string,
  accountId: number,
  idempotencyKey = newKey(),
) => call(t.app, 'bq/payeePayout/pay', { idempotencyKey, accountId }, json(token));

/** Σ lines per account, the whole ledger: what a decision moved is the difference. */
export async function sums(t: TestApp): Promise<Map<number, bigint>> {
  const { rows } = await t.database.db.execute<{ account_id: number; sum: string }>(
    sql`SELECT account_id, sum(amount)::text AS sum FROM ledger_lines GROUP BY account_id`,
  );
  return new Map(rows.map((r) => [Number(r.account_id), parseMoney(r.sum).minor]));
}

/** What moved between two `sums`, per account (cents), without the accounts that did not. */
export function moved(before: Map<number, bigint>, after: Map<number, bigint>) {
  const out: Record<number, bigint> = {};
  for (const [account, sum] of after) {
    const d = sum - (before.get(account) ?? 0n);
    if (d !== 0n) out[account] = d;
  }
  return out;
}

/** Two answers of one race: exactly one 200, the other a 409 saying `why` (never a 500). */
export function oneWinner(answers: Answer[], why: RegExp): Answer {
  const won = answers.filter((a) => a.code === CODES.ok);
  const lost = answers.filter((a) => a.code !== CODES.ok);
  expect(won, JSON.stringify(answers.map((a) => [a.code, a.message]))).toHaveLength(1);
  expect(lost.map((a) => a.code)).toEqual([CODES.conflict]);
  expect(lost[0]?.message).toMatch(why);
  return won[0] as Answer;
}
