import { CODES } from '@bq/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { people } from './people-helpers.js';

/**
 * Issue 24 item 5: the Users list is every person of the office, not agents only. Lecturers,
 * finance, approvers and administrators are found (by any role they hold), opened, edited and
 * exported like agents; tourists, the public, are not listed.
 */
let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
}, 180_000);
afterAll(() => t?.close());

type Row = { agentId: number | null; userId: number; name: string; roleName: string | null };
const list = async (filters: Record<string, unknown>) =>
  (await people(t, 'bq/agentInfo/getAgent', admin, { pageSize: 100, ...filters })).data as {
    total: number;
    list: Row[];
  };
/** A role, not the duty of the same name (the Finance duty holds the Finance role). */
async function roleIdOf(name: string) {
  const [r] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), isNotNull(roles.parentId)));
  if (!r) throw new Error(name);
  return r.id;
}
const namesWithRole = async (role: string) =>
  (await list({ roleId: await roleIdOf(role) })).list.map((r) => r.name).sort();

describe('the Users list holds every person', () => {
  it('finds the holders of each role, whichever role is active', async () => {
    expect(await namesWithRole('Lecturer')).toEqual(['Lee Lecturer']);
    expect(await namesWithRole('Finance')).toEqual(['Fay Finance']);
    expect(await namesWithRole('Administrator')).toEqual(['Ada Admin']);
    // Max holds Agent (active) and Approver: found under both.
    expect(await namesWithRole('Approver')).toEqual(['April Approver', 'Max Multirole']);
    expect(await namesWithRole('Agent')).toContain('Max Multirole');
  });

  it('lists people without an office record with their roles, and no tourist', async () => {
    const [lee] = (await list({ keyword: 'lecturer@bq' })).list;
    expect(lee).toMatchObject({ name: 'Lee Lecturer', agentId: null, roleName: 'Lecturer' });
    expect((await list({ keyword: 'Max Multirole' })).list[0]?.roleName).toBe('Agent, Approver');
    expect((await list({ keyword: 'Tess Tourist' })).total).toBe(0);
    expect((await list({ keyword: 'Nora Norole' })).total).toBe(1);
  });

  it('exports every role', async () => {
    const file = await people(t, 'bq/agentInfoExport/export', admin, {
      roleId: await roleIdOf('Finance'),
    });
    const csv = Buffer.from(file.data.contentBase64, 'base64').toString('utf8');
    expect(csv).toContain('finance@bq.example.com');
    expect(csv.trim().split('\n')).toHaveLength(2);
  });
});

describe('a person without a record is opened and edited by a user manager', () => {
  it('opens the record once, then edits it like an agent’s', async () => {
    const [lee] = (await list({ keyword: 'lecturer@bq' })).list;
    if (!lee) throw new Error('no lecturer');
    expect((await people(t, 'bq/agentInfo/openRecord', agent, { userId: lee.userId })).code).toBe(
      CODES.forbidden,
    );
    const opened = await people(t, 'bq/agentInfo/openRecord', admin, { userId: lee.userId });
    expect(opened.data.created).toBe(true);
    const again = await people(t, 'bq/agentInfo/openRecord', admin, { userId: lee.userId });
    expect(again.data).toEqual({ agentId: opened.data.agentId, created: false });
    const { agentId } = opened.data;

    const config = await people(t, 'bq/agentAdminConfig/getByAgentId', admin, { agentId });
    expect(config.data.roleName).toBe('Lecturer');
    const edited = await people(t, 'bq/agentAdminConfig/edit', admin, {
      agentId,
      commissionPlan: 'Flat fee 100%',
    });
    expect(edited.data.changed).toEqual(['commissionPlan']);
    expect((await list({ keyword: 'lecturer@bq' })).list[0]?.agentId).toBe(agentId);
    const info = await people(t, 'bq/agentInfo/getAgentInfoById', admin, { agentId });
    expect(info.data.email).toBe('lecturer@bq.example.com');
  });

  // Issue 24 item 9: the opened record has no licence (status 3), which is an agent's business.
  it('asks nobody but an agent for a real estate licence once the record is open', async () => {
    const [lee] = (await list({ keyword: 'lecturer@bq' })).list;
    if (!lee) throw new Error('no lecturer');
    const opened = await people(t, 'bq/agentInfo/openRecord', admin, { userId: lee.userId });
    const info = await people(t, 'bq/agentInfo/getAgentInfoById', admin, {
      agentId: opened.data.agentId,
    });
    expect(info.data.agentStatus).toBe(3);
    const todo = async (email: string) => {
      const token = await sessionFor(t, email);
      const answer = await call(t.app, 'bq/statistical/getTodoList', {}, { token });
      return (answer.data.list as { type: string }[]).map((item) => item.type);
    };
    expect(await todo('lecturer@bq.example.com')).not.toContain('license');
    expect(await todo('agent.nolicense@bq.example.com')).toContain('license');
  });

  it('refuses a tourist and an unknown user', async () => {
    // The tourist is not listed, so their id comes from the table.
    const [tourist] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'tourist@bq.example.com'));
    const refused = await people(t, 'bq/agentInfo/openRecord', admin, { userId: tourist?.id });
    expect(refused.code).toBe(CODES.badInput);
    const missing = await people(t, 'bq/agentInfo/openRecord', admin, { userId: 999_999 });
    expect(missing.code).toBe(CODES.notFound);
  });
});
