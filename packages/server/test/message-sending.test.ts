import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

const json = (token: string) => ({ token, encoding: 'json' as const });
const letter = { title: 'Team update', content: 'The office closes at 3 pm on Friday.' };

async function userId(email: string): Promise<number> {
  const u = await t.database.db.query.users.findFirst({ where: (x, { eq }) => eq(x.email, email) });
  if (!u) throw new Error(email);
  return u.id;
}

async function unread(email: string): Promise<number> {
  const answer = await call(
    t.app,
    'bq/messageStation/getUnreadNum',
    {},
    {
      token: await sessionFor(t, email),
    },
  );
  return answer.data.unReadNum;
}

describe('who may be written to (issue 13)', () => {
  it('an agent writes to a lecturer, but not to a colleague their role gives no reason to', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const toLecturer = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [await userId('lecturer@bq.example.com')], ...letter },
      json(agent),
    );
    expect(toLecturer.code).toBe(200);
    const before = await unread('agent.noboard@bq.example.com');
    const toColleague = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { receiverIds: [await userId('agent.noboard@bq.example.com')], ...letter },
      json(agent),
    );
    expect(toColleague.code).toBe(400);
    expect(toColleague.data.fields[0].field).toBe('receiverIds');
    expect(await unread('agent.noboard@bq.example.com')).toBe(before);
  });

  it('message-center staff write to everyone holding a role, each once, and see what they sent', async () => {
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const { list } = (
      await call(
        t.app,
        'general/role/selectRoleAndDutyAndModulesByCondition',
        { name: 'Approver' },
        {
          token: admin,
        },
      )
    ).data as { list: { id: number; name: string; userCount: number }[] };
    const approverRole = list.find((r) => r.name === 'Approver');
    if (!approverRole) throw new Error('no Approver role');
    const before = await unread('approver@bq.example.com');
    const sent = await call(
      t.app,
      'bq/messageStation/sendToGroup',
      { roleIds: [approverRole.id], branchIds: [], ...letter },
      json(admin),
    );
    expect(sent.data).toEqual({ sent: approverRole.userCount });
    expect(await unread('approver@bq.example.com')).toBe(before + 1);

    const mine = await call(t.app, 'bq/messageStation/getSentList', {}, { token: admin });
    expect(mine.data.list[0]).toMatchObject({ title: letter.title, status: 0 });
  });

  it('a group letter is the message center’s only: an agent is refused and nothing is sent', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    const before = await unread('approver@bq.example.com');
    const answer = await call(
      t.app,
      'bq/messageStation/sendToGroup',
      { roleIds: [1], ...letter },
      json(agent),
    );
    expect(answer.code).toBe(403);
    expect(await unread('approver@bq.example.com')).toBe(before);
  });

  it('a group letter needs a role or a branch that has people', async () => {
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const none = await call(t.app, 'bq/messageStation/sendToGroup', { ...letter }, json(admin));
    expect(none.code).toBe(400);
    const empty = await call(
      t.app,
      'bq/messageStation/sendToGroup',
      { roleIds: [2_000_000], ...letter },
      json(admin),
    );
    expect(empty.code).toBe(400);
    expect(empty.message).toMatch(/nobody holds these roles/);
  });

  it('a letter to people chosen on a list goes once: its retry answers the first answer', async () => {
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const receivers = [
      await userId('approver@bq.example.com'),
      await userId('lecturer@bq.example.com'),
    ];
    const before = await Promise.all(
      ['approver@bq.example.com', 'lecturer@bq.example.com'].map(unread),
    );
    const request = { receiverIds: receivers, ...letter, idempotencyKey: 'letter-to-two-0001' };
    const first = await call(t.app, 'bq/messageStation/sendStationMessage', request, json(admin));
    expect(first.data).toEqual({ sent: 2 });
    const retry = await call(t.app, 'bq/messageStation/sendStationMessage', request, json(admin));
    expect(retry.data).toEqual({ sent: 2 });
    expect(await unread('approver@bq.example.com')).toBe((before[0] ?? 0) + 1);
    expect(await unread('lecturer@bq.example.com')).toBe((before[1] ?? 0) + 1);

    const reused = await call(
      t.app,
      'bq/messageStation/sendStationMessage',
      { ...request, title: 'Another letter' },
      json(admin),
    );
    expect(reused.code).toBe(409);
    expect(await unread('approver@bq.example.com')).toBe((before[0] ?? 0) + 1);
  });
});
