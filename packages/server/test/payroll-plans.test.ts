import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agents } from '../src/db/schema.js';
import { caseCommissions } from '../src/db/schema-payroll.js';
import { postCaseCommission } from '../src/domain/finance/commissions.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase, commissionsOf } from './payroll-helpers.js';

/**
 * Commission plans over time and under load (issue 26 §8): an admin config names a plan the office
 * has; two closings of one agent count the cap one after the other; a plan change prices closings
 * from its date on. The pay runs' property is payroll-property.test.ts.
 */

let t: TestApp;
let tk: Record<Who, string>;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  // Mid-October 2026 in California: the Standard plan's 2026 terms, the Team Lead plan year from
  // 1 April, the demo coach agreement (from 1 September) active.
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  for (const who of ['agent', 'mentor', 'multi', 'noboard'] as const)
    id[who] = await userId(t, `${who === 'noboard' ? 'agent.noboard' : who}@bq.example.com`);
});
afterAll(() => t?.close());

const db = () => t.database.db;

describe('an agent’s admin config', () => {
  it('names a plan the office has (any case), or none for the default', async () => {
    const [mentor] = await db()
      .select()
      .from(agents)
      .where(eq(agents.userId, id.mentor ?? 0));
    const edit = (commissionPlan: string) =>
      call(
        t.app,
        'bq/agentAdminConfig/edit',
        { agentId: mentor?.id ?? 0, commissionPlan },
        { token: tk.admin, encoding: 'json' },
      );
    const refused = await edit('Platinum 90/10');
    expect(refused.code).toBe(400);
    expect(refused.data.fields).toEqual([
      { field: 'commissionPlan', message: "is not one of the office's commission plans" },
    ]);
    expect((await edit('team lead 80/20')).code).toBe(200);
    expect((await edit('')).code).toBe(200);
    expect((await edit('Team Lead 80/20')).code).toBe(200);
  });
});

describe('two closings at once', () => {
  it('count one agent’s cap one after the other (the second waits for the first)', async () => {
    // Each closing alone would give the office 8,000 of the mentor's Team Lead cap of 12,000:
    // together they may give 12,000, no more.
    const a = await approvedCase(t, tk, tk.mentor, { commissionAmount: '40000' });
    const b = await approvedCase(t, tk, tk.mentor, { commissionAmount: '40000' });
    const act = { now: new Date(t.clock.now), actor: null };
    const post =
      (caseId: number) =>
      (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) =>
        postCaseCommission(tx, act, { caseId, defaultPlan: 'Standard' });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let entered = () => {};
    const inFirst = new Promise<void>((r) => {
      entered = r;
    });
    const first = db().transaction(async (tx) => {
      const posted = await post(a.id)(tx);
      entered();
      await gate;
      return posted;
    });
    await inFirst;
    let secondDone = false;
    const second = db()
      .transaction(post(b.id))
      .finally(() => {
        secondDone = true;
      });
    // On PostgreSQL the second closing must be seen waiting for the first's lock on the agent
    // (were it not, it would finish on its own, reading the cap before the first commits). PGlite
    // has one connection: the second queues behind the open transaction.
    if (t.database.kind === 'postgres')
      await vi.waitFor(async () => {
        const { rows } = await db().execute(
          sql`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`,
        );
        expect(secondDone || Number((rows[0] as { n: number }).n) > 0).toBe(true);
      });
    release();
    await Promise.all([first, second]);
    const rows = [...(await commissionsOf(t, a.id)), ...(await commissionsOf(t, b.id))];
    expect(rows.map((r) => r.officeAmount).sort()).toEqual(['4000.00', '8000.00']);
  });
});

describe('a plan change', () => {
  it('prices closings from its date on and leaves what was priced before as it was', async () => {
    const before = await db().select().from(caseCommissions);
    // 5 January 2027: the Standard plan's 2027 row (75/25, a $15,000 cap) is in effect, and the
    // plan year (the cap) starts again.
    t.clock.now = Date.parse('2027-01-05T18:00:00Z');
    tk = await tokens(t); // the October logins have expired
    const c = await approvedCase(t, tk, tk.agent, { commissionAmount: '10000' });
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(200);
    const [row] = await commissionsOf(t, c.id);
    expect(row).toMatchObject({
      planYear: '2027-01-01',
      officeAmount: '2500.00',
      agentAmount: '7250.00',
    });
    const after = await db().select().from(caseCommissions);
    expect(after.filter((r) => r.caseId !== c.id)).toEqual(before);
  });
});

describe('plan terms added on the page', () => {
  it('start today or later, keep the plan’s name, and price the closings from their day', async () => {
    // Still 5 January 2027 (the plan change above); the random pay runs below come after.
    tk = await tokens(t);
    const list = await call(t.app, 'bq/commissionPlan/list', {}, { token: tk.finance });
    expect(list.data.today).toBe('2027-01-05');
    const standard = list.data.plans.find((p: { name: string }) => p.name === 'Standard');
    expect(standard.terms.map((x: { effectiveFrom: string }) => x.effectiveFrom)).toEqual([
      '2027-01-01',
      '2020-01-01',
    ]);
    expect(standard.agents).toBeGreaterThan(0);
    const add = (token: string, body: Record<string, unknown>) =>
      call(
        t.app,
        'bq/commissionPlan/addTerms',
        {
          name: 'standard',
          agentPercent: '80',
          annualCap: '12000.00',
          transactionFee: '395.00',
          ...body,
        },
        { token, encoding: 'json' },
      );
    const past = await add(tk.finance, { effectiveFrom: '2027-01-04' });
    expect(past.data.fields).toEqual([
      {
        field: 'effectiveFrom',
        message:
          'Terms start today or later: closings already priced keep the terms they were priced with',
      },
    ]);
    expect(
      (await add(tk.finance, { effectiveFrom: '2027-02-01', capResetsOn: '02-29' })).data.fields,
    ).toEqual([{ field: 'capResetsOn', message: 'must be a day every year has, such as 01-01' }]);
    expect((await add(tk.agent, { effectiveFrom: '2027-02-01' })).code).toBe(403);
    const made = await add(tk.finance, { effectiveFrom: '2027-02-01' });
    expect(made.data).toMatchObject({
      name: 'Standard',
      agentPercent: '80.0000',
      annualCap: '12000.00',
      transactionFee: '395.00',
      createdBy: 'Fay Finance',
    });
    expect((await add(tk.finance, { effectiveFrom: '2027-02-01' })).data.fields).toEqual([
      { field: 'effectiveFrom', message: 'Standard already has terms starting on that day' },
    ]);

    t.clock.now = Date.parse('2027-02-03T18:00:00Z');
    tk = await tokens(t);
    const c = await approvedCase(t, tk, tk.agent, { commissionAmount: '10000' });
    expect((await closeCase(t, tk.approver, c.id)).code).toBe(200);
    const [row] = await commissionsOf(t, c.id);
    expect(row).toMatchObject({
      planId: made.data.id,
      officeAmount: '2000.00',
      transactionFee: '395.00',
      agentAmount: '7605.00',
    });
  });
});
