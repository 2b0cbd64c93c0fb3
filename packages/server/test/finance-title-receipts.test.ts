import { CODES } from '@bq/contract';
import { type Money, parseMoney, subtractMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATERFALL_ACCOUNTS } from '../src/domain/finance/commission-waterfall.js';
import { accountFor, balanceOf, officeAccount } from '../src/domain/finance/ledger.js';
import { tokens, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/**
 * Title/escrow receipts (docs/finance-closings.md "Title/escrow receipts"): the wire or check for a closed
 * case moves the receivable and cash by its amount, never past what the case still owes; parts
 * add up to a matched case; a retry answers the first answer; only finance's ledger module may;
 * the month close lists the cases still owed, as a warning that does not keep the month open.
 */

let t: TestApp;
let tk: Record<Who, string>;
const OCTOBER = Date.parse('2026-10-15T18:00:00Z');
const NOVEMBER = Date.parse('2026-11-03T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = OCTOBER;
  tk = await tokens(t);
});
afterAll(() => t?.close());

const tr = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/titleReceipt/${name}`, body, { token, encoding: 'json' });
const mc = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/monthClose/${name}`, body, { token, encoding: 'json' });

const act = () => ({ now: new Date(t.clock.now), actor: null });

/** The office's cash and the title/escrow receivable, as the ledger keeps them. */
async function balances(): Promise<{ cash: Money; receivable: Money }> {
  return t.database.db.transaction(async (tx) => ({
    cash: await balanceOf(tx, await officeAccount(tx, act(), 'cash')),
    receivable: await balanceOf(
      tx,
      await accountFor(tx, act(), {
        kind: 'receivable',
        name: WATERFALL_ACCOUNTS.receivable,
        unit: 'USD',
      }),
    ),
  }));
}

async function closedCase(commissionAmount: string) {
  const made = await approvedCase(t, tk, tk.agent, { commissionAmount });
  const closed = await closeCase(t, tk.approver, made.id);
  expect(closed.code, closed.message).toBe(CODES.ok);
  return made;
}

