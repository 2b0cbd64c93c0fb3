import { CODES, MODULE_IDS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { roleModules, roles } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/** Sliding idle expiry below a minute (issue 9 §9): an active session must stay alive. */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ TOKEN_IDLE_MINUTES: '0.5', SESSION_CACHE_SECONDS: '5' });
});
afterAll(() => t?.close());

const poll = (token: string) => call(t.app, 'bq/application/getNum', {}, { token });

describe('TOKEN_IDLE_MINUTES below 1', () => {
  it('keeps a session alive while it is used every 20 s, for three minutes', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    for (let i = 0; i < 9; i++) {
      t.clock.now += 20_000;
      expect((await poll(token)).code, `after ${(i + 1) * 20} s`).toBe(200);
    }
  });

  it('still ends a session left idle longer than the limit', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    t.clock.now += 10_000;
    expect((await poll(token)).code).toBe(200);
    t.clock.now += 31_000;
    expect((await poll(token)).code).toBe(1001);
  });
});

describe('a revocation on one server process reaches another (issue 23 §8)', () => {
  const SECONDS = 5;

  /** The approver's queue, a JSON call (the badge count is form-encoded). */
  const QUEUE = 'bq/application/search';

  /**
   * The first second at which `other` answers `refused` to the token's call, polled every second
   * (the token in use all along); until then the call must still answer 200.
   */
  async function refusedAfter(
    other: Awaited<ReturnType<typeof buildApp>>,
    token: string,
    path = 'bq/application/getNum',
    refused = 1001,
  ) {
    for (let second = 1; second <= 3 * SECONDS; second++) {
      t.clock.now += 1000;
      const answer = await call(
        other,
        path,
        {},
        { token, ...(path === QUEUE && { encoding: 'json' }) },
      );
      if (answer.code === refused) return second;
      expect(answer.code).toBe(200);
    }
    return null;
  }

  it('a logout, a password change and a role edit are refused elsewhere within the cache time, though the token is used every second', async () => {
    // A second server on the same database: its own session cache, as another process has.
    const other = await buildApp({
      config: testConfig({ TOKEN_IDLE_MINUTES: '0.5', SESSION_CACHE_SECONDS: String(SECONDS) }),
      database: t.database,
      now: () => new Date(t.clock.now),
      logger: false,
    });
    try {
      const agent = await sessionFor(t, 'agent@bq.example.com');
      expect((await call(other, 'bq/application/getNum', {}, { token: agent })).code).toBe(200);
      expect((await call(t.app, 'general/user/logout', {}, { token: agent })).code).toBe(200);
      expect((await poll(agent)).code).toBe(1001);
      const afterLogout = await refusedAfter(other, agent);
      expect(afterLogout).not.toBeNull();
      expect(afterLogout).toBeLessThanOrEqual(SECONDS);

      const finance = await sessionFor(t, 'finance@bq.example.com');
      expect((await call(other, 'bq/application/getNum', {}, { token: finance })).code).toBe(200);
      const changed = await call(
        t.app,
        'general/user/updatePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'another-long-password' },
        { token: finance },
      );
      expect(changed.code, changed.message).toBe(200);
      const afterChange = await refusedAfter(other, finance);
      expect(afterChange).not.toBeNull();
      expect(afterChange).toBeLessThanOrEqual(SECONDS);

      // A role edit: the Approver role loses its examine queue on this server; the other one
      // refuses the holder's queue within the cache time (the token stays valid).
      const approver = await sessionFor(t, 'approver@bq.example.com');
      const first = await call(other, QUEUE, {}, { token: approver, encoding: 'json' });
      expect(first.code, first.message).toBe(200);
      const [role] = await t.database.db.select().from(roles).where(eq(roles.name, 'Approver'));
      if (!role) throw new Error('no Approver role');
      const held = await t.database.db
        .select({ id: roleModules.moduleId })
        .from(roleModules)
        .where(eq(roleModules.roleId, role.id));
      const edit = (moduleIds: string[]) =>
        call(
          t.app,
          'general/admin-role/updateRoleByIdJson',
          { id: role.id, moduleIds: moduleIds.join(',') },
          { token: admin },
        );
      const admin = await sessionFor(t, 'admin@bq.example.com');
      const kept = held.map((m) => m.id).filter((id) => id !== MODULE_IDS['approval/examine']);
      expect((await edit(kept)).code).toBe(200);
      const afterEdit = await refusedAfter(other, approver, QUEUE, CODES.forbidden);
      expect(afterEdit).not.toBeNull();
      expect(afterEdit).toBeLessThanOrEqual(SECONDS);
      expect((await edit(held.map((m) => m.id))).code).toBe(200);
    } finally {
      await other.close();
    }
  });
});
