import { CODES } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema.js';
import { payouts } from '../src/db/schema-payroll.js';
import { adminHistory, agentProfiles } from '../src/db/schema-people.js';
import { accountFor, postTransfer } from '../src/domain/finance/ledger.js';
import { rotateTins } from '../src/domain/people/tin.js';
import { keyIdOf, openSecret, parseTinKeys } from '../src/domain/people/tin-crypto.js';
import { api, tokens, type Who } from './applications-helpers.js';
import { startApp, TEST_TIN_KEYS, type TestApp } from './helpers.js';
import { userId } from './ledger-helpers.js';

/**
 * Filing the year's 1099-NEC: full TINs are entered on the W-9, kept encrypted, shown masked,
 * revealed to finance one at a time with a reason (kept in the person's history), and written
 * in clear only into the IRIS file of the payees at or above the year's threshold.
 */

let t: TestApp;
let tk: Record<Who, string>;
const YEAR = 2026;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
});
afterAll(() => t?.close());

async function agentIdOf(email: string) {
  const uid = await userId(db(), email);
  const [a] = await db().select({ id: agents.id }).from(agents).where(eq(agents.userId, uid));
  if (!a) throw new Error(`${email} has no agent record`);
  return { userId: uid, agentId: a.id };
}

// One live payout per source: each fixture payout names a statement of its own.
let nextSource = 900_000;

/** A posted payout of `amount` to the person's agent account, settled on a day of `YEAR`. */
async function paidOut(uid: number, amount: string, day: string) {
  await db().transaction(async (tx) => {
    const act = { now: new Date(t.clock.now), actor: null };
    const agent = await accountFor(tx, act, { kind: 'agent', userId: uid, unit: 'USD' });
    const cash = await accountFor(tx, act, { kind: 'cash', name: 'Operating', unit: 'USD' });
    const expense = await accountFor(tx, act, {
      kind: 'expense',
      name: 'Commissions',
      unit: 'USD',
    });
    const [p] = await tx
      .insert(payouts)
      .values({
        sourceKind: 'statement',
        sourceId: nextSource++,
        payeeUserId: uid,
        payeeName: 'fixture',
        amount,
        createdAt: act.now,
      })
      .returning({ id: payouts.id });
    if (!p) throw new Error('payout not made');
    const money = parseMoney(amount);
    const minus = parseMoney(`-${amount}`);
    const hold = await postTransfer(tx, act, {
      eventKey: `payout:${p.id}`,
      source: { kind: 'payout', id: p.id },
      lines: [
        { account: agent, amount: minus },
        { account: expense, amount: money },
      ],
      businessDay: day,
    });
    const settle = await postTransfer(tx, act, {
      eventKey: `payout:${p.id}:posted`,
      source: { kind: 'payout', id: p.id },
      lines: [
        { account: expense, amount: minus },
        { account: cash, amount: money },
      ],
      businessDay: day,
    });
    await tx
      .update(payouts)
      .set({
        status: 'posted',
        settledAt: act.now,
        holdTransferId: hold.id,
        settleTransferId: settle.id,
      })
      .where(eq(payouts.id, p.id));
  });
}

const w9 = (tinLast4: string, tin?: string) => ({
  taxClassification: 'Individual/sole proprietor',
  businessName: '',
  tinLast4,
  address: '100 Market St, San Francisco, CA 94105',
  ...(tin === undefined ? {} : { tin }),
});

const editW9 = (token: string, agentId: number, body: Record<string, unknown>) =>
  api(t, 'agentInfo/editAgent', token, { agentId, w9: body });

let above: { userId: number; agentId: number };
let noTin: { userId: number; agentId: number };
let below: { userId: number; agentId: number };

describe('the full TIN on a W-9', () => {
  it('is refused with a field error unless it is nine digits', async () => {
    above = await agentIdOf('agent.noboard@bq.example.com');
    for (const bad of ['12345678', '123-45-678x', '000-00-0000']) {
      const answer = await editW9(tk.admin, above.agentId, w9('', bad));
      expect(answer.code, bad).toBe(CODES.badInput);
      expect(answer.data.fields).toEqual([{ field: 'w9.tin', message: expect.any(String) }]);
    }
  });

  it('is kept encrypted: the column holds no clear text, the answers only the last four', async () => {
    const saved = await editW9(tk.admin, above.agentId, w9('', '123-45-6789'));
    expect(saved.code, saved.message).toBe(CODES.ok);
    const raw = await db().execute(
      sql`select tin_sealed, w9::text as w9 from agent_profiles where agent_id = ${above.agentId}`,
    );
    const row = raw.rows[0] as { tin_sealed: string; w9: string };
    expect(row.tin_sealed).toMatch(/^v1:test1:/);
    expect(row.tin_sealed).not.toContain('123456789');
    expect(Buffer.from(row.tin_sealed.split(':')[4] ?? '', 'base64').toString()).not.toBe(
      '123456789',
    );
    expect(row.w9).not.toContain('123456789');
    expect(JSON.parse(row.w9).tinLast4).toBe('6789');
    // Neither the record's history nor any answer carries it.
    const history = await db().execute(
      sql`select count(*)::int as n from agent_admin_history where agent_id = ${above.agentId} and (before::text like '%123456789%' or after::text like '%123456789%')`,
    );
    expect((history.rows[0] as { n: number }).n).toBe(0);
    const record = await api(t, 'agentInfo/getAgentInfoById', tk.admin, {
      agentId: above.agentId,
    });
    expect(JSON.stringify(record.data)).not.toContain('123456789');
    expect(record.data.personal.w9.tinLast4).toBe('6789');
  });

  it('is never staged from one’s own edit: the office enters it', async () => {
    const self = await agentIdOf('agent@bq.example.com');
    const answer = await editW9(tk.agent, self.agentId, w9('', '987-65-4321'));
    expect(answer.code).toBe(CODES.badInput);
    expect(answer.data.fields[0].field).toBe('w9.tin');
  });
});

