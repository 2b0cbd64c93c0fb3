import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOf } from './coach-dre-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let mentor: { id: number };
let agent: { id: number };
let noboard: { id: number };
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  mentor = await agentOf(t, 'mentor@bq.example.com');
  agent = await agentOf(t, 'agent@bq.example.com');
  noboard = await agentOf(t, 'agent.noboard@bq.example.com');
});
afterAll(() => t?.close());

const json = (token: string) => ({ token, encoding: 'json' as const });

describe('coach agreements', () => {
  it('an agreement added by user management shows on the coach and on the mentee', async () => {
    const added = await call(
      t.app,
      'bq/coachAgreement/add',
      {
        coachAgentId: mentor.id,
        menteeAgentId: agent.id,
        startDate: '2026-11-01',
        terms: 'Weekly review of open cases',
      },
      json(admin),
    );
    expect(added.code).toBe(200);
    expect(added.data.ref).toBe(`CA-${added.data.id}`);

    // The mentee, signed in as themself, sees their coach.
    const menteeToken = await sessionFor(t, 'agent@bq.example.com');
    const mine = await call(
      t.app,
      'bq/coachAgreement/getPersonalCoach',
      { agentId: agent.id },
      json(menteeToken),
    );
    expect(mine.data).toMatchObject({
      id: added.data.id,
      coachName: 'Mei Mentor',
      menteeName: 'Alex Agent',
      status: 'active',
      startDate: '2026-11-01',
      endDate: null,
    });
    const exists = await call(
      t.app,
      'bq/coachAgreement/ifExistActiveCoach',
      { agentId: agent.id },
      { token: menteeToken },
    );
    expect(exists.data).toEqual({ exists: true, agreementId: added.data.id });

    // The coach sees the mentee on their page.
    const coachToken = await sessionFor(t, 'mentor@bq.example.com');
    const detail = await call(
      t.app,
      'bq/coachAgreement/getCoachDetail',
      { coachAgentId: mentor.id },
      { token: coachToken },
    );
    expect(detail.data.mentorCertificate).toBe(1);
    // The demo seed's agreement (the multi-role agent) and the new one.
    expect(detail.data.list.map((a: { menteeName: string }) => a.menteeName).sort()).toEqual([
      'Alex Agent',
      'Max Multirole',
    ]);
  });

  it('one active coach per mentee: a second add is 409 until the first is ended', async () => {
    const second = await call(
      t.app,
      'bq/coachAgreement/add',
      { coachAgentId: mentor.id, menteeAgentId: agent.id, startDate: '2026-11-05' },
      json(admin),
    );
    expect(second.code).toBe(409);
    expect(second.message).toMatch(/already has an active coach/);

    const active = await call(
      t.app,
      'bq/coachAgreement/ifExistActiveCoach',
      { agentId: agent.id },
      { token: admin },
    );
    const ended = await call(
      t.app,
      'bq/coachAgreement/edit',
      { id: active.data.agreementId, status: 'ended', endDate: '2026-11-04' },
      json(admin),
    );
    expect(ended.code).toBe(200);
    const none = await call(
      t.app,
      'bq/coachAgreement/getPersonalCoach',
      { agentId: agent.id },
      json(admin),
    );
    expect(none.data).toBeNull();
    const again = await call(
      t.app,
      'bq/coachAgreement/add',
      { coachAgentId: mentor.id, menteeAgentId: agent.id, startDate: '2026-11-05' },
      json(admin),
    );
    expect(again.code).toBe(200);
    // Reactivating the ended one would make two active: refused.
    const reopen = await call(
      t.app,
      'bq/coachAgreement/edit',
      { id: active.data.agreementId, status: 'active' },
      json(admin),
    );
    expect(reopen.code).toBe(409);
    const history = await call(
      t.app,
      'bq/coachAgreement/getCoachDetail',
      { coachAgentId: mentor.id, includeEnded: true },
      { token: admin },
    );
    expect(
      history.data.list
        .filter((a: { menteeAgentId: number }) => a.menteeAgentId === agent.id)
        .map((a: { status: string }) => a.status)
        .sort(),
    ).toEqual(['active', 'ended']);
  });

  it('two adds for one mentee at the same time: one agreement, the other 409', async () => {
    const add = () =>
      call(
        t.app,
        'bq/coachAgreement/add',
        { coachAgentId: mentor.id, menteeAgentId: noboard.id, startDate: '2026-12-01' },
        json(admin),
      );
    const codes = (await Promise.all([add(), add(), add()])).map((a) => a.code).sort();
    expect(codes).toEqual([200, 409, 409]);
    const mine = await call(
      t.app,
      'bq/coachAgreement/getPersonalCoach',
      { agentId: noboard.id },
      json(admin),
    );
    expect(mine.data).toMatchObject({ coachAgentId: mentor.id, status: 'active' });
    // Ended again so the refusal checks below start from a mentee without a coach.
    await call(
      t.app,
      'bq/coachAgreement/edit',
      { id: mine.data.id, status: 'cancelled' },
      json(admin),
    );
  });

  it('refuses a coach without the mentor certificate, oneself, and impossible dates', async () => {
    const uncertified = await call(
      t.app,
      'bq/coachAgreement/add',
      { coachAgentId: agent.id, menteeAgentId: noboard.id, startDate: '2026-11-01' },
      json(admin),
    );
    expect(uncertified.code).toBe(400);
    expect(JSON.stringify(uncertified.data)).toMatch(/certified coach/);
    const self = await call(
      t.app,
      'bq/coachAgreement/add',
      { coachAgentId: mentor.id, menteeAgentId: mentor.id, startDate: '2026-11-01' },
      json(admin),
    );
    expect(self.code).toBe(400);
    for (const [startDate, endDate] of [
      ['2026-02-30', null],
      ['2026-11-10', '2026-11-01'],
    ]) {
      const bad = await call(
        t.app,
        'bq/coachAgreement/add',
        { coachAgentId: mentor.id, menteeAgentId: noboard.id, startDate, endDate },
        json(admin),
      );
      expect(bad.code).toBe(400);
    }
    const missing = await call(t.app, 'bq/coachAgreement/get', { id: 999_999 }, { token: admin });
    expect(missing.code).toBe(404);
  });

  it("keeps an agent out of another agent's agreements and out of the admin calls", async () => {
    const other = await sessionFor(t, 'agent.noboard@bq.example.com');
    const peek = await call(
      t.app,
      'bq/coachAgreement/getPersonalCoach',
      { agentId: agent.id },
      json(other),
    );
    expect(peek.code).toBe(403);
    const detail = await call(
      t.app,
      'bq/coachAgreement/getCoachDetail',
      { coachAgentId: mentor.id },
      { token: other },
    );
    expect(detail.code).toBe(403);
    const add = await call(
      t.app,
      'bq/coachAgreement/add',
      { coachAgentId: mentor.id, menteeAgentId: noboard.id, startDate: '2026-11-01' },
      json(other),
    );
    expect(add.code).toBe(403);
  });
});
