import { parseMoney } from '@bq/validators';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAdminConfigs, agents, messages } from '../src/db/schema.js';
import { ledgerAccounts, ledgerTransfers } from '../src/db/schema-ledger.js';
import { payouts, payStatementLines, payStatements } from '../src/db/schema-payroll.js';
import { postCaseCommission } from '../src/domain/finance/commissions.js';
import {
  accountFor,
  balanceOf,
  officeAccount,
  postTransfer,
  transferByKey,
} from '../src/domain/finance/ledger.js';
import { reviewStatement } from '../src/domain/finance/statements.js';
import { api } from './applications-helpers.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { reasonOf, refused } from './ledger-helpers.js';
import { amounts, approvedCase, closeCase, commissionsOf, share } from './payroll-helpers.js';

/**
 * Payroll on the ledger (issue 26): a case's close posts its team's commissions once, priced by
 * each member's plan (split, cap, fee, referral, coach).
 */

let t: TestApp;
let tk: Record<Who, string>;
const id: Record<string, number> = {};
beforeAll(async () => {
  // The second person is needed above $10,000: the agent's and the flat-fee agent's statements
  // below are above it, the coached agent's and the coach's below.
  t = await startApp({ PAYROLL_SECOND_PERSON_ABOVE: '10000.00' });
  // Mid-October 2026 in California: the demo coach agreement (from 1 September) is active, the
  // Standard plan's 2026 terms apply, the Team Lead plan year began on 1 April.
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  for (const who of ['agent', 'mentor', 'multi', 'noboard'] as const)
    id[who] = await userId(t, `${who === 'noboard' ? 'agent.noboard' : who}@bq.example.com`);
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** Closes the case (the approver, refused on anything but 200) and answers its commissions. */
async function closedCommissions(caseId: number) {
  expect((await closeCase(t, tk.approver, caseId)).code).toBe(200);
  return amounts(await commissionsOf(t, caseId));
}

async function linesOf(eventKey: string) {
  const transfer = await db().transaction((tx) => transferByKey(tx, eventKey));
  if (!transfer) return null;
  const accounts = await db().select().from(ledgerAccounts);
  return transfer.lines.map((l) => {
    const a = accounts.find((x) => x.id === l.account);
    return [a?.kind, a?.userId ?? null, l.amount.minor];
  });
}

describe('closing a case', () => {
  it('posts each team member’s commission once, split by the team split', async () => {
    const c = await approvedCase(t, tk, tk.agent, {
      commissionAmount: '25000',
      teamSplit: [{ userId: id.mentor, percent: '40' }],
    });
    expect(await closedCommissions(c.id)).toEqual(
      [
        // Standard 70/30, $250 a closing; Team Lead 80/20, $150.
        share(id.agent, '15000.00', '4500.00', '250.00', '0.00', '10250.00'),
        share(id.mentor, '10000.00', '2000.00', '150.00', '0.00', '7850.00'),
      ].sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0)),
    );
    expect(await linesOf(`case:${c.id}:commission:${id.agent}:v1`)).toEqual(
      expect.arrayContaining([
        // The whole waterfall: the gross part due from title, shared out (no referral here).
        ['receivable', null, -1_500_000n],
        ['agent', id.agent, 1_025_000n],
        ['income', null, 25_000n],
        ['income', null, 450_000n],
      ]),
    );
    expect(await linesOf(`case:${c.id}:commission:${id.mentor}:v1`)).toEqual(
      expect.arrayContaining([['agent', id.mentor, 785_000n]]),
    );

    // Closing again is refused by the case's steps; posting again answers what was posted.
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(409);
    const before = await db().select().from(ledgerTransfers);
    const again = await db().transaction((tx) =>
      postCaseCommission(
        tx,
        { now: new Date(t.clock.now), actor: null },
        { caseId: c.id, defaultPlan: 'Standard' },
      ),
    );
    expect(new Set(again.map((p) => p.agent.minor))).toEqual(new Set([785_000n, 1_025_000n]));
    expect(await db().select().from(ledgerTransfers)).toHaveLength(before.length);
    expect(await commissionsOf(t, c.id)).toHaveLength(2);
  });

  it('stops the office’s share at the agent’s cap across the plan year', async () => {
    // The agent has given 4,500 of the Standard plan's 16,000 this year (the case above).
    const big = await approvedCase(t, tk, tk.agent, { commissionAmount: '40000' });
    expect(await closedCommissions(big.id)).toEqual([
      share(id.agent, '40000.00', '11500.00', '250.00', '0.00', '28250.00'),
    ]);
    const after = await approvedCase(t, tk, tk.agent, { commissionAmount: '10000' });
    expect(await closedCommissions(after.id)).toEqual([
      share(id.agent, '10000.00', '0.00', '250.00', '0.00', '9750.00'),
    ]);
  });

  it('gives a coached agent’s coach their share, on the coach’s account', async () => {
    const c = await approvedCase(t, tk, tk.multi, { commissionAmount: '10000' });
    expect(await closedCommissions(c.id)).toEqual([
      share(id.multi, '10000.00', '3000.00', '250.00', '675.00', '6075.00'),
    ]);
    expect(await linesOf(`case:${c.id}:commission:${id.multi}:v1`)).toEqual(
      expect.arrayContaining([
        ['receivable', null, -1_000_000n],
        ['agent', id.multi, 607_500n],
        ['coach', id.mentor, 67_500n],
        ['income', null, 300_000n],
      ]),
    );
  });

  it('takes a referral fee from the agent’s side under a flat-fee plan', async () => {
    // A referral case (the only kind an agent with no board may take).
    const c = await approvedCase(
      t,
      tk,
      tk.noboard,
      { commissionAmount: '20000', referralFeePercent: '25' },
      6,
    );
    expect(await closedCommissions(c.id)).toEqual([
      share(id.noboard, '20000.00', '0.00', '495.00', '0.00', '14505.00'),
    ]);
  });

  it('refuses to close when a member’s plan is not in effect, and closes nothing', async () => {
    const c = await approvedCase(t, tk, tk.agent, { commissionAmount: '1000' });
    const [agent] = await db()
      .select()
      .from(agents)
      .where(eq(agents.userId, id.agent ?? 0));
    const set = (plan: string) =>
      db()
        .update(agentAdminConfigs)
        .set({ commissionPlan: plan })
        .where(eq(agentAdminConfigs.agentId, agent?.id ?? 0));
    await set('Platinum');
    try {
      const refused = await closeCase(t, tk.approver, c.id);
      expect(refused.code).toBe(409);
      expect(refused.message).toMatch(/No commission plan "Platinum" is in effect on 2026-10-15/);
      expect(await commissionsOf(t, c.id)).toEqual([]);
    } finally {
      await set('Standard');
    }
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(200);
  });
});

