import { CODES, VIEWS_PER_LIST } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../src/db/schema.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * Saved views (bq/view/*): a person sees their own views and those shared with a role they hold,
 * nobody else's; only the owner changes a view, the owner or an administrator deletes it; a view
 * is shared only with a role its owner holds; one default per person and list.
 */

const WHO = {
  agent: 'agent@bq.example.com',
  colleague: 'mentor@bq.example.com',
  multi: 'multi@bq.example.com',
  finance: 'finance@bq.example.com',
  admin: 'admin@bq.example.com',
  norole: 'norole@bq.example.com',
} as const;
type Who = keyof typeof WHO;

let t: TestApp;
const tk = {} as Record<Who, string>;
const roleIds: Record<string, number> = {};

const json = (token: string) => ({ token, encoding: 'json' as const });
const send = (who: Who, path: string, body: Record<string, unknown>) =>
  call(t.app, `bq/view/${path}`, body, json(tk[who]));

async function listOf(who: Who, listKey = 'cases') {
  const answer = await send(who, 'list', { listKey });
  expect(answer.code, answer.message).toBe(CODES.ok);
  return answer.data as {
    views: { id: number; name: string; query: string; canEdit: boolean; canRemove: boolean }[];
    defaultId: number | null;
    roles: { id: number; name: string }[];
  };
}

async function save(who: Who, body: Record<string, unknown>) {
  const answer = await send(who, 'save', { listKey: 'cases', roleId: null, query: '', ...body });
  expect(answer.code, answer.message).toBe(CODES.ok);
  return answer.data as { id: number; roleName: string | null; ownerName: string };
}

beforeAll(async () => {
  t = await startApp();
  for (const who of Object.keys(WHO) as Who[]) tk[who] = await sessionFor(t, WHO[who]);
  for (const r of await t.database.db.query.roles.findMany()) roleIds[r.name] = r.id;
});
afterAll(() => t.close());

describe('who sees a view', () => {
  it('keeps a personal view for its owner alone', async () => {
    const mine = await save('agent', { name: 'Mine only', query: 'keyword=oak&cols=caseNo,-type' });
    expect((await listOf('agent')).views.map((v) => v.id)).toContain(mine.id);
    for (const other of ['colleague', 'multi', 'finance', 'admin', 'norole'] as const) {
      expect((await listOf(other)).views.map((v) => v.id)).not.toContain(mine.id);
    }
  });

  it('shows a view shared with a role to every holder of it, and to no one else', async () => {
    const shared = await save('agent', {
      name: 'Agents: open escrow',
      query: 'sort=price&order=asc&size=50&cols=caseNo,price,-type',
      roleId: roleIds.Agent,
    });
    expect(shared.roleName).toBe('Agent');
    for (const holder of ['colleague', 'multi'] as const) {
      const seen = (await listOf(holder)).views.find((v) => v.id === shared.id);
      expect(seen?.query).toBe('sort=price&order=asc&size=50&cols=caseNo,price,-type');
      expect(seen).toMatchObject({ canEdit: false, canRemove: false });
    }
    for (const other of ['finance', 'norole'] as const) {
      expect((await listOf(other)).views.map((v) => v.id)).not.toContain(shared.id);
    }
    // Another list's views are not this list's.
    expect((await listOf('colleague', 'finance.refunds')).views).toEqual([]);
  });

  it('offers the roles a person holds to share with, and refuses any other', async () => {
    expect((await listOf('multi')).roles.map((r) => r.name).sort()).toEqual(['Agent', 'Approver']);
    expect((await listOf('norole')).roles).toEqual([]);
    const refused = await send('agent', 'save', {
      listKey: 'cases',
      name: 'For finance',
      query: '',
      roleId: roleIds.Finance,
    });
    expect(refused.code).toBe(CODES.badInput);
    expect(refused.data).toMatchObject({ fields: [{ field: 'roleId' }] });
  });
});

describe('who changes a view', () => {
  it('lets only the owner save over a view; the same name saves over, not beside', async () => {
    const first = await save('agent', {
      name: 'Weekly',
      query: 'keyword=a',
      roleId: roleIds.Agent,
    });
    const again = await save('agent', {
      name: 'Weekly',
      query: 'keyword=b',
      roleId: roleIds.Agent,
    });
    expect(again.id).toBe(first.id);
    const views = (await listOf('agent')).views.filter((v) => v.name === 'Weekly');
    expect(views.map((v) => v.query)).toEqual(['keyword=b']);

    const byColleague = await send('colleague', 'save', {
      id: first.id,
      listKey: 'cases',
      name: 'Weekly',
      query: 'keyword=c',
      roleId: null,
    });
    expect(byColleague.code).toBe(CODES.forbidden);
    const byStranger = await send('finance', 'save', {
      id: first.id,
      listKey: 'cases',
      name: 'Weekly',
      query: 'keyword=c',
      roleId: null,
    });
    expect(byStranger.code).toBe(CODES.notFound);
  });

  it('refuses renaming a view to another of the owner’s names', async () => {
    await save('agent', { name: 'Alpha' });
    const beta = await save('agent', { name: 'Beta' });
    const answer = await send('agent', 'save', {
      id: beta.id,
      listKey: 'cases',
      name: 'Alpha',
      query: '',
      roleId: null,
    });
    expect(answer.code).toBe(CODES.badInput);
    expect(answer.data).toMatchObject({ fields: [{ field: 'name' }] });
  });

  it('lets the owner or an administrator delete a view, nobody else', async () => {
    const shared = await save('agent', { name: 'To delete', roleId: roleIds.Agent });
    expect((await send('colleague', 'remove', { id: shared.id })).code).toBe(CODES.forbidden);
    expect((await send('finance', 'remove', { id: shared.id })).code).toBe(CODES.notFound);
    expect((await send('agent', 'remove', { id: shared.id })).code).toBe(CODES.ok);
    expect((await listOf('colleague')).views.map((v) => v.id)).not.toContain(shared.id);

    // An administrator deletes only what they see: a personal view of another is not found.
    const personal = await save('agent', { name: 'Personal' });
    expect((await send('admin', 'remove', { id: personal.id })).code).toBe(CODES.notFound);
  });

  it('lets an administrator delete a colleague’s view shared with their role', async () => {
    // multi holds the Administrator role besides theirs (works as an agent): their shared view.
    const multi = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, WHO.multi),
    });
    await t.database.db
      .insert(userRoles)
      .values({ userId: multi?.id ?? 0, roleId: roleIds.Administrator ?? 0 });
    const view = await save('multi', { name: 'For administrators', roleId: roleIds.Administrator });
    expect((await listOf('admin')).views.find((v) => v.id === view.id)).toMatchObject({
      canEdit: false,
      canRemove: true,
    });
    expect((await send('admin', 'remove', { id: view.id })).code).toBe(CODES.ok);
    expect((await listOf('multi')).views.map((v) => v.id)).not.toContain(view.id);
  });

  it('keeps at most VIEWS_PER_LIST views of one list per person', async () => {
    for (let n = 0; n < VIEWS_PER_LIST; n++) await save('norole', { name: `View ${n}` });
    const over = await send('norole', 'save', {
      listKey: 'cases',
      name: 'One too many',
      query: '',
      roleId: null,
    });
    expect(over.code).toBe(CODES.conflict);
    // Saving over one of them is no new view.
    await save('norole', { name: 'View 3', query: 'page=2' });
  });
});

