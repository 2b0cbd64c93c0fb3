import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDraft, tc, userId } from './cases-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/** Nobody decides on their own case, whatever roles they hold (issue 9 §6). */

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

async function asRole(token: string, roleName: string) {
  const roles = await call(t.app, 'general/user/getUserRoles', { needRole: 'true' }, { token });
  const rel = roles.data.relList as { roleId: number; roleName: string }[];
  const role = rel.find((r) => r.roleName === roleName);
  const switched = await call(
    t.app,
    'general/role/updateOwnRole',
    { roleId: role?.roleId, type: 1 },
    { token },
  );
  expect(switched.code, switched.message).toBe(200);
}

describe('no self-approval', () => {
  it('an agent who is also an approver cannot move, approve or close their own case', async () => {
    const multi = await sessionFor(t, 'multi@bq.example.com');
    const { id } = await completeDraft(t.app, multi, 6);
    expect((await tc(t.app, 'submit', multi, { id })).code).toBe(200);

    await asRole(multi, 'Approver');
    const read = await tc(t.app, 'get', multi, { id });
    expect(read.code).toBe(200);
    expect(read.data.transitions).toEqual([]);
    const own = await tc(t.app, 'changeStatus', multi, { id, to: 'in_review' });
    expect(own.code).toBe(CODES.forbidden);
    expect(own.message).toBe('You cannot decide on your own case; another approver must do it');

    // Another approver takes it to approval; the owner still cannot close it.
    const approver = await sessionFor(t, 'approver@bq.example.com');
    expect((await tc(t.app, 'changeStatus', approver, { id, to: 'in_review' })).code).toBe(200);
    expect((await tc(t.app, 'changeStatus', multi, { id, to: 'approved' })).code).toBe(
      CODES.forbidden,
    );
    expect((await tc(t.app, 'changeStatus', approver, { id, to: 'approved' })).code).toBe(200);
    expect((await tc(t.app, 'changeStatus', multi, { id, to: 'closed' })).code).toBe(
      CODES.forbidden,
    );
    expect((await tc(t.app, 'get', approver, { id })).data.status).toBe('approved');
  });

  it('a member of the team split cannot decide on the case either', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const { id } = await completeDraft(t.app, agent, 6);
    const saved = await tc(t.app, 'saveDraft', agent, {
      id,
      teamSplit: [
        { userId: await userId(t, 'agent@bq.example.com'), percent: '50' },
        { userId: await userId(t, 'multi@bq.example.com'), percent: '50' },
      ],
    });
    expect(saved.code, saved.message).toBe(200);
    expect((await tc(t.app, 'submit', agent, { id })).code).toBe(200);
    const multi = await sessionFor(t, 'multi@bq.example.com');
    await asRole(multi, 'Approver');
    const res = await tc(t.app, 'changeStatus', multi, { id, to: 'in_review' });
    expect(res.code).toBe(CODES.forbidden);
    expect((await tc(t.app, 'get', multi, { id })).data.status).toBe('submitted');
  });
});
