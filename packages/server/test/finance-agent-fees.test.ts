import { CODES } from '@bq/contract';
import { moneyToDecimal, parseMoney, subtractMoney } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payStatements } from '../src/db/schema-payroll.js';
import { accountFor, balanceOf, closePeriod } from '../src/domain/finance/ledger.js';
import { EMAILS, tokens, userId, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/**
 * Agent billing (docs/finance-pay.md "Agent fees"): a $500.00 desk fee billed for a month posts once,
 * is netted on the next statement of an agent who agreed (the payout is the approved total to
 * the cent), is shown as owed and not deducted for one who did not, reads on the statement PDF,
 * and leaves an agent with only fees below zero on finance's list with its age. Only finance's
 * payroll module may; an agent sees only their own statement.
 */

let t: TestApp;
let tk: Record<Who, string>;
const id: Partial<Record<Who, number>> = {};
const OCTOBER = Date.parse('2026-10-15T18:00:00Z');
const NOVEMBER = Date.parse('2026-11-03T18:00:00Z');

beforeAll(async () => {
  t = await startApp();
  t.clock.now = OCTOBER;
  tk = await tokens(t);
  for (const who of ['agent', 'multi', 'noboard', 'mentor'] as const)
    id[who] = await userId(t, EMAILS[who]);
});
afterAll(() => t?.close());

const fee = (name: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/agentFee/${name}`, body, { token, encoding: 'json' });
const pr = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/payroll/${name}`, name === 'pay' ? { idempotencyKey: newKey(), ...body } : body, {
    token,
    encoding: 'json',
  });
const my = (name: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/myPay/${name}`, body, { token, encoding: 'json' });

const act = () => ({ now: new Date(t.clock.now), actor: null });
const balance = (who: Who) =>
  t.database.db.transaction(async (tx) =>
    moneyToDecimal(
      await balanceOf(
        tx,
        await accountFor(tx, act(), { kind: 'agent', userId: id[who], unit: 'USD' }),
      ),
    ),
  );
async function statementOf(who: Who, month: string) {
  const [row] = await t.database.db
    .select()
    .from(payStatements)
    .where(and(eq(payStatements.userId, id[who] ?? 0), eq(payStatements.month, month)));
  if (!row) throw new Error(`no ${month} statement of ${who}`);
  return row;
}
async function pdfText(token: string, statementId: number) {
  const pdf = await my('statementPdf', token, { id: statementId });
  expect(pdf.code).toBe(CODES.ok);
  const bytes = new Uint8Array(Buffer.from(pdf.data.contentBase64, 'base64'));
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

type Line = { memo: string; amount: string; sourceKind?: string; eventKey: string };

describe('the fee schedule', () => {
  it('finance sets a $500.00 desk fee from this month, recording who and when', async () => {
    const saved = await fee('save', tk.finance, {
      userId: id.agent,
      kind: 'desk',
      amount: '500.00',
      nets: true,
      fromMonth: '2026-10',
    });
    expect(saved.code, saved.message).toBe(CODES.ok);
    expect(saved.data).toMatchObject({
      userId: id.agent,
      kind: 'desk',
      label: 'Desk fee',
      inForce: {
        amount: '500.00',
        nets: true,
        fromMonth: '2026-10',
        setAt: '2026-10-15T18:00:00.000Z',
      },
      lastBilled: null,
    });
    expect(saved.data.inForce.setBy).toEqual(expect.any(String));
    for (const [who, kind, amount] of [
      ['multi', 'desk', '500.00'],
      ['noboard', 'technology', '150.00'],
    ] as const) {
      const done = await fee('save', tk.finance, {
        userId: id[who],
        kind,
        amount,
        nets: false,
        fromMonth: '2026-10',
      });
      expect(done.code, done.message).toBe(CODES.ok);
    }
    const list = await fee('list', tk.finance);
    expect(list.data.month).toBe('2026-10');
    expect(list.data.fees).toHaveLength(3);
  });

  it('refuses a month already begun, and a fee of kind other without a label, under the field', async () => {
    const past = await fee('save', tk.finance, {
      userId: id.agent,
      kind: 'eo',
      amount: '80.00',
      nets: true,
      fromMonth: '2026-09',
    });
    expect(past.code).toBe(CODES.badInput);
    expect(past.data.fields).toEqual([
      { field: 'fromMonth', message: 'must be October 2026 or later' },
    ]);
    const unnamed = await fee('save', tk.finance, {
      userId: id.agent,
      kind: 'other',
      amount: '10.00',
      nets: true,
      fromMonth: '2026-10',
    });
    expect(unnamed.code).toBe(CODES.badInput);
    expect(unnamed.data.fields[0].field).toBe('label');
  });

  it('is finance’s: an agent or an approver is refused every call', async () => {
    for (const token of [tk.agent, tk.approver, tk.mentor]) {
      expect((await fee('list', token)).code).toBe(CODES.forbidden);
      expect((await fee('negativeBalances', token)).code).toBe(CODES.forbidden);
      expect((await fee('bill', token, { idempotencyKey: newKey(), month: '2026-10' })).code).toBe(
        CODES.forbidden,
      );
      expect(
        (
          await fee('save', token, {
            userId: id.multi,
            kind: 'desk',
            amount: '1.00',
            nets: true,
            fromMonth: '2026-11',
          })
        ).code,
      ).toBe(CODES.forbidden);
    }
  });
});

describe('the billing run', () => {
  let first: { body: Record<string, unknown>; data: unknown };

  it('posts each due fee of the month once: agent −amount, office income +amount', async () => {
    const body = { idempotencyKey: newKey(), month: '2026-10' };
    const done = await fee('bill', tk.finance, body);
    expect(done.code, done.message).toBe(CODES.ok);
    expect(done.data).toEqual({
      month: '2026-10',
      posted: 3,
      alreadyPosted: 0,
      total: '1150.00',
      netted: 1,
      owed: 2,
    });
    expect(await balance('agent')).toBe('-500.00');
    expect(await balance('noboard')).toBe('-150.00');
    first = { body, data: done.data };
  });

  it('posts nothing twice: a retry answers the first answer, a new run finds them posted', async () => {
    expect((await fee('bill', tk.finance, first.body)).data).toEqual(first.data);
    const again = await fee('bill', tk.finance, { idempotencyKey: newKey(), month: '2026-10' });
    expect(again.data).toMatchObject({ posted: 0, alreadyPosted: 3, total: '0.00' });
    expect(await balance('agent')).toBe('-500.00');
    const list = await fee('list', tk.finance, { userId: id.agent });
    expect(list.data.fees[0].lastBilled).toBe('2026-10');
  });

  it('refuses a closed month in the month close’s words, and one not started', async () => {
    await t.database.db.transaction((tx) => closePeriod(tx, act(), '2026-09'));
    const closed = await fee('bill', tk.finance, { idempotencyKey: newKey(), month: '2026-09' });
    expect(closed.code).toBe(CODES.conflict);
    expect(closed.message).toBe('September 2026 is closed: post the correction in an open month');
    const early = await fee('bill', tk.finance, { idempotencyKey: newKey(), month: '2026-11' });
    expect(early.code).toBe(CODES.conflict);
    expect(early.message).toMatch(/November 2026 has not started/);
  });

  it('refuses new terms for a month already billed', async () => {
    const late = await fee('save', tk.finance, {
      userId: id.agent,
      kind: 'desk',
      amount: '450.00',
      nets: true,
      fromMonth: '2026-10',
    });
    expect(late.code).toBe(CODES.badInput);
    expect(late.data.fields[0].message).toMatch(/October 2026 is already billed/);
  });
});

describe('the statement', () => {
  let agentStatement: number;
  let multiStatement: number;

  it('nets an agreed fee on review: total = commission − fee, the payout is the approved total', async () => {
    const made = await approvedCase(t, tk, tk.agent, { commissionAmount: '25000' });
    expect((await closeCase(t, tk.approver, made.id)).code).toBe(CODES.ok);
    const s = await statementOf('agent', '2026-10');
    agentStatement = s.id;
    const draft = await pr('statement', tk.finance, { id: s.id });
    const commission = (draft.data.lines as Line[]).find((l) =>
      l.eventKey.startsWith(`case:${made.id}:`),
    );
    // The fee waits for review, which nets it against what the statement pays.
    expect(draft.data.lines.some((l: Line) => l.sourceKind === 'agent-fee')).toBe(false);
    const expected = moneyToDecimal(
      subtractMoney(parseMoney(commission?.amount ?? '0'), parseMoney('500')),
    );

    const reviewed = await pr('review', tk.finance, { id: s.id });
    expect(reviewed.code, reviewed.message).toBe(CODES.ok);
    expect(reviewed.data.total).toBe(expected);
    expect(reviewed.data.lines).toContainEqual(
      expect.objectContaining({
        sourceKind: 'agent-fee',
        memo: 'Desk fee, October 2026',
        amount: '-500.00',
      }),
    );
    expect(reviewed.data.feesOwed).toEqual([]);
    expect((await pr('approve', tk.admin, { id: s.id })).data.status).toBe('approved');
    const paying = await pr('pay', tk.finance, { id: s.id });
    expect(paying.code, paying.message).toBe(CODES.ok);
    expect(paying.data.payouts).toMatchObject([{ status: 'pending', amount: expected }]);
    // The fee was collected by the payout it netted against: nothing is left owing.
    expect(await balance('agent')).toBe('0.00');
  });

  it('shows an unagreed fee as owed and does not deduct it', async () => {
    const made = await approvedCase(t, tk, tk.multi, { commissionAmount: '10000' });
    expect((await closeCase(t, tk.approver, made.id)).code).toBe(CODES.ok);
    const s = await statementOf('multi', '2026-10');
    multiStatement = s.id;
    const view = await pr('statement', tk.finance, { id: s.id });
    expect(view.data.lines.some((l: Line) => l.sourceKind === 'agent-fee')).toBe(false);
    expect(view.data.feesOwed).toMatchObject([
      { memo: 'Desk fee, October 2026', amount: '-500.00', sourceKind: 'agent-fee' },
    ]);
    const commission = view.data.lines.find((l: Line) => l.eventKey.startsWith(`case:${made.id}:`));
    expect(view.data.total).toBe(commission.amount);
    expect((await pr('review', tk.finance, { id: s.id })).code).toBe(CODES.ok);
    expect((await pr('approve', tk.admin, { id: s.id })).code).toBe(CODES.ok);
    const paying = await pr('pay', tk.finance, { id: s.id });
    expect(paying.data.payouts).toMatchObject([{ amount: commission.amount }]);
    // Paid in full, the fee is still owed.
    expect(await balance('multi')).toBe('-500.00');
  });

  it('prints the fee lines on the statement PDF', async () => {
    const netted = await pdfText(tk.agent, agentStatement);
    expect(netted).toContain('Desk fee, October 2026');
    expect(netted).not.toContain('Fees owed, not deducted');
    const owed = await pdfText(tk.multi, multiStatement);
    expect(owed).toContain('Fees owed, not deducted');
    expect(owed).toContain('Desk fee, October 2026');
  });

  it('shows the agent their own fees on My statements, never a colleague’s', async () => {
    const mine = await my('statement', tk.agent, { id: agentStatement });
    expect(mine.data.lines).toContainEqual(
      expect.objectContaining({ memo: 'Desk fee, October 2026', amount: '-500.00' }),
    );
    const theirs = await my('statement', tk.multi, { id: multiStatement });
    expect(theirs.data.feesOwed).toMatchObject([{ memo: 'Desk fee, October 2026' }]);
    // A colleague's statement answers as a missing one.
    expect((await my('statement', tk.agent, { id: multiStatement })).code).toBe(CODES.notFound);
    expect((await my('statementPdf', tk.mentor, { id: agentStatement })).code).toBe(CODES.notFound);
    expect((await fee('list', tk.agent, { userId: id.multi })).code).toBe(CODES.forbidden);
  });
});

describe('negative balances', () => {
  it('lists an agent with only fees, with the age of the oldest fee still unpaid', async () => {
    t.clock.now = NOVEMBER;
    // The sessions signed in on 15 October have lapsed by 3 November: sign in again.
    tk = await tokens(t);
    const october = await fee('negativeBalances', tk.finance);
    expect(october.code).toBe(CODES.ok);
    expect(october.data.today).toBe('2026-11-03');
    const row = (who: Who, data = october.data) =>
      data.rows.find((r: { userId: number }) => r.userId === id[who]);
    expect(row('noboard')).toMatchObject({
      balance: '-150.00',
      oldestDay: '2026-10-15',
      ageDays: 19,
    });
    expect(row('multi')).toMatchObject({ balance: '-500.00', ageDays: 19 });
    expect(row('agent')).toBeUndefined();

    // A second month's fee: the older one is still the oldest unpaid.
    const billed = await fee('bill', tk.finance, { idempotencyKey: newKey(), month: '2026-11' });
    expect(billed.data).toMatchObject({ posted: 3, total: '1150.00' });
    const november = await fee('negativeBalances', tk.finance);
    expect(row('noboard', november.data)).toMatchObject({
      balance: '-300.00',
      oldestDay: '2026-10-15',
      ageDays: 19,
    });
    expect(row('agent', november.data)).toMatchObject({
      balance: '-500.00',
      oldestDay: '2026-11-03',
      ageDays: 0,
    });
  });

  it('nets a fee billed with no commission against the agent’s next commission', async () => {
    const made = await approvedCase(t, tk, tk.agent, { commissionAmount: '10000' });
    expect((await closeCase(t, tk.approver, made.id)).code).toBe(CODES.ok);
    const s = await statementOf('agent', '2026-11');
    const reviewed = await pr('review', tk.finance, { id: s.id });
    expect(reviewed.code, reviewed.message).toBe(CODES.ok);
    const commission = reviewed.data.lines.find((l: Line) =>
      l.eventKey.startsWith(`case:${made.id}:`),
    );
    expect(reviewed.data.lines).toContainEqual(
      expect.objectContaining({ memo: 'Desk fee, November 2026', amount: '-500.00' }),
    );
    expect(reviewed.data.total).toBe(
      moneyToDecimal(subtractMoney(parseMoney(commission.amount), parseMoney('500'))),
    );
    expect((await pr('approve', tk.admin, { id: s.id })).code).toBe(CODES.ok);
    expect((await pr('pay', tk.finance, { id: s.id })).code).toBe(CODES.ok);
    expect(await balance('agent')).toBe('0.00');
  });
});
