import { MODULE_IDS } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PENDING_TOTAL, DEMO_ROLES, DEMO_USERS } from '../src/seed/demo-data.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

describe('organisation', () => {
  it('serves the region tree and branches', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    const tree = await call(t.app, 'bq/org/getAreaList', {}, { token });
    expect(tree.data.length).toBe(3);
    const bay = tree.data.find((r: { name: string }) => r.name === 'Bay Area');
    expect(bay).toMatchObject({ parentId: null, oldId: null, type: 1 });
    expect(bay.children).toHaveLength(3);
    const sons = await call(t.app, 'bq/org/getSonNode', { id: bay.id }, { token });
    expect(sons.data.map((b: { parentId: number }) => b.parentId)).toEqual([
      bay.id,
      bay.id,
      bay.id,
    ]);
    const branches = await call(
      t.app,
      'bq/org/getBranchList',
      { regionId: bay.id, name: 'san' },
      { token, encoding: 'json' },
    );
    expect(branches.data.map((b: { name: string }) => b.name)).toEqual([
      'San Francisco',
      'San Jose',
    ]);
  });

  it('adds, moves (recording oldId), refuses stale moves and deletes', async () => {
    const token = await sessionFor(t, 'admin@bq.example.com');
    const json = { token, encoding: 'json' as const };
    const north = (await call(t.app, 'bq/org/add', { name: 'North Coast' }, json)).data.id;
    const south = (await call(t.app, 'bq/org/add', { name: 'South Coast' }, json)).data.id;
    const branch = (await call(t.app, 'bq/org/add', { name: 'Eureka', parentId: north }, json)).data
      .id;
    expect((await call(t.app, 'bq/org/add', { name: 'X', parentId: branch }, json)).code).toBe(400);

    expect(
      (await call(t.app, 'bq/org/edit', { id: branch, parentId: south, oldId: north }, json)).code,
    ).toBe(200);
    const moved = await call(t.app, 'bq/org/getSonNode', { id: south }, { token });
    expect(moved.data[0]).toMatchObject({ id: branch, parentId: south, oldId: north });
    expect(
      (await call(t.app, 'bq/org/edit', { id: branch, parentId: north, oldId: north }, json)).code,
    ).toBe(409);

    expect((await call(t.app, 'bq/org/delete', { id: south }, { token })).code).toBe(409);
    expect((await call(t.app, 'bq/org/delete', { id: branch }, { token })).code).toBe(200);
    expect((await call(t.app, 'bq/org/delete', { id: south }, { token })).code).toBe(200);
    expect((await call(t.app, 'bq/org/delete', { id: south }, { token })).code).toBe(404);
  });

  it('keeps org writes to branch managers', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    expect(
      (await call(t.app, 'bq/org/add', { name: 'Nope' }, { token, encoding: 'json' })).code,
    ).toBe(403);
  });
});

describe('badges, agent details and messages', () => {
  it('shows the demo numbers', async () => {
    for (const demo of DEMO_USERS) {
      const token = await sessionFor(t, demo.email);
      const unread = await call(t.app, 'bq/messageStation/getUnreadNum', {}, { token });
      expect(unread.data.unReadNum, demo.email).toBe(demo.unread);
      const num = await call(t.app, 'bq/application/getNum', {}, { token });
      expect(num.data.approveNum, demo.email).toBe(demo.pendingOwn);
      const active = demo.roles[0];
      const examines = active
        ? DEMO_ROLES[active].modules.includes(MODULE_IDS['approval/examine'])
        : false;
      expect(num.data.pendingApprovalNum, demo.email).toBe(
        examines ? DEMO_PENDING_TOTAL - demo.pendingOwn : 0,
      );
    }
    expect(DEMO_PENDING_TOTAL).toBe(150);
  });

  it('gives agent status and mentor certificate', async () => {
    const expectations = [
      ['agent.nolicense@bq.example.com', 3, 0],
      ['agent.noboard@bq.example.com', 2, 0],
      ['mentor@bq.example.com', 1, 1],
    ] as const;
    for (const [email, status, mentor] of expectations) {
      const token = await sessionFor(t, email);
      const details = await call(t.app, 'bq/agentInfo/getPersonalDetails', {}, { token });
      expect(details.data.agentInfo.agentStatus).toBe(status);
      const config = await call(
        t.app,
        'bq/agentAdminConfig/getByAgentId',
        { agentId: details.data.agentInfo.agentId },
        { token },
      );
      expect(config.data.mentorCertificate).toBe(mentor);
    }
    const lecturer = await sessionFor(t, 'lecturer@bq.example.com');
    expect(
      (await call(t.app, 'bq/agentInfo/getPersonalDetails', {}, { token: lecturer })).data
        .agentInfo,
    ).toBeNull();
    expect(
      (await call(t.app, 'bq/agentAdminConfig/getByAgentId', { agentId: 1 }, { token: lecturer }))
        .code,
    ).toBe(403);
    const admin = await sessionFor(t, 'admin@bq.example.com');
    expect(
      (await call(t.app, 'bq/agentAdminConfig/getByAgentId', { agentId: 1 }, { token: admin }))
        .code,
    ).toBe(200);
    expect(
      (await call(t.app, 'bq/agentAdminConfig/getByAgentId', { agentId: 9999 }, { token: admin }))
        .code,
    ).toBe(404);
  });

  it('lists, marks read and deletes own messages only', async () => {
    const token = await sessionFor(t, 'approver@bq.example.com');
    const page = await call(
      t.app,
      'bq/messageStation/getMessageList',
      { pageNum: 1, pageSize: 5, status: 0 },
      { token },
    );
    expect(page.data.total).toBe(12);
    expect(page.data.list).toHaveLength(5);
    const ids = page.data.list.map((m: { id: number }) => m.id).slice(0, 2);
    const marked = await call(
      t.app,
      'bq/messageStation/updateMessageStatus',
      { ids: ids.join(',') },
      { token },
    );
    expect(marked.data.updated).toBe(2);
    expect(
      (await call(t.app, 'bq/messageStation/getUnreadNum', {}, { token })).data.unReadNum,
    ).toBe(10);

    const other = await sessionFor(t, 'agent@bq.example.com');
    const foreign = await call(
      t.app,
      'bq/messageStation/delete',
      { ids: ids.join(',') },
      { token: other },
    );
    expect(foreign.data.deleted).toBe(0);
    const mine = await call(t.app, 'bq/messageStation/delete', { ids: ids[0] }, { token });
    expect(mine.data.deleted).toBe(1);
  });

  it('builds a to-do list', async () => {
    const token = await sessionFor(t, 'agent.nolicense@bq.example.com');
    const todo = await call(t.app, 'bq/statistical/getTodoList', {}, { token });
    expect(todo.data.list.map((i: { type: string }) => i.type)).toEqual([
      'application',
      'message',
      'license',
    ]);
  });
});
