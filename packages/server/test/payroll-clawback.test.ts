import { type Money, parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFor,
  balanceOf,
  officeAccount,
  postTransfer,
} from '../src/domain/finance/ledger.js';
import { createPayout } from '../src/domain/finance/payouts.js';
import { attachToStatements } from '../src/domain/finance/statements.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';

/**
 * A statement pays its approved total (docs/finance-pay.md "A statement pays its approved total"): a
 * person's agent account owed $5,200 and their coach account clawed back $300 are one statement
 * of $4,900, and the payout is $4,900 — the clawback collected, not left on a paid statement, and
 * the second-person threshold ($5,000) judged on the money that leaves.
 */

let t: TestApp;
let tk: Record<Who, string>;
let mentor = 0;
beforeAll(async () => {
  t = await startApp({ PAYROLL_SECOND_PERSON_ABOVE: '5000.00' });
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  mentor = await userId(t, 'mentor@bq.example.com');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const act = () => ({ now: new Date(t.clock.now), actor: null });

const pr = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/payroll/${name}`, body, { token, encoding: 'json' });

/** Posts `amount` onto the mentor's `kind` account (expense the other side) and its statement. */
async function owe(kind: 'agent' | 'coach', amount: Money, key: string) {
  await db().transaction(async (tx) => {
    const account = await accountFor(tx, act(), { kind, userId: mentor, unit: 'USD' });
    const expense = await officeAccount(tx, act(), 'expense');
    const transfer = await postTransfer(tx, act(), {
      eventKey: key,
      source: { kind: 'correction', id: 1 },
      lines: [
        { account, amount },
        { account: expense, amount: { ...amount, minor: -amount.minor } },
      ],
    });
    await attachToStatements(tx, act(), transfer);
  });
}

const balance = (kind: 'agent' | 'coach') =>
  db().transaction(async (tx) =>
    balanceOf(tx, await accountFor(tx, act(), { kind, userId: mentor, unit: 'USD' })),
  );

describe('a statement with an agent account owed and a coach account clawed back', () => {
  it('pays exactly its approved total: the payout nets the clawback', async () => {
    await owe('agent', parseMoney('5200.00'), 'correction:clawback-test:agent');
    await owe('coach', parseMoney('-300.00'), 'correction:clawback-test:coach');
    const list = await pr('statements', tk.finance, { month: '2026-10' });
    const row = list.data.list.find((r: { userId: number }) => r.userId === mentor);
    expect(row).toMatchObject({ status: 'draft', total: '4900.00', lineCount: 2 });

    expect((await pr('review', tk.finance, { id: row.id })).data.total).toBe('4900.00');
    // $4,900 leaves, not $5,200: at or below $5,000 its reviewer may approve it alone.
    const approved = await pr('approve', tk.finance, { id: row.id });
    expect(approved.code, approved.message).toBe(200);
    const paying = await pr('pay', tk.admin, { idempotencyKey: newKey(), id: row.id });
    expect(paying.code, paying.message).toBe(200);
    expect(paying.data.status).toBe('paying');
    expect(paying.data.payouts).toMatchObject([{ status: 'pending', amount: '4900.00' }]);
    expect(paying.data.payouts[0].amount).toBe(paying.data.total);
    // The hold took the whole statement off both accounts: nothing owed, nothing owing.
    expect(await balance('agent')).toEqual(parseMoney('0.00'));
    expect(await balance('coach')).toEqual(parseMoney('0.00'));

    const paid = await pr('confirmPaid', tk.admin, { id: row.id, reference: 'WIRE-4900' });
    expect(paid.code, paid.message).toBe(200);
    expect(paid.data.payouts).toMatchObject([{ status: 'posted', amount: '4900.00' }]);
  });

  it('pays no payout that nets to nothing or less', async () => {
    // The payout checks its own sum: parts that net below zero are no payout.
    const outcome = await db()
      .transaction(async (tx) => {
        const agent = await accountFor(tx, act(), { kind: 'agent', userId: mentor, unit: 'USD' });
        const coach = await accountFor(tx, act(), { kind: 'coach', userId: mentor, unit: 'USD' });
        return createPayout(
          tx,
          { now: new Date(t.clock.now), actor: null },
          {
            source: { kind: 'statement', id: -1 },
            payee: { userId: mentor, name: 'Mentor' },
            from: [
              { account: agent, amount: parseMoney('10.00') },
              { account: coach, amount: parseMoney('-10.00') },
            ],
          },
        );
      })
      .then(
        () => 'paid',
        (error: Error) => error.message,
      );
    expect(outcome).toBe('A payout pays a positive amount');
  });
});
