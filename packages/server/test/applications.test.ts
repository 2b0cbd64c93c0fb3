import { CODES } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../src/clock/business-clock.js';
import { decide } from '../src/domain/applications/decide.js';
import { conflict } from '../src/envelope.js';
import {
  api,
  applied,
  COACH_COST,
  ENTRY,
  roleId,
  TUTOR,
  tokens,
  unread,
  userIdOf,
  vendor,
  WHO,
  type Who,
} from './applications-helpers.js';
import { call, login, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
}, 180_000);
afterAll(() => t.close());

/** What an approval left owed: the payee's line of the ledger's transfer `application:<id>`. */
const payableOf = async (applicationId: number) =>
  (
    await t.database.db.execute(sql`
      SELECT l.amount::text AS amount, coalesce(a.name, u.name) AS payee, a.kind
      FROM ledger_transfers tr
      JOIN ledger_lines l ON l.transfer_id = tr.id
      JOIN ledger_accounts a ON a.id = l.account_id
      LEFT JOIN users u ON u.id = a.user_id
      WHERE tr.event_key = ${`application:${applicationId}`} AND a.kind IN ('vendor', 'coach')`)
  ).rows;
const detail = async (id: number, who: Who = 'agent') =>
  (await api(t, 'application/get', tk[who], { id })).data;