describe('the default view', () => {
  it('is one per person and list, set to a view they see, cleared with null', async () => {
    const a = await save('colleague', { name: 'Default A' });
    const b = await save('colleague', { name: 'Default B' });
    const set = (id: number | null, who: Who = 'colleague', listKey = 'cases') =>
      send(who, 'setDefault', { listKey, id });
    expect((await set(a.id)).code).toBe(CODES.ok);
    expect((await set(b.id)).code).toBe(CODES.ok);
    expect((await listOf('colleague')).defaultId).toBe(b.id);
    // Not a view they see, or not a view of that list.
    expect((await set(a.id, 'finance')).code).toBe(CODES.notFound);
    expect((await set(a.id, 'colleague', 'finance.refunds')).code).toBe(CODES.notFound);
    expect((await set(null)).code).toBe(CODES.ok);
    expect((await listOf('colleague')).defaultId).toBeNull();
  });

  it('may be a view shared with them, and goes when that view is deleted', async () => {
    const shared = await save('agent', { name: 'Team default', roleId: roleIds.Agent });
    expect((await send('multi', 'setDefault', { listKey: 'cases', id: shared.id })).code).toBe(
      CODES.ok,
    );
    expect((await listOf('multi')).defaultId).toBe(shared.id);
    await send('agent', 'remove', { id: shared.id });
    expect((await listOf('multi')).defaultId).toBeNull();
  });

  it('refuses a list key the portal would not name, and refuses a visitor', async () => {
    const bad = await send('agent', 'list', { listKey: 'Cases; DROP' });
    expect(bad.code).toBe(CODES.badInput);
    const visitor = await call(t.app, 'bq/view/list', { listKey: 'cases' }, { encoding: 'json' });
    expect(visitor.code).toBe(CODES.tokenInvalid);
  });
});
