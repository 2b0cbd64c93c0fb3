import { parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, officeAccount } from '../src/domain/finance/ledger.js';
import { PENDING_PAYOUTS } from '../src/domain/finance/payouts.js';
import { call, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';
import {
  accept,
  approvedStatement,
  approveRefund,
  lecturerAccount,
  type Money4,
  moved,
  oneWinner,
  PRICE,
  payPayee,
  payStatement,
  people,
  refundAsked,
  SHARE,
  seatAwaiting,
  sums,
} from './money-helpers.js';

/**
 * The money decisions raced twice at once (each its own request and key, as two people or two
 * tabs): accepting an office payment, approving a refund (its payout held), paying a statement (the hold), and
 * posting and voiding a payout. On PostgreSQL the two run on two connections of the pool and meet
 * at the decision's row lock: exactly one wins, the other is told why with a 409 (never a 500),
 * and the ledger moved as if the decision was made once.
 */

let t: TestApp;
let m: Money4;
beforeAll(async () => {
  t = await startApp();
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  m = await people(t);
});
afterAll(() => t?.close());

const cents = (amount: string) => parseMoney(amount).minor;

/** The accounts a decision moves, by name. */
async function accounts() {
  // Read through a call first: PGlite has one connection, which an open transaction holds.
  const lecturer = await lecturerAccount(m);
  return t.database.db.transaction(async (tx) => {
    const act = { now: new Date(t.clock.now), actor: null };
    return {
      cash: await officeAccount(tx, act, 'cash'),
      income: await officeAccount(tx, act, 'income'),
      expense: await officeAccount(tx, act, 'expense'),
      pending: await accountFor(tx, act, { kind: 'cash', name: PENDING_PAYOUTS, unit: 'USD' }),
      noboard: await accountFor(tx, act, { kind: 'agent', userId: m.id.noboard, unit: 'USD' }),
      lecturer,
    };
  });
}

describe('two decisions on one thing at once: one wins, one 409, the ledger moved once', () => {
  it('accepting an office payment', async () => {
    const { paymentId } = await seatAwaiting(m);
    const before = await sums(t);
    oneWinner(
      await Promise.all([
        accept(m, m.tk.finance, paymentId, `RACE-A-${paymentId}`),
        accept(m, m.tk.admin, paymentId, `RACE-B-${paymentId}`),
      ]),
      /^This payment was already decided$/,
    );
    const a = await accounts();
    expect(moved(before, await sums(t))).toEqual({
      [a.cash]: -cents(PRICE),
      [a.income]: cents(PRICE),
      [a.lecturer]: cents(SHARE),
      [a.expense]: -cents(SHARE),
    });
  });

  it('approving a refund', async () => {
    const { requestId } = await refundAsked(m);
    const a = await accounts();
    const before = await sums(t);
    oneWinner(
      await Promise.all([
        approveRefund(m, m.tk.finance, requestId),
        approveRefund(m, m.tk.admin, requestId),
      ]),
      /^This refund request was already decided$/,
    );
    // The refund's dollars are held in its payout (through "Refunds owed", which nets to zero):
    // cash moves only when finance pays it.
    expect(moved(before, await sums(t))).toEqual({
      [a.income]: -cents(PRICE),
      [a.pending]: cents(PRICE),
      [a.lecturer]: -cents(SHARE),
      [a.expense]: cents(SHARE),
    });
  });

  it('paying a statement (the payout held)', async () => {
    const statement = await approvedStatement(m, parseMoney('1234.56'));
    const a = await accounts();
    const before = await sums(t);
    // Finance pays; the admin approved it, so only finance may: the same person twice at once.
    const won = oneWinner(
      await Promise.all([
        payStatement(m, m.tk.finance, statement),
        payStatement(m, m.tk.finance, statement),
      ]),
      /^(The statement is paying: only a approved statement can be paid|This statement is already being paid)$/,
    );
    expect(won.data.payouts).toMatchObject([{ status: 'pending', amount: '1234.56' }]);
    expect(moved(before, await sums(t))).toEqual({
      [a.noboard]: -cents('1234.56'),
      [a.pending]: cents('1234.56'),
    });
  });

  /** A lecturer payout held for a newly paid seat's share: its id. */
  async function heldPayout() {
    const { paymentId } = await seatAwaiting(m);
    expect((await accept(m, m.tk.finance, paymentId, `TRF-H${paymentId}`)).code).toBe(200);
    const held = await payPayee(m, m.tk.finance, await lecturerAccount(m));
    expect(held.code, held.message).toBe(200);
    return { id: held.data.id as number, amount: held.data.amount as string };
  }
  const payout = (name: 'confirm' | 'void', id: number, body: Record<string, unknown>) =>
    call(t.app, `bq/payeePayout/${name}`, { id, ...body }, json(m.tk.finance));

  it('posting a payout (the money went out)', async () => {
    const held = await heldPayout();
    const a = await accounts();
    const before = await sums(t);
    oneWinner(
      await Promise.all([
        payout('confirm', held.id, { reference: 'WIRE-1' }),
        payout('confirm', held.id, { reference: 'WIRE-2' }),
      ]),
      /^The payout is already posted$/,
    );
    expect(moved(before, await sums(t))).toEqual({
      [a.pending]: -cents(held.amount),
      [a.cash]: cents(held.amount),
    });
  });

  it('voiding a payout', async () => {
    const held = await heldPayout();
    const a = await accounts();
    const before = await sums(t);
    oneWinner(
      await Promise.all([
        payout('void', held.id, { reason: 'bounced' }),
        payout('void', held.id, { reason: 'wrong account' }),
      ]),
      /^The payout is already voided$/,
    );
    expect(moved(before, await sums(t))).toEqual({
      [a.pending]: -cents(held.amount),
      [a.lecturer]: cents(held.amount),
    });
  });
});
