import { CODES } from '@bq/contract';
import { type Money, parseMoney, subtractMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, officeAccount } from '../src/domain/finance/ledger.js';
import { tokens, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/**
 * Referral fees (docs/finance-closings.md "Referral fees"): a closed case's fee owed to the referring
 * brokerage is listed to the cent, paid by a held payout (one live per case, a retry answers the
 * first), confirmed by a second person above the configured amount or voided (owed again); only
 * finance's modules may read or pay.
 */

let t: TestApp;
let tk: Record<Who, string>;
const OCTOBER = Date.parse('2026-10-15T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = OCTOBER;
  tk = await tokens(t);
});
afterAll(() => t?.close());

const rf = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/referralFee/${name}`, body, {
    token,
    encoding: name === 'list' ? 'form' : 'json',
  });

const act = () => ({ now: new Date(t.clock.now), actor: null });

const cash = (): Promise<Money> =>
  t.database.db.transaction(async (tx) => balanceOf(tx, await officeAccount(tx, act(), 'cash')));

async function closedCase() {
  const made = await approvedCase(t, tk, tk.agent, {
    commissionAmount: '25000',
    referralFeePercent: '25',
  });
  const closed = await closeCase(t, tk.approver, made.id);
  expect(closed.code, closed.message).toBe(CODES.ok);
  return made;
}

async function rowOf(caseId: number) {
  const list = await rf('list', tk.finance, { pageNum: 1, pageSize: 100 });
  expect(list.code, list.message).toBe(CODES.ok);
  return list.data.list.find((r: { caseId: number }) => r.caseId === caseId);
}

describe('referral fees', () => {
  let paid: { id: number; caseNo: string };
  let payoutId: number;
  let firstKey: string;

  it("lists a closed case's 25% referral fee owed to the cent", async () => {
    paid = await closedCase();
    expect(await rowOf(paid.id)).toEqual({
      caseId: paid.id,
      caseNo: paid.caseNo,
      brokerage: `Referring brokerage of case ${paid.caseNo}`,
      fee: '6250.00',
      paid: '0.00',
      paying: '0.00',
      owed: '6250.00',
      status: 'owed',
      pendingPayoutId: null,
    });
  });

  it('paying holds the fee; a retry answers the first; a second pay is refused', async () => {
    firstKey = newKey();
    const held = await rf('pay', tk.finance, { idempotencyKey: firstKey, caseId: paid.id });
    expect(held.code, held.message).toBe(CODES.ok);
    expect(held.data).toMatchObject({ status: 'pending', amount: '6250.00' });
    payoutId = held.data.id;
    expect(await rowOf(paid.id)).toMatchObject({
      paying: '6250.00',
      owed: '0.00',
      status: 'paying',
      pendingPayoutId: payoutId,
    });
    const again = await rf('pay', tk.finance, { idempotencyKey: firstKey, caseId: paid.id });
    expect(again.code, again.message).toBe(CODES.ok);
    expect(again.data.id).toBe(payoutId);
    const second = await rf('pay', tk.finance, { idempotencyKey: newKey(), caseId: paid.id });
    expect(second.code).toBe(CODES.conflict);
    expect(second.message).toContain('already being paid');
  });

  it('above the threshold the starter cannot confirm; a second person posts it', async () => {
    const alone = await rf('confirm', tk.finance, { id: payoutId, reference: 'WIRE-1' });
    expect(alone.code).toBe(CODES.forbidden);
    expect(alone.message).toContain('needs a second person');
    const before = await cash();
    const done = await rf('confirm', tk.admin, { id: payoutId, reference: 'WIRE-1' });
    expect(done.code, done.message).toBe(CODES.ok);
    expect(done.data).toMatchObject({ status: 'posted', reference: 'WIRE-1' });
    expect(subtractMoney(await cash(), before)).toEqual(parseMoney('6250.00'));
    expect(await rowOf(paid.id)).toMatchObject({
      paid: '6250.00',
      paying: '0.00',
      owed: '0.00',
      status: 'paid',
      pendingPayoutId: null,
    });
    const more = await rf('pay', tk.finance, { idempotencyKey: newKey(), caseId: paid.id });
    expect(more.code).toBe(CODES.conflict);
    expect(more.message).toContain('Nothing is owed');
  });

  it('voiding a pending payout leaves the fee owed again', async () => {
    const other = await closedCase();
    const held = await rf('pay', tk.finance, { idempotencyKey: newKey(), caseId: other.id });
    expect(held.code, held.message).toBe(CODES.ok);
    const voided = await rf('void', tk.finance, { id: held.data.id, reason: 'Wrong account' });
    expect(voided.code, voided.message).toBe(CODES.ok);
    expect(voided.data.status).toBe('voided');
    expect(await rowOf(other.id)).toMatchObject({
      paying: '0.00',
      owed: '6250.00',
      status: 'owed',
      pendingPayoutId: null,
    });
    const twice = await rf('void', tk.finance, { id: held.data.id, reason: 'Again' });
    expect(twice.code).toBe(CODES.conflict);
  });

  it('agents and approvers are refused', async () => {
    for (const who of [tk.agent, tk.approver]) {
      expect((await rf('list', who, { pageNum: 1, pageSize: 10 })).code).toBe(CODES.forbidden);
      const pay = await rf('pay', who, { idempotencyKey: newKey(), caseId: paid.id });
      expect(pay.code).toBe(CODES.forbidden);
      expect((await rf('confirm', who, { id: payoutId, reference: 'X-1' })).code).toBe(
        CODES.forbidden,
      );
    }
  });
});