const pr = (name: string, token: string, body: object = {}) =>
  call(
    t.app,
    `bq/payroll/${name}`,
    // Paying moves money: each attempt sends a key of its own.
    (name === 'pay' ? { idempotencyKey: newKey(), ...body } : body) as Record<string, unknown>,
    { token, encoding: 'json' },
  );

async function statementOf(who: string, month = '2026-10') {
  const [row] = await db()
    .select()
    .from(payStatements)
    .where(and(eq(payStatements.userId, id[who] ?? 0), eq(payStatements.month, month)));
  if (!row) throw new Error(`no ${month} statement of ${who}`);
  return row;
}
const balance = async (kind: 'agent' | 'coach', who: string) =>
  db().transaction(async (tx) =>
    balanceOf(
      tx,
      await accountFor(
        tx,
        { now: new Date(t.clock.now), actor: null },
        { kind, userId: id[who] ?? 0, unit: 'USD' },
      ),
    ),
  );

describe('pay statements', () => {
  it('hold each member’s commissions of the month on their draft, the coach’s share on the coach’s', async () => {
    const list = await pr('statements', tk.finance, { month: '2026-10' });
    expect(list.code).toBe(200);
    const byName = Object.fromEntries(
      list.data.list.map(
        (r: { name: string; status: string; total: string; lineCount: number }) => [
          r.name,
          [r.status, r.total, r.lineCount],
        ],
      ),
    );
    expect(byName).toEqual({
      // 10,250 + 28,250 + 9,750 + 750 (the fourth closing, past the cap).
      'Alex Agent': ['draft', '49000.00', 4],
      'Mei Mentor': ['draft', '8525.00', 2],
      'Max Multirole': ['draft', '6075.00', 1],
      'Bo Noboard': ['draft', '14505.00', 1],
    });
    // Only finance's payroll page reads them.
    expect((await pr('statements', tk.agent, {})).code).toBe(403);
  });

  it('above the amount: reviewed, approved by a second person, paid by a third, once', async () => {
    const s = await statementOf('agent');
    expect((await pr('review', tk.finance, { id: s.id })).data.status).toBe('reviewed');
    const alone = await pr('approve', tk.finance, { id: s.id });
    expect(alone.code).toBe(403);
    expect(alone.message).toMatch(/needs a second person/);
    expect((await pr('approve', tk.admin, { id: s.id })).data.status).toBe('approved');
    // Paying needs the pay-out permission; whoever approved does not pay.
    expect((await pr('pay', tk.approver, { id: s.id })).code).toBe(403);
    const approverPays = await pr('pay', tk.admin, { id: s.id });
    expect(approverPays.code).toBe(403);
    expect(approverPays.message).toMatch(/approved a statement does not pay it/);
    const paying = await pr('pay', tk.finance, { id: s.id });
    expect(paying.data.status).toBe('paying');
    expect(paying.data.payouts).toMatchObject([{ status: 'pending', amount: '49000.00' }]);
    // The hold takes the money off the agent's account at once.
    expect(await balance('agent', 'agent')).toEqual(parseMoney('0'));
    expect((await pr('pay', tk.finance, { id: s.id })).code).toBe(409);
    const paid = await pr('confirmPaid', tk.finance, {
      id: s.id,
      reference: 'ACH 2026-10-31 #118',
    });
    expect(paid.data.status).toBe('paid');
    expect(paid.data.payouts).toMatchObject([
      { status: 'posted', reference: 'ACH 2026-10-31 #118' },
    ]);
    expect((await pr('pay', tk.finance, { id: s.id })).code).toBe(409);
    expect((await pr('confirmPaid', tk.finance, { id: s.id, reference: 'again' })).code).toBe(409);
    // The agent is told once, when the money went out.
    const told = await db()
      .select({ title: messages.title, content: messages.content, sender: messages.sender })
      .from(messages)
      .where(and(eq(messages.userId, id.agent as number), like(messages.title, '%pay statement%')));
    expect(told).toEqual([
      {
        title: 'Your pay statement for 2026-10 was paid',
        content: 'Alex Agent, your pay statement for 2026-10 was paid: $49,000.00.',
        sender: 'Finance',
      },
    ]);
    // Every action is on the record, with who did it.
    expect(paid.data.events.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['drafted', 'April Approver'],
      ['reviewed', 'Fay Finance'],
      ['approved', 'Ada Admin'],
      ['payout-pending', 'Fay Finance'],
      ['paid', 'Fay Finance'],
    ]);
    const held = await db().transaction((tx) =>
      transferByKey(tx, `payout:${paid.data.payouts[0].id}`),
    );
    expect(held?.source.kind).toBe('payout');
    // The database holds it too: a paid statement never moves, a second live payout is refused.
    await refused(
      db().update(payStatements).set({ status: 'approved' }).where(eq(payStatements.id, s.id)),
      /cannot go from paid to approved/,
    );
    await refused(
      db()
        .insert(payouts)
        .values({
          sourceKind: 'statement',
          sourceId: s.id,
          payeeName: 'Alex Agent',
          amount: '1.00',
          createdAt: new Date(t.clock.now),
        }),
      /payouts_one_live|duplicate key/,
    );
  });

  it('below the amount one person reviews and approves; a voided payout is owed again', async () => {
    const s = await statementOf('mentor');
    expect((await pr('review', tk.finance, { id: s.id })).code).toBe(200);
    expect((await pr('approve', tk.finance, { id: s.id })).data.status).toBe('approved');
    // The approver does not pay: another person with the permission does.
    expect((await pr('pay', tk.finance, { id: s.id })).code).toBe(403);
    expect((await pr('pay', tk.admin, { id: s.id })).data.status).toBe('paying');
    expect(await balance('coach', 'mentor')).toEqual(parseMoney('0'));
    const voided = await pr('voidPayout', tk.admin, {
      id: s.id,
      reason: 'Bank returned the transfer',
    });
    expect(voided.data.status).toBe('approved');
    expect(voided.data.payouts).toMatchObject([{ status: 'voided' }]);
    expect(await balance('agent', 'mentor')).toEqual(parseMoney('7850'));
    expect(await balance('coach', 'mentor')).toEqual(parseMoney('675'));
    expect((await pr('pay', tk.admin, { id: s.id })).data.payouts).toMatchObject([
      { status: 'pending' },
      { status: 'voided' },
    ]);
  });

  it('never lets a person act on their own statement', async () => {
    const s = await statementOf('multi');
    const act = { now: new Date(t.clock.now), actor: id.multi ?? 0 };
    const own = await db()
      .transaction((tx) => reviewStatement(tx, act, { id: s.id }))
      .then(
        () => 'reviewed',
        (e: unknown) => reasonOf(e),
      );
    expect(own).toMatch(/your own pay statement/);
  });

  it('puts a line posted after review on the next open statement; drafting gathers the rest', async () => {
    const late = await approvedCase(t, tk, tk.agent, { commissionAmount: '2000' });
    expect((await closeCase(t, tk.approver, late.id)).code).toBe(200);
    const next = await statementOf('agent', '2026-11');
    expect(next.status).toBe('draft');
    const lines = await db()
      .select()
      .from(payStatementLines)
      .where(eq(payStatementLines.statementId, next.id));
    expect(lines).toHaveLength(1);
    // A correction posted straight to the ledger (no statement) joins the month's draft when
    // finance drafts the month.
    await db().transaction(async (tx) => {
      const act = { now: new Date(t.clock.now), actor: null };
      const account = await accountFor(tx, act, {
        kind: 'agent',
        userId: id.noboard ?? 0,
        unit: 'USD',
      });
      await postTransfer(tx, act, {
        eventKey: 'correction:test:noboard',
        source: { kind: 'correction', id: 1 },
        lines: [
          { account, amount: parseMoney('-5.00') },
          { account: await officeAccount(tx, act, 'expense'), amount: parseMoney('5.00') },
        ],
      });
    });
    expect((await pr('draft', tk.finance, { month: '2026-10' })).data).toEqual({
      statements: 1,
      lines: 1,
    });
    expect((await pr('draft', tk.finance, { month: '2026-10' })).data).toEqual({
      statements: 0,
      lines: 0,
    });
    const noboard = await pr('statement', tk.finance, { id: (await statementOf('noboard')).id });
    expect(noboard.data.total).toBe('14500.00');
    await refused(
      db()
        .insert(payStatementLines)
        .values({ statementId: (await statementOf('agent')).id, lineId: 1 }),
      /draft statement only|duplicate key/,
    );
  });

  it('puts approved wages on the applicant’s statement, posted once as application:<id>', async () => {
    const nolicense = await userId(t, 'agent.nolicense@bq.example.com');
    const sent = await api(t, 'salary/submitApplication', tk.nolicense, {
      type: 'market',
      period: '2026-09',
      amount: '360.00',
    });
    const passed = await api(t, 'application/pass', tk.approver, { id: sent.data.id });
    expect(passed.data.status).toBe('approved');
    expect(await linesOf(`application:${sent.data.id}`)).toEqual(
      expect.arrayContaining([['agent', nolicense, 36_000n]]),
    );
    id.nolicense = nolicense;
    const list = await pr('statements', tk.finance, { month: '2026-10', keyword: 'nolicense' });
    expect(list.data.list).toMatchObject([
      { name: 'Nico Nolicense', total: '360.00', lineCount: 1 },
    ]);
  });

  it('exports the list as CSV', async () => {
    const file = await pr('exportStatements', tk.finance, { month: '2026-10' });
    expect(file.code).toBe(200);
    const text = Buffer.from(file.data.contentBase64, 'base64').toString('utf8');
    expect(text).toContain('Statement,Pay period,Person,Status,Total (USD)');
    expect(text).toMatch(/2026-10,Alex Agent,paid,49000\.00,4,Fay Finance,Ada Admin,/);
  });
});
