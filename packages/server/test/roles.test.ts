import { MODULE_IDS, MODULE_TREE } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

describe('roles', () => {
  it('switches the active role and returns roleIds with it first', async () => {
    const token = await sessionFor(t, 'multi@bq.example.com');
    const roles = await call(t.app, 'general/user/getUserRoles', { needRole: 'true' }, { token });
    const rel = roles.data.relList as {
      roleId: number;
      roleName: string;
      dutyName: string;
      ifActive: number;
    }[];
    expect(rel.map((r) => `${r.dutyName} - ${r.roleName}`).sort()).toEqual([
      'Operations - Approver',
      'Sales - Agent',
    ]);
    const approver = rel.find((r) => r.roleName === 'Approver');
    expect(approver?.ifActive).toBe(0);
    expect(
      (await call(t.app, 'bq/application/getNum', {}, { token })).data.pendingApprovalNum,
    ).toBe(0);

    const answer = await call(
      t.app,
      'general/role/updateOwnRole',
      { roleId: approver?.roleId, type: 1 },
      { token },
    );
    expect(answer.data.roleIds[0]).toBe(approver?.roleId);
    // The same token now carries the new role's modules.
    expect(
      (await call(t.app, 'bq/application/getNum', {}, { token })).data.pendingApprovalNum,
    ).toBe(150);
    const tree = await call(t.app, 'general/role/selectOwnRoleTree', {}, { token });
    const approval = tree.data.find((e: { id: string }) => e.id === MODULE_IDS.approval);
    expect(approval.list.map((c: { id: string }) => c.id)).toContain(
      MODULE_IDS['approval/examine'],
    );
  });

  it('refuses a role the user does not hold, and a type other than 1', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    expect(
      (await call(t.app, 'general/role/updateOwnRole', { roleId: 1, type: 1 }, { token })).code,
    ).toBe(403);
    expect(
      (await call(t.app, 'general/role/updateOwnRole', { roleId: 1, type: 2 }, { token })).code,
    ).toBe(400);
  });

  it('gives an empty role tree to a user without roles', async () => {
    const token = await sessionFor(t, 'norole@bq.example.com');
    expect((await call(t.app, 'general/role/selectOwnRoleTree', {}, { token })).data).toEqual([]);
  });

  it('shows the Create new permission item to agents only', async () => {
    const hasCreate = async (email: string) => {
      const token = await sessionFor(t, email);
      const tree = await call(t.app, 'general/role/selectOwnRoleTree', {}, { token });
      return JSON.stringify(tree.data).includes(MODULE_IDS['transaction/create-new']);
    };
    expect(await hasCreate('agent@bq.example.com')).toBe(true);
    expect(await hasCreate('lecturer@bq.example.com')).toBe(false);
  });

  it('creates, reads, updates and deletes a role (admin)', async () => {
    const token = await sessionFor(t, 'admin@bq.example.com');
    const duties = await call(t.app, 'general/role/selectFirstLevelRoles', {}, { token });
    const sales = duties.data.find((d: { name: string }) => d.name === 'Sales');
    const add = await call(
      t.app,
      'general/admin-role/addRoleJson',
      {
        name: 'Trainee',
        dutyId: sales.id,
        moduleIds: `${MODULE_IDS.home},${MODULE_IDS['home/dashboard']}`,
      },
      { token },
    );
    expect(add.code).toBe(200);
    const id = add.data.id as number;
    const mods = await call(
      t.app,
      'general/admin-role/selectModulesByRoleId',
      { roleId: id },
      { token },
    );
    expect(mods.data.moduleIds.sort()).toEqual(
      [MODULE_IDS.home, MODULE_IDS['home/dashboard']].sort(),
    );

    const bad = await call(
      t.app,
      'general/admin-role/updateRoleByIdJson',
      { id, moduleIds: '123' },
      { token },
    );
    expect(bad).toMatchObject({ code: 400, message: expect.stringContaining('123') });
    const upd = await call(
      t.app,
      'general/admin-role/updateRoleByIdJson',
      { id, name: 'Junior agent', moduleIds: MODULE_IDS.calendar },
      { token },
    );
    expect(upd.code).toBe(200);
    const list = await call(
      t.app,
      'general/role/selectRoleAndDutyAndModulesByCondition',
      { name: 'junior' },
      { token },
    );
    expect(list.data).toMatchObject({
      total: 1,
      list: [
        { name: 'Junior agent', dutyName: 'Sales', moduleIds: [MODULE_IDS.calendar], userCount: 0 },
      ],
    });

    expect((await call(t.app, 'general/admin-role/deleteRole', { id }, { token })).code).toBe(200);
    expect((await call(t.app, 'general/admin-role/deleteRole', { id }, { token })).code).toBe(404);
  });

  it('refuses to delete a role somebody holds', async () => {
    const token = await sessionFor(t, 'admin@bq.example.com');
    const list = await call(
      t.app,
      'general/role/selectRoleAndDutyAndModulesByCondition',
      { name: 'Agent' },
      { token },
    );
    const agentRole = list.data.list.find((r: { name: string }) => r.name === 'Agent');
    expect(
      (await call(t.app, 'general/admin-role/deleteRole', { id: agentRole.id }, { token })).code,
    ).toBe(409);
  });

  it('serves the whole permission tree and the own module ids', async () => {
    const token = await sessionFor(t, 'admin@bq.example.com');
    const tree = await call(t.app, 'general/dictionary/selectAllPermissionTree', {}, { token });
    expect(tree.data.map((m: { id: string }) => m.id)).toEqual(MODULE_TREE.map((m) => m.id));
    const own = await call(t.app, 'general/dictionary/selectByUserId', {}, { token });
    expect(own.data.moduleIds).toContain(MODULE_IDS.system);
  });
});