describe('the 1099-NEC file of 2026', () => {
  it('lists every payee at or above $2,000 with the full TIN; those without one are left out', async () => {
    noTin = await agentIdOf('agent.nolicense@bq.example.com');
    below = await agentIdOf('mentor@bq.example.com');
    await editW9(tk.admin, below.agentId, w9('', '111-22-3333'));
    await paidOut(above.userId, '1500.00', '2026-03-10');
    await paidOut(above.userId, '500.00', '2026-06-10');
    await paidOut(noTin.userId, '2500.00', '2026-04-01');
    await paidOut(below.userId, '1999.99', '2026-05-01');
    // Paid in 2025: not this year's.
    await paidOut(below.userId, '900.00', '2025-12-31');

    const summary = await api(t, 'tax/summary1099', tk.finance, { year: YEAR });
    expect(summary.code, summary.message).toBe(CODES.ok);
    expect(summary.data.threshold).toBe('2000.00');
    const reportable = summary.data.list.filter((r: { reportable: boolean }) => r.reportable);
    // The payee without a full TIN is listed first: finance collects it before filing.
    expect(reportable[0]).toMatchObject({ userId: noTin.userId, tinOnFile: false });
    const mine = summary.data.list.find((r: { userId: number }) => r.userId === above.userId);
    expect(mine).toMatchObject({ paid: '2000.00', reportable: true, tinMasked: '***-**-6789' });
    expect(summary.data.missingTin).toBe(1);
    expect(JSON.stringify(summary.data)).not.toContain('123456789');

    const file = await api(t, 'tax/iris1099', tk.finance, { year: YEAR });
    expect(file.code, file.message).toBe(CODES.ok);
    expect(file.data.fileName).toMatch(/^iris-1099-nec-2026-.*\.csv$/);
    const lines = Buffer.from(file.data.contentBase64, 'base64')
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^Form Type,Tax Year,Payer TIN,Payer Name,Recipient TIN Type,Recipient TIN/,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',SSN,123456789,Bo Noboard,,100 Market St,San Francisco,CA,94105,');
    expect(lines[1]).toMatch(/,2000\.00,0\.00$/);
    expect(file.data.leftOut).toContain(
      summary.data.list.find((r: { userId: number }) => r.userId === noTin.userId).name,
    );
    // Below the threshold (1,999.99) is not filed.
    expect(lines.join('\n')).not.toContain('111223333');
  });
});

describe('revealing one payee’s TIN', () => {
  it('needs a reason and leaves a row in the person’s history', async () => {
    const none = await api(t, 'tax/revealTin', tk.finance, { userId: above.userId, reason: '  ' });
    expect(none.code).toBe(CODES.badInput);
    expect(none.data.fields[0].field).toBe('reason');
    const long = await api(t, 'tax/revealTin', tk.finance, {
      userId: above.userId,
      reason: 'x'.repeat(301),
    });
    expect(long.code).toBe(CODES.badInput);

    const shown = await api(t, 'tax/revealTin', tk.finance, {
      userId: above.userId,
      reason: '  Payee asked to confirm the TIN on their 1099  ',
    });
    expect(shown.code, shown.message).toBe(CODES.ok);
    expect(shown.data).toEqual({ userId: above.userId, tin: '123456789' });
    const finance = await userId(db(), 'finance@bq.example.com');
    const rows = await db()
      .select()
      .from(adminHistory)
      .where(
        and(eq(adminHistory.agentId, above.agentId), eq(adminHistory.field, 'w9.tinRevealed')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      byUser: finance,
      after: { reason: 'Payee asked to confirm the TIN on their 1099' },
    });
    expect(rows[0]?.at.getTime()).toBe(t.clock.now);

    const missing = await api(t, 'tax/revealTin', tk.finance, {
      userId: noTin.userId,
      reason: 'check',
    });
    expect(missing.code).toBe(CODES.conflict);
  });

  it('is refused to an agent and to every role without the 1099 module', async () => {
    for (const who of ['agent', 'approver', 'norole'] as const) {
      const answer = await api(t, 'tax/revealTin', tk[who], { userId: above.userId, reason: 'x' });
      expect(answer.code, who).toBe(CODES.forbidden);
      const file = await api(t, 'tax/iris1099', tk[who], { year: YEAR });
      expect(file.code, who).toBe(CODES.forbidden);
    }
  });
});

describe('rotating the TIN key', () => {
  it('re-encrypts every TIN under the new first key, and each still decrypts', async () => {
    const next = `k2:${Buffer.alloc(32, 9).toString('base64')}`;
    const ring = parseTinKeys(`${next},${TEST_TIN_KEYS}`);
    const result = await db().transaction((tx) => rotateTins(tx, ring));
    expect(result).toEqual({ rotated: 2, total: 2 });
    const stored = await db()
      .select({ sealed: agentProfiles.tinSealed })
      .from(agentProfiles)
      .where(sql`${agentProfiles.tinSealed} is not null`);
    expect(stored.map((s) => keyIdOf(s.sealed ?? ''))).toEqual(['k2', 'k2']);
    // Again: nothing left under an old key.
    expect(await db().transaction((tx) => rotateTins(tx, ring))).toEqual({ rotated: 0, total: 2 });
    // The new key alone reads them: the old one can be dropped.
    const only = parseTinKeys(next);
    expect(stored.map((s) => openSecret(only, s.sealed ?? '')).sort()).toEqual([
      '111223333',
      '123456789',
    ]);
  });
});