describe('title/escrow receipts', () => {
  let paid: { id: number; caseNo: string };
  let unpaid: { id: number; caseNo: string };
  let first: { body: Record<string, unknown>; data: unknown };

  it("shows a closed case's waterfall with the gross owed from title/escrow", async () => {
    paid = await closedCase('25000');
    const view = await tr('caseLedger', tk.finance, { caseId: paid.id });
    expect(view.code, view.message).toBe(CODES.ok);
    expect(view.data).toMatchObject({
      caseNo: paid.caseNo,
      caseStatus: 'closed',
      due: '25000.00',
      received: '0.00',
      owed: '25000.00',
      status: 'unmatched',
      receipts: [],
    });
    const [commission] = view.data.transfers;
    expect(commission.kind).toBe('commission');
    expect(commission.lines).toContainEqual(
      expect.objectContaining({
        kind: 'receivable',
        label: `Receivable · ${WATERFALL_ACCOUNTS.receivable}`,
        amount: '-25000.00',
      }),
    );
  });

  it('posts a part: the receivable and cash move by it to the cent', async () => {
    const before = await balances();
    const body = {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '10000.01',
      reference: 'WIRE-1001',
    };
    const done = await tr('record', tk.finance, body);
    expect(done.code, done.message).toBe(CODES.ok);
    expect(done.data).toMatchObject({
      received: '10000.01',
      owed: '14999.99',
      status: 'partial',
      receipts: [{ reference: 'WIRE-1001', amount: '10000.01', day: '2026-10-15' }],
    });
    const after = await balances();
    expect(subtractMoney(after.receivable, before.receivable)).toEqual(parseMoney('10000.01'));
    expect(subtractMoney(after.cash, before.cash)).toEqual(parseMoney('-10000.01'));
    const receipt = done.data.transfers.find((x: { kind: string }) => x.kind === 'receipt');
    expect(receipt.eventKey).toBe(`case:${paid.id}:title-receipt:WIRE-1001`);
    first = { body, data: done.data };
  });

  it('answers a retry with the same key with the first answer, moving nothing', async () => {
    const before = await balances();
    const again = await tr('record', tk.finance, first.body);
    expect(again.code).toBe(CODES.ok);
    expect(again.data).toEqual(first.data);
    expect(await balances()).toEqual(before);
    const other = await tr('record', tk.finance, { ...first.body, amount: '1.00' });
    expect(other.code).toBe(CODES.conflict);
  });

  it('refuses the same reference again, and more than is still owed, in words', async () => {
    const before = await balances();
    const twice = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '5.00',
      reference: 'WIRE-1001',
    });
    expect(twice.code).toBe(CODES.conflict);
    expect(twice.message).toBe(
      `Reference WIRE-1001 was already recorded for case ${paid.caseNo} on 2026-10-15`,
    );
    const over = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '15000.00',
      reference: 'WIRE-1002',
    });
    expect(over.code).toBe(CODES.badInput);
    expect(over.message).toBe(
      `Amount: must be at most $14,999.99, what title/escrow still owes on case ${paid.caseNo}.`,
    );
    expect(over.data.fields).toEqual([
      {
        field: 'amount',
        message: `must be at most $14,999.99, what title/escrow still owes on case ${paid.caseNo}`,
      },
    ]);
    const zero = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '0',
      reference: 'WIRE-1003',
    });
    expect(zero.code).toBe(CODES.badInput);
    expect(await balances()).toEqual(before);
  });

  it('marks the case matched once the rest is received, and refuses anything more', async () => {
    const done = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '14999.99',
      reference: 'CHECK 2002',
    });
    expect(done.code, done.message).toBe(CODES.ok);
    expect(done.data).toMatchObject({
      due: '25000.00',
      received: '25000.00',
      owed: '0.00',
      status: 'matched',
    });
    expect(done.data.receipts).toHaveLength(2);
    const more = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: paid.id,
      amount: '0.01',
      reference: 'WIRE-1004',
    });
    expect(more.code).toBe(CODES.conflict);
    expect(more.message).toBe(`Case ${paid.caseNo} is owed nothing by title/escrow`);
  });

  it('reads a closing that posted no commission as nothing due, and takes no receipt for it', async () => {
    // The demo's closed cases were closed before the ledger: their closings posted nothing.
    const [seeded] = await t.database.rawTransaction((tx) =>
      tx.query<{ id: number; caseNo: string }>(
        `SELECT c.id, c.case_no AS "caseNo" FROM cases c WHERE c.status = 'closed'
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers lt
                           WHERE lt.source_kind = 'case' AND lt.source_id = c.id)
          ORDER BY c.id LIMIT 1`,
      ),
    );
    expect(seeded, 'a closed demo case with nothing posted').toBeDefined();
    const view = await tr('caseLedger', tk.finance, { caseId: seeded?.id });
    expect(view.code, view.message).toBe(CODES.ok);
    expect(view.data).toMatchObject({ status: 'nothing_due', due: '0.00', owed: '0.00' });
    const refused = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: seeded?.id,
      amount: '100.00',
      reference: 'WIRE-0',
    });
    expect(refused.message).toBe(`Case ${seeded?.caseNo} is owed nothing by title/escrow`);
  });

  it('refuses a case that is not closed', async () => {
    const open = await approvedCase(t, tk, tk.agent, { commissionAmount: '1000' });
    const refused = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: open.id,
      amount: '1000.00',
      reference: 'WIRE-2001',
    });
    expect(refused.code).toBe(CODES.conflict);
    expect(refused.message).toBe(
      `Case ${open.caseNo} is not closed: title/escrow pays a closed case`,
    );
  });

  it("is finance's ledger: an agent and an approver are refused both calls", async () => {
    for (const who of [tk.agent, tk.approver]) {
      expect((await tr('caseLedger', who, { caseId: paid.id })).code).toBe(CODES.forbidden);
      const record = await tr('record', who, {
        idempotencyKey: newKey(),
        caseId: paid.id,
        amount: '1.00',
        reference: 'WIRE-3001',
      });
      expect(record.code).toBe(CODES.forbidden);
    }
  });

  it("lists the closed cases still owed in the month close, as a warning that doesn't block", async () => {
    unpaid = await closedCase('8000.50');
    const october = await mc('checks', tk.finance, { month: '2026-10' });
    expect(october.code, october.message).toBe(CODES.ok);
    const check = october.data.checks.find((c: { key: string }) => c.key === 'receivables');
    expect(check).toMatchObject({
      passed: false,
      blocks: false,
      count: 1,
      cases: [{ id: unpaid.id, caseNo: unpaid.caseNo, owed: '8000.50' }],
      amounts: [{ amount: '8000.50', unit: 'USD' }],
    });
    // Once October has ended, the warning alone does not keep it open.
    t.clock.now = NOVEMBER;
    tk = await tokens(t);
    const ended = await mc('checks', tk.finance, { month: '2026-10' });
    expect(ended.data.canClose).toBe(true);
    const closed = await mc('close', tk.finance, { month: '2026-10', idempotencyKey: newKey() });
    expect(closed.code, closed.message).toBe(CODES.ok);
    expect(closed.data.status).toBe('closed');
    // Its receipt lands in November; the case leaves the list.
    const received = await tr('record', tk.finance, {
      idempotencyKey: newKey(),
      caseId: unpaid.id,
      amount: '8000.50',
      reference: 'WIRE-4001',
    });
    expect(received.data).toMatchObject({ status: 'matched', receipts: [{ day: '2026-11-03' }] });
    const november = await mc('checks', tk.finance, { month: '2026-11' });
    const after = november.data.checks.find((c: { key: string }) => c.key === 'receivables');
    expect(after).toMatchObject({ passed: true, count: 0, cases: [] });
  });

  it('dates a receipt on the day the bank received it, never in a closed month or ahead', async () => {
    // November 3rd, October closed (above): a wire of October 30th entered now.
    const late = await closedCase('1200.00');
    const record = (receivedOn: string, reference: string) =>
      tr('record', tk.finance, {
        idempotencyKey: newKey(),
        caseId: late.id,
        amount: '1200.00',
        reference,
        receivedOn,
      });
    const closedMonth = await record('2026-10-30', 'WIRE-5001');
    expect(closedMonth.code).toBe(CODES.badInput);
    expect(closedMonth.data.fields).toEqual([
      {
        field: 'receivedOn',
        message: 'October 2026 is closed: date the receipt on a day of an open month',
      },
    ]);
    const ahead = await record('2026-11-04', 'WIRE-5001');
    expect(ahead.data.fields[0]).toMatchObject({
      field: 'receivedOn',
      message: 'must be today (2026-11-03) or a day before',
    });
    const done = await record('2026-11-01', 'WIRE-5001');
    expect(done.code, done.message).toBe(CODES.ok);
    expect(done.data).toMatchObject({
      status: 'matched',
      receipts: [{ reference: 'WIRE-5001', day: '2026-11-01' }],
    });
  });
});
