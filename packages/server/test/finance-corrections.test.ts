import { moneyOf, moneyToDecimal, parseMoney, subtractMoney } from '@bq/validators';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers } from '../src/db/schema-ledger.js';
import { PAYOUT_REFUSAL } from '../src/domain/finance/corrections.js';
import {
  balanceOf,
  closePeriod,
  officeAccount,
  postTransfer,
  transferByKey,
} from '../src/domain/finance/ledger.js';
import { tc, tokens, userId, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase, commissionsOf } from './payroll-helpers.js';

/**
 * Ledger corrections: a posted transfer reversed and posted again with corrected lines, as one
 * correction with a reason; above the office's amount (here $1,000) a second person posts it;
 * a reopened case closed again posts the difference, never a second commission.
 */

let t: TestApp;
let tk: Record<Who, string>;
let agentId: number;
beforeAll(async () => {
  t = await startApp({ LEDGER_CORRECTION_SECOND_PERSON_ABOVE: '1000.00' });
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  agentId = await userId(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const fc = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/ledger/correction/${name}`, body, { token, encoding: 'json' });

async function agentBalance() {
  return db().transaction(async (tx) => {
    const [a] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'agent'), eq(ledgerAccounts.userId, agentId)));
    return a ? balanceOf(tx, a.id) : parseMoney('0');
  });
}

async function ledgerSum() {
  const r = await db().execute<{ s: string }>(
    sql`select coalesce(sum(amount), 0)::text as s from ledger_lines where unit = 'USD'`,
  );
  return r.rows[0]?.s;
}

type Line = { account: number; label: string; kind: string; amount: string };

/** The transfer's lines with `minor` cents moved from the company dollar to the agent. */
function moved(lines: Line[], cents: bigint) {
  return lines.map((l) => {
    const m = parseMoney(l.amount);
    const shift = l.label === 'Income · Company dollar' ? -cents : l.kind === 'Agent' ? cents : 0n;
    return { account: l.account, amount: moneyToDecimal(moneyOf(m.minor + shift)) };
  });
}

describe('correcting a posted transfer', () => {
  let caseId: number;
  let replacementId: number;

  it('posts a correction at or below the amount at once, in the open month, on the case', async () => {
    caseId = (await approvedCase(t, tk, tk.agent, { commissionAmount: '25000' })).id;
    expect((await closeCase(t, tk.approver, caseId)).code).toBe(200);
    const original = await db().transaction((tx) =>
      transferByKey(tx, `case:${caseId}:commission:${agentId}:v1`),
    );
    if (!original) throw new Error('no commission posted');
    // October closes; the correction is posted in November and names the October transfer.
    t.clock.now = Date.parse('2026-11-03T18:00:00Z');
    tk = await tokens(t);
    await db().transaction((tx) =>
      closePeriod(tx, { now: new Date(t.clock.now), actor: null }, '2026-10'),
    );
    const before = await agentBalance();
    const view = await fc('transfer', tk.finance, { transferId: original.id });
    expect(view.code).toBe(200);
    expect(view.data.refusal).toBe('');
    const key = newKey();
    const body = {
      idempotencyKey: key,
      transferId: original.id,
      reason: 'Split was 72/28, not 70/30',
      lines: moved(view.data.lines, 50_000n),
    };
    const done = await fc('propose', tk.finance, body);
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ status: 'posted', moved: '500.00', kind: 'correction' });
    expect(subtractMoney(await agentBalance(), before)).toEqual(parseMoney('500'));
    expect(await ledgerSum()).toBe('0.00');
    const reversal = await db().transaction((tx) => transferByKey(tx, `reverse:${original.id}`));
    const replacement = await db().transaction((tx) =>
      transferByKey(tx, `correction:${done.data.id}`),
    );
    expect(reversal?.businessDay).toBe('2026-11-03');
    expect(replacement).toMatchObject({
      source: { kind: 'case', id: caseId },
      businessDay: '2026-11-03',
    });
    expect(done.data).toMatchObject({
      reversalTransferId: reversal?.id,
      replacementTransferId: replacement?.id,
    });
    replacementId = replacement?.id ?? 0;
    // The retry answers the first answer; nothing moves again.
    expect((await fc('propose', tk.finance, body)).data).toEqual(done.data);
    expect(subtractMoney(await agentBalance(), before)).toEqual(parseMoney('500'));
    const history = await tc(t.app, 'statusHistory', tk.finance, { id: caseId });
    const line = history.data.changes.find(
      (c: { action: string }) => c.action === 'ledger-correction',
    );
    expect(line.fields[0]).toContain('Split was 72/28, not 70/30');
    expect(line.byName).toBeTruthy();
    // The statement's lines show the link.
    const [statement] = (
      await db().execute<{ id: number }>(
        sql`select id from pay_statements where user_id = ${agentId} and status = 'draft' order by month desc limit 1`,
      )
    ).rows;
    const detail = await call(
      t.app,
      'bq/payroll/statement',
      { id: statement?.id },
      { token: tk.finance, encoding: 'json' },
    );
    expect(
      detail.data.lines.filter(
        (l: { correctionId: number | null }) => l.correctionId === done.data.id,
      ),
    ).toHaveLength(2);
  });

  it('refuses the original once corrected: its replacement is corrected instead', async () => {
    const original = await db().transaction((tx) =>
      transferByKey(tx, `case:${caseId}:commission:${agentId}:v1`),
    );
    const again = await fc('propose', tk.finance, {
      idempotencyKey: newKey(),
      transferId: original?.id,
      reason: 'again',
      lines: [],
    });
    expect(again.code).toBe(409);
    expect(again.message).toMatch(/already reversed/);
  });

  it('above the amount waits for a second person: never its proposer', async () => {
    const before = await agentBalance();
    const view = await fc('transfer', tk.finance, { transferId: replacementId });
    const key = newKey();
    const body = {
      idempotencyKey: key,
      transferId: replacementId,
      reason: 'The cap was reached: 2,000 more to the agent',
      lines: moved(view.data.lines, 200_000n),
    };
    const proposed = await fc('propose', tk.finance, body);
    expect(proposed.data).toMatchObject({
      status: 'proposed',
      moved: '2000.00',
      needsSecondPerson: true,
    });
    expect(await agentBalance()).toEqual(before);
    expect((await fc('propose', tk.finance, body)).data.id).toBe(proposed.data.id);
    const own = await fc('approve', tk.finance, { idempotencyKey: newKey(), id: proposed.data.id });
    expect(own.code).toBe(403);
    const listed = await fc('list', tk.admin, { status: 'proposed' });
    expect(listed.data.rows.map((r: { id: number }) => r.id)).toContain(proposed.data.id);
    const approveKey = newKey();
    const approved = await fc('approve', tk.admin, {
      idempotencyKey: approveKey,
      id: proposed.data.id,
    });
    expect(approved.code).toBe(200);
    expect(approved.data).toMatchObject({
      status: 'posted',
      decidedById: await userId(t, 'admin@bq.example.com'),
    });
    const retry = await fc('approve', tk.admin, {
      idempotencyKey: approveKey,
      id: proposed.data.id,
    });
    expect(retry.data).toEqual(approved.data);
    expect(subtractMoney(await agentBalance(), before)).toEqual(parseMoney('2000'));
    expect(await ledgerSum()).toBe('0.00');
  });

  it("refuses a payout's transfer with its message, and an agent's call", async () => {
    const payout = await db().transaction(async (tx) => {
      const act = { now: new Date(t.clock.now), actor: null };
      const pending = await officeAccount(tx, act, 'cash');
      const expense = await officeAccount(tx, act, 'expense');
      return postTransfer(tx, act, {
        eventKey: `payout:${newKey()}`,
        source: { kind: 'payout', id: 999_999 },
        lines: [
          { account: pending, amount: parseMoney('10') },
          { account: expense, amount: parseMoney('-10') },
        ],
      });
    });
    const refused = await fc('propose', tk.finance, {
      idempotencyKey: newKey(),
      transferId: payout.id,
      reason: 'wrong',
      lines: [],
    });
    expect({ code: refused.code, message: refused.message }).toEqual({
      code: 409,
      message: PAYOUT_REFUSAL,
    });
    expect((await fc('list', tk.agent, {})).code).toBe(403);
  });
});

describe('reopening a closed case', () => {
  it('closes again posting only the difference, never a second commission', async () => {
    const c = await approvedCase(t, tk, tk.agent, { commissionAmount: '10000' });
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(200);
    const before = await agentBalance();
    expect((await tc(t.app, 'reopen', tk.agent, { id: c.id, reason: 'x' })).code).toBe(403);
    expect((await tc(t.app, 'reopen', tk.approver, { id: c.id, reason: 'x' })).code).toBe(403);
    const got = await tc(t.app, 'get', tk.finance, { id: c.id });
    expect(got.data.canReopen).toBe(true);
    const reopened = await tc(t.app, 'reopen', tk.finance, {
      id: c.id,
      reason: 'Commission was 12,000',
    });
    expect(reopened.data).toEqual({ id: c.id, status: 'approved' });
    const fresh = await tc(t.app, 'get', tk.finance, { id: c.id });
    expect(
      (
        await tc(t.app, 'fixCommission', tk.finance, {
          id: c.id,
          version: fresh.data.version,
          commissionAmount: '12000',
        })
      ).code,
    ).toBe(200);
    // $1,400 more to the agent is above $1,000: whoever reopened does not close it again.
    expect((await closeCase(t, tk.finance, c.id)).code).toBe(403);
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(200);
    const rows = await commissionsOf(t, c.id);
    expect(rows.map((r) => [r.version, r.gross])).toEqual([
      [1, '10000.00'],
      [2, '12000.00'],
    ]);
    // Standard 70/30: the agent's side of 2,000 more is 1,400.
    expect(subtractMoney(await agentBalance(), before)).toEqual(parseMoney('1400'));
    const keys = await db()
      .select({ key: ledgerTransfers.eventKey })
      .from(ledgerTransfers)
      .where(
        or(
          like(ledgerTransfers.eventKey, `case:${c.id}:%`),
          eq(ledgerTransfers.reverses, rows[0]?.transferId ?? 0),
        ),
      );
    expect(keys.map((k) => k.key).sort()).toEqual(
      [
        `case:${c.id}:commission:${agentId}:v1`,
        `case:${c.id}:commission:${agentId}:v2`,
        `reverse:${rows[0]?.transferId}`,
      ].sort(),
    );
    const receivable = await db().execute<{ s: string }>(
      sql`select sum(l.amount)::text as s from ledger_lines l join ledger_transfers t on t.id = l.transfer_id
        join ledger_accounts a on a.id = l.account_id
        where t.source_kind = 'case' and t.source_id = ${c.id} and a.kind = 'receivable'`,
    );
    expect(receivable.rows[0]?.s).toBe('-12000.00');
    const history = await tc(t.app, 'statusHistory', tk.finance, { id: c.id });
    expect(history.data.statuses.map((s: { comment: string }) => s.comment)).toContain(
      'Reopened for correction: Commission was 12,000',
    );
    expect(
      history.data.changes.some((x: { action: string }) => x.action === 'ledger-correction'),
    ).toBe(true);
    expect(await ledgerSum()).toBe('0.00');
  });
});
