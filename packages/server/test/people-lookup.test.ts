import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/** The person pickers' search, `bq/people/lookup` (issue 24 §3). */

let t: TestApp;
let agent: string;
let approver: string;
beforeAll(async () => {
  t = await startApp();
  agent = await sessionFor(t, 'agent@bq.example.com');
  approver = await sessionFor(t, 'approver@bq.example.com');
});
afterAll(() => t?.close());

const lookup = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'bq/people/lookup', body, { token });
const names = (answer: { data: { list: { name: string }[] } }) =>
  answer.data.list.map((p) => p.name);

describe('person lookup', () => {
  it('finds a certified coach by part of the name or e-mail, with roles and branch', async () => {
    const byName = await lookup(agent, { purpose: 'coach', keyword: 'MEI' });
    expect(byName.code).toBe(200);
    expect(byName.data.list).toEqual([
      expect.objectContaining({
        name: 'Mei Mentor',
        email: 'mentor@bq.example.com',
        roles: ['Agent'],
        agentId: expect.any(Number),
      }),
    ]);
    expect(
      typeof byName.data.list[0].branch === 'string' || byName.data.list[0].branch === null,
    ).toBe(true);
    expect(names(await lookup(agent, { purpose: 'coach', keyword: 'mentor@' }))).toEqual([
      'Mei Mentor',
    ]);
    // An agent without the mentor certificate is no coach, whatever the keyword.
    expect(names(await lookup(agent, { purpose: 'coach', keyword: 'alex' }))).toEqual([]);
    expect(names(await lookup(agent, { purpose: 'agent', keyword: 'alex' }))).toEqual([
      'Alex Agent',
    ]);
  });

  it('a delegate is anyone who may decide applications, never the asker', async () => {
    const all = names(await lookup(approver, { purpose: 'delegate' }));
    expect(all).toEqual(expect.arrayContaining(['Fay Finance', 'Max Multirole']));
    expect(all).not.toContain('April Approver');
    expect(all).not.toContain('Alex Agent');
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  });

  it('a chosen person comes first, so a picker can name a value it was given', async () => {
    const found = await lookup(agent, { purpose: 'agent', keyword: 'alex' });
    const mei = (await lookup(agent, { purpose: 'coach', keyword: 'mei' })).data.list[0];
    const both = await lookup(agent, { purpose: 'agent', keyword: 'alex', userId: mei.userId });
    expect(names(both)).toEqual(['Mei Mentor', ...names(found)]);
    const byAgent = await lookup(agent, { purpose: 'coach', keyword: 'zzz', agentId: mei.agentId });
    expect(names(byAgent)).toEqual(['Mei Mentor']);
  });

  it('LIKE wildcards in the keyword are plain characters', async () => {
    expect(names(await lookup(agent, { purpose: 'agent', keyword: '%' }))).toEqual([]);
    expect(names(await lookup(agent, { purpose: 'agent', keyword: '_' }))).toEqual([]);
  });

  it('refuses visitors, tourists and an unknown purpose', async () => {
    expect((await call(t.app, 'bq/people/lookup', { purpose: 'coach' })).code).toBe(1001);
    const tourist = await sessionFor(t, 'tourist@bq.example.com');
    expect((await lookup(tourist, { purpose: 'coach' })).code).toBe(403);
    const bad = await lookup(agent, { purpose: 'everyone' });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('must be one of coach, delegate, agent');
  });
});