describe('each kind: draft → submit → decide', () => {
  it('tutoring: the approver sees it, passes it; the applicant gets a message and records', async () => {
    const before = await unread(t, tk.agent);
    const id = await applied(t, tk.agent, TUTOR);
    const queue = await api(t, 'application/search', tk.approver, { kind: 'tutor', pageSize: 100 });
    expect(queue.data.list.map((r: { id: number }) => r.id)).toContain(id);
    const passed = await api(t, 'application/pass', tk.approver, { id, comment: 'Go ahead' });
    expect(passed.data).toEqual({ id, status: 'approved', step: 1 });
    expect(await unread(t, tk.agent)).toBe(before + 1);
    const got = await detail(id);
    expect(got.records.map((r: { action: string }) => r.action)).toEqual(['submitted', 'passed']);
    expect(got.records[1]).toMatchObject({ byName: 'April Approver', comment: 'Go ahead' });
    expect(got.chain).toEqual([
      expect.objectContaining({ state: 'done', decidedBy: 'April Approver' }),
    ]);
  });

  it('the pending badges move at once on submit and on a decision, not after the cache time', async () => {
    const pending = async (who: Who) =>
      (await api(t, 'application/getNum', tk[who], {})).data as {
        pendingApprovalNum: number;
        approveNum: number;
      };
    const approverBefore = (await pending('approver')).pendingApprovalNum;
    const agentBefore = (await pending('agent')).approveNum;
    const id = await applied(t, tk.agent, TUTOR);
    expect((await pending('approver')).pendingApprovalNum).toBe(approverBefore + 1);
    expect((await pending('agent')).approveNum).toBe(agentBefore + 1);
    await api(t, 'application/rejection', tk.approver, { id, comment: 'Not this month' });
    expect((await pending('approver')).pendingApprovalNum).toBe(approverBefore);
    expect((await pending('agent')).approveNum).toBe(agentBefore);
  });

  it('coach cost: passing puts the exact amount owed to the coach on the ledger', async () => {
    const id = await applied(t, tk.agent, COACH_COST);
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(200);
    const [row] = await payableOf(id);
    expect(row).toMatchObject({ amount: '1234.56', kind: 'coach' });
  });

  it('vendor over the finance limit needs the finance step; the stepper names both deciders', async () => {
    const id = await applied(t, tk.agent, vendor('7500.10'));
    const first = await api(t, 'application/pass', tk.approver, { id });
    expect(first.data).toEqual({ id, status: 'pending', step: 2 });
    expect(await payableOf(id)).toEqual([]);
    const again = await api(t, 'application/pass', tk.approver, { id });
    expect(again.code).toBe(CODES.forbidden);
    const fin = await api(t, 'application/pass', tk.finance, { id });
    expect(fin.data).toEqual({ id, status: 'approved', step: 2 });
    const [row] = await payableOf(id);
    expect(row).toMatchObject({ amount: '7500.10', payee: 'Bright Photo', kind: 'vendor' });
    const got = await detail(id);
    expect(got.chain.map((s: { name: string; state: string }) => [s.name, s.state])).toEqual([
      ['Approver', 'done'],
      ['Finance', 'done'],
    ]);
  });

  it('vendor under the limit is one step; a rejection needs a reason and makes no payable', async () => {
    const id = await applied(t, tk.agent, vendor('120.00'));
    expect((await detail(id)).chain).toHaveLength(1);
    const bare = await api(t, 'application/rejection', tk.approver, { id, comment: '  ' });
    expect(bare.code).toBe(CODES.badInput);
    expect(bare.data.fields[0].field).toBe('comment');
    const before = await unread(t, tk.agent);
    const r = await api(t, 'application/rejection', tk.approver, { id, comment: 'No invoice' });
    expect(r.data).toEqual({ id, status: 'rejected', step: 1 });
    expect(await payableOf(id)).toEqual([]);
    expect(await unread(t, tk.agent)).toBe(before + 1);
    const mine = await api(t, 'application/myApproveList', tk.agent, { status: 'rejected' });
    expect(mine.data.list.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('wages: save, submit; a second one for the same type and period answers 100006', async () => {
    const form = { type: 'agent', period: '2030-03', amount: '4200.00' };
    const saved = await api(t, 'salary/save', tk.agent, form);
    expect((await api(t, 'salary/getSave', tk.agent, { type: 'agent' })).data).toMatchObject({
      id: saved.data.id,
      status: 'draft',
      form,
    });
    const sent = await api(t, 'salary/submitApplication', tk.agent, { ...form, id: saved.data.id });
    expect(sent.data).toEqual({ id: saved.data.id, status: 'pending' });
    const twice = await api(t, 'salary/submitApplication', tk.agent, form);
    expect(twice.code).toBe(CODES.applicationExists);
    expect(twice.data).toEqual({ id: saved.data.id });
    const other = await api(t, 'salary/submitApplication', tk.agent, { ...form, type: 'market' });
    expect(other.code).toBe(200);
    const byApp = await api(t, 'salary/getByApplication', tk.approver, {
      applicationId: saved.data.id,
    });
    expect(byApp.data.form).toMatchObject(form);
  });

  it('entry: a person with no role applies; the pass creates an agent who signs in with the role', async () => {
    const gated = await api(t, 'beMentor/get', tk.norole);
    expect(gated.code).toBe(CODES.forbidden);
    const saved = await api(t, 'entry/save', tk.norole, ENTRY);
    const sent = await api(t, 'entry/submit', tk.norole, { ...ENTRY, id: saved.data.id });
    expect(sent.data).toEqual({ id: saved.data.id, status: 'pending' });
    const id = saved.data.id;
    expect((await api(t, 'entry/getEntryInfo', tk.norole)).data).toMatchObject({
      id,
      status: 'pending',
    });
    const plain = await api(t, 'application/pass', tk.approver, { id });
    expect(plain.code).toBe(CODES.badInput);
    const agentRole = await roleId(t, 'Agent');
    const passed = await api(t, 'application/entryApplicationPass', tk.approver, {
      id,
      roleId: agentRole,
    });
    expect(passed.data).toMatchObject({
      id,
      status: 'approved',
      companyEmail: 'nora.rolle@bqrealty.example',
    });
    const token = await login(t.app, WHO.norole);
    const me = await call(t.app, 'bq/agentInfo/getPersonalDetails', {}, { token });
    expect(me.data.agentInfo).toMatchObject({
      agentId: passed.data.agentId,
      licenseNo: 'DRE-02999999',
    });
    expect((await api(t, 'beMentor/get', token)).code).toBe(200);
  });

  it('become a mentor: the pass sets mentorCertificate 1', async () => {
    const sent = await api(t, 'beMentor/application', tk.noboard, {
      reason: 'Coached three new agents',
      yearsLicensed: 6,
    });
    expect(sent.data.status).toBe('pending');
    const me = await call(t.app, 'bq/agentInfo/getPersonalDetails', {}, { token: tk.noboard });
    const agentId = me.data.agentInfo.agentId;
    const cfg = () =>
      call(t.app, 'bq/agentAdminConfig/getByAgentId', { agentId }, { token: tk.noboard });
    expect((await cfg()).data.mentorCertificate).toBe(0);
    await api(t, 'application/pass', tk.approver, { id: sent.data.id });
    expect((await cfg()).data.mentorCertificate).toBe(1);
    expect((await api(t, 'beMentor/get', tk.noboard)).data).toMatchObject({ status: 'approved' });
  });
});

describe('wages and the market service record', () => {
  it("staff record an agent's market service by agent id; the agent reads it; wages pass", async () => {
    const me = await call(t.app, 'bq/agentInfo/getPersonalDetails', {}, { token: tk.nolicense });
    const agentId = me.data.agentInfo.agentId;
    const rec = { agentId, period: '2030-05', hours: 12, description: 'Open houses' };
    expect((await api(t, 'salary/saveMarketServiceRecord', tk.approver, rec)).data).toEqual({
      agentId,
      period: '2030-05',
    });
    expect((await api(t, 'salary/getMarketServiceRecord', tk.finance, rec)).data).toEqual(rec);
    const own = await api(t, 'salary/getServiceRecord', tk.nolicense, { period: '2030-05' });
    expect(own.data).toEqual({
      agentId,
      period: '2030-05',
      marketHours: 12,
      description: 'Open houses',
    });
    const gate = await api(t, 'salary/saveMarketServiceRecord', tk.nolicense, rec);
    expect(gate.code).toBe(CODES.forbidden);
    const sent = await api(t, 'salary/submitApplication', tk.nolicense, {
      type: 'market',
      period: '2030-05',
      amount: '360.00',
    });
    const passed = await api(t, 'application/pass', tk.approver, { id: sent.data.id });
    expect(passed.data.status).toBe('approved');
    const records = await api(t, 'approveRecord/search', tk.nolicense, {
      applicationId: sent.data.id,
    });
    expect(
      records.data.list.map((r: { action: string; byName: string }) => [r.action, r.byName]),
    ).toEqual([
      ['submitted', me.data.name],
      ['passed', 'April Approver'],
    ]);
    const stranger = await api(t, 'approveRecord/search', tk.noboard, {
      applicationId: sent.data.id,
    });
    expect(stranger.code).toBe(CODES.forbidden);
  });
});

describe('rules of deciding', () => {
  it('the applicant withdraws while nothing is decided; then nobody can decide it', async () => {
    const id = await applied(t, tk.agent, TUTOR);
    expect((await detail(id)).canWithdraw).toBe(true);
    expect((await api(t, 'application/withdraw', tk.agent, { id })).data.status).toBe('withdrawn');
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(CODES.conflict);
    const decided = await applied(t, tk.agent, TUTOR);
    await api(t, 'application/pass', tk.approver, { id: decided });
    expect((await api(t, 'application/withdraw', tk.agent, { id: decided })).code).toBe(
      CODES.conflict,
    );
    expect((await api(t, 'application/withdraw', tk.noboard, { id: decided })).code).toBe(
      CODES.notFound,
    );
  });

  it('nobody decides on their own application, and it is not in their queue', async () => {
    const own = await applied(t, tk.approver, TUTOR);
    const r = await api(t, 'application/pass', tk.approver, { id: own });
    expect(r.code).toBe(CODES.forbidden);
    const q = await api(t, 'application/search', tk.approver, { keyword: String(own) });
    expect(q.data.total).toBe(0);
  });

  it('bulk pass of 3 with one refused: a result per row, the others decided', async () => {
    const a = await applied(t, tk.agent, TUTOR);
    const b = await applied(t, tk.noboard, TUTOR);
    const own = await applied(t, tk.approver, TUTOR);
    const r = await api(t, 'application/bulkDecide', tk.approver, {
      ids: [a, own, b],
      decision: 'pass',
    });
    expect(r.data.results).toEqual([
      { id: a, ok: true, code: 200, message: 'success' },
      { id: own, ok: false, code: CODES.forbidden, message: expect.stringContaining('own') },
      { id: b, ok: true, code: 200, message: 'success' },
    ]);
    expect((await detail(b, 'noboard')).status).toBe('approved');
    expect((await detail(own, 'approver')).status).toBe('pending');
  });

  it('a decision, its record, its effect and its message are written together or not at all', async () => {
    const id = await applied(t, tk.agent, COACH_COST);
    const before = await unread(t, tk.agent);
    // The approver's pass, with a fault after its record and before its effect.
    const { rows: held } = await t.database.db.execute<{ id: number; module: string }>(sql`
      SELECT u.id, rm.module_id AS module FROM users u
      JOIN role_modules rm ON rm.role_id = u.active_role_id
      WHERE u.email = 'approver@bq.example.com'`);
    const approver = { userId: Number(held[0]?.id), modules: new Set(held.map((r) => r.module)) };
    const pass = decide(
      t.database.db,
      approver,
      { id, decision: 'pass', comment: '' },
      new Date(t.clock.now),
      {
        beforeEffect: () => {
          throw conflict('forced failure');
        },
      },
    );
    await expect(pass).rejects.toThrow('forced failure');
    const got = await detail(id);
    expect(got.status).toBe('pending');
    expect(got.records.map((r: { action: string }) => r.action)).toEqual(['submitted']);
    expect(await payableOf(id)).toEqual([]);
    expect(await unread(t, tk.agent)).toBe(before);
  });

  it('two approvers decide the same item at once: one wins, the other gets a 409', async () => {
    const id = await applied(t, tk.agent, COACH_COST);
    const answers = await Promise.all([
      api(t, 'application/pass', tk.approver, { id }),
      api(t, 'application/rejection', tk.admin, { id, comment: 'No' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, CODES.conflict]);
    const got = await detail(id);
    expect(got.records.filter((r: { action: string }) => r.action !== 'submitted')).toHaveLength(1);
    expect(await payableOf(id)).toHaveLength(got.status === 'approved' ? 1 : 0);
  });

  it("the header's pending badge counts exactly the approver's pending queue", async () => {
    const num = await api(t, 'application/getNum', tk.approver);
    const queue = await api(t, 'application/search', tk.approver, { pageSize: 1 });
    expect(num.data.pendingApprovalNum).toBe(queue.data.total);
    expect(queue.data.total).toBeGreaterThan(100);
  });
});

describe('input the database would refuse', () => {
  it('refuses NUL and control characters and impossible dates with a 400, never a 500', async () => {
    const nul = await api(t, 'application/saveDraft', tk.agent, {
      kind: 'tutor',
      form: { topic: 'a\u0000b' },
    });
    expect([nul.status, nul.code]).toEqual([200, CODES.badInput]);
    const entry = await api(t, 'entry/save', tk.norole, { ...ENTRY, legalName: 'x\u0007' });
    expect(entry.message).toBe(
      'Legal name: must be one line, without line breaks or control characters.',
    );
    const approverId = await userIdOf(t, WHO.approver);
    const date = await api(t, 'application/setDelegation', tk.finance, {
      delegateId: approverId,
      startsOn: '2026-02-30',
      endsOn: '2026-13-01',
    });
    expect([date.status, date.code]).toEqual([200, CODES.badInput]);
  });
});

describe('delegation and due dates', () => {
  it('a delegate decides the finance step "acting for" finance; the record keeps both names', async () => {
    const id = await applied(t, tk.agent, vendor('9000.00'));
    await api(t, 'application/pass', tk.approver, { id });
    const today = businessDay(new Date(t.clock.now));
    const approverId = await userIdOf(t, WHO.approver);
    const set = await api(t, 'application/setDelegation', tk.finance, {
      delegateId: approverId,
      startsOn: today,
      endsOn: today,
    });
    expect(set.code).toBe(200);
    const q = await api(t, 'application/search', tk.approver, { keyword: String(id) });
    expect(q.data.list[0]).toMatchObject({ id, actingFor: 'Fay Finance', stepName: 'Finance' });
    expect((await api(t, 'application/pass', tk.approver, { id })).data.status).toBe('approved');
    const rec = (await detail(id)).records.at(-1);
    expect(rec).toMatchObject({ byName: 'April Approver', actingForName: 'Fay Finance' });
  });

  it('an overdue item is flagged and its approver gets one reminder, not one per read', async () => {
    const id = await applied(t, tk.agent, TUTOR);
    const before = await unread(t, tk.approver);
    t.clock.now += 73 * 3_600_000;
    // Sessions idle out over three days: sign in again at the new time.
    const approver = await sessionFor(t, WHO.approver);
    const q = await api(t, 'application/search', approver, { keyword: String(id) });
    expect(q.data.list[0]).toMatchObject({ id, overdue: true });
    const reminded = await unread(t, approver);
    expect(reminded).toBeGreaterThan(before);
    await api(t, 'application/search', approver, { keyword: String(id) });
    expect(await unread(t, approver)).toBe(reminded);
    const inbox = await api(t, 'messageStation/getMessageList', approver, { pageSize: 100 });
    const titles = inbox.data.list.map((m: { title: string }) => m.title);
    expect(titles.filter((x: string) => x === `Application #${id} is overdue`)).toHaveLength(1);
  });
});
