import { MODULE_IDS, ROLES_VERSION_HEADER } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleModules, roles } from '../src/db/schema.js';
import { call, login, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

async function ownTree(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/general/role/selectOwnRoleTree',
    headers: { authorization: token },
  });
  const ids = (res.json().data as { id: string }[]).map((e) => e.id);
  return { version: res.headers[ROLES_VERSION_HEADER], ids };
}

describe('a role edit takes effect for signed-in holders', () => {
  it("changes a holder's modules and roles version on their next call, without a new login", async () => {
    // A real login token: the same one is used before and after the edit.
    const holder = await login(t.app, 'approver@bq.example.com');
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'Approver'));
    if (!role) throw new Error('no Approver role');
    const before = await ownTree(holder);
    expect(before.version).toMatch(/^[\w-]{16}$/);
    expect(before.ids).not.toContain(MODULE_IDS.userroles);
    expect(
      (await call(t.app, 'bq/dre/getList', {}, { token: holder, encoding: 'json' })).code,
    ).toBe(403);
    // A call that changes nothing keeps the version: the portal does not re-load for nothing.
    expect((await ownTree(holder)).version).toBe(before.version);

    const held = await t.database.db
      .select({ id: roleModules.moduleId })
      .from(roleModules)
      .where(eq(roleModules.roleId, role.id));
    const moduleIds = [
      ...held.map((m) => m.id),
      MODULE_IDS.userroles,
      MODULE_IDS['userroles/usermgt'],
    ].join(',');
    const edit = await call(
      t.app,
      'general/admin-role/updateRoleByIdJson',
      { id: role.id, moduleIds },
      { token: admin },
    );
    expect(edit.code).toBe(200);

    const after = await ownTree(holder);
    expect(after.version).not.toBe(before.version);
    expect(after.ids).toContain(MODULE_IDS.userroles);
    const now = await call(t.app, 'bq/dre/getList', {}, { token: holder, encoding: 'json' });
    expect(now.code).toBe(200);
  });

  it('sends no roles version to callers without a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/role/selectOwnRoleTree',
      headers: { authorization: 'bq-guest-token' },
    });
    expect(res.json().code).not.toBe(200);
    expect(res.headers[ROLES_VERSION_HEADER]).toBeUndefined();
  });
});
