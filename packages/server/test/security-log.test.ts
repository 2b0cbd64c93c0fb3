import { allCalls, CODES, MODULE_IDS, type MySession, type SecurityEvent } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import { deviceLabel } from '../src/domain/security/device.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { userId } from './cases-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * Sessions and the security log (migration 0220, docs/auth.md): a person lists and ends only their
 * own sessions, and an ended one is refused on its next call; each sign-in, failure (with its
 * reason), logout and role change is an event with time, person, address and device; only
 * administrators read and export the log; the database refuses to change or remove an event.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await startApp({ LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '1000' });
  admin = await sessionFor(t, 'admin@bq.example.com');
  adminId = await userId(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

/** A call from a browser: its address and User-Agent, as the log reads them. */
async function from(
  path: string,
  body: Record<string, unknown>,
  opts: { token?: string; ip?: string; ua?: string } = {},
) {
  const json = allCalls().find((c) => c.call.path === path)?.call.encoding === 'json';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.ua ? { 'user-agent': opts.ua } : {}),
    },
    payload: json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
    remoteAddress: opts.ip ?? '198.51.100.7',
  });
  return res.json() as { code: number; message: string; data: never };
}

const signIn = (email: string, password: string, opts: { ip?: string; ua?: string } = {}) =>
  from('general/unauth/loginByEmail', { email, password }, opts);

async function events(filter: Record<string, unknown> = {}, token = admin) {
  const answer = await call(t.app, 'bq/security/events', filter, { token, encoding: 'json' });
  expect(answer.code, answer.message).toBe(CODES.ok);
  return answer.data.list as SecurityEvent[];
}

describe('the device label', () => {
  it('reads browsers and systems, and nothing else of the header', () => {
    expect(deviceLabel(CHROME)).toBe('Chrome 131 on Windows');
    expect(deviceLabel(IPHONE)).toBe('Safari 17 on iPhone');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on macOS');
    expect(
      deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133 on Linux');
    expect(
      deviceLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux');
    expect(deviceLabel(undefined)).toBe('Unknown device');
    expect(deviceLabel('=HYPERLINK("http://evil")')).toBe('Unknown device');
  });
});

describe('sign-ins and their failures', () => {
  const email = 'lecturer@bq.example.com';

  it('a wrong password, then the right one: two events with address and device', async () => {
    const wrong = await signIn(email, 'not-the-password-1', { ua: CHROME, ip: '203.0.113.9' });
    expect(wrong.code).toBe(400);
    const right = await signIn(email, DEMO_PASSWORD, { ua: CHROME, ip: '203.0.113.9' });
    expect(right.code, right.message).toBe(CODES.ok);
    const lecturer = await userId(t, email);
    const [ok, failed] = await events({ userId: lecturer });
    expect(failed).toMatchObject({
      kind: 'sign_in_failed',
      reason: 'wrong_password',
      userId: lecturer,
      userEmail: email,
      ip: '203.0.113.9',
      device: 'Chrome 131 on Windows',
      at: new Date(TEST_NOW).toISOString(),
    });
    expect(ok).toMatchObject({
      kind: 'sign_in',
      reason: null,
      detail: { method: 'password' },
      ip: '203.0.113.9',
      device: 'Chrome 131 on Windows',
      sessionId: expect.any(Number),
    });
  });

  it('an unknown address keeps the address typed; the throttle is its own reason', async () => {
    const typed = 'nobody.here@example.com';
    expect((await signIn(typed, 'whatever-pass-1')).code).toBe(400);
    const [unknown] = await events({ kind: 'sign_in_failed' });
    expect(unknown).toMatchObject({ reason: 'unknown_user', userId: null });
    expect(unknown?.detail.email).toBe(typed);
    const target = 'finance@bq.example.com';
    // A name typed to look like a formula, for the CSV below.
    await t.database.db.execute(sql`UPDATE users SET name = '=SUM(1+1)' WHERE email = ${target}`);
    for (let i = 0; i < 3; i += 1)
      await signIn(target, `wrong-${i}-password`, { ip: '192.0.2.44' });
    const locked = await signIn(target, DEMO_PASSWORD, { ip: '192.0.2.44' });
    expect(locked.code).toBe(CODES.tooMany);
    const [last] = await events({ userId: await userId(t, target) });
    expect(last).toMatchObject({ kind: 'sign_in_failed', reason: 'throttled', ip: '192.0.2.44' });
    // A client that goes on while refused: three such events, then one a minute.
    for (let i = 0; i < 5; i += 1) await signIn(target, DEMO_PASSWORD, { ip: '192.0.2.44' });
    const throttled = async () =>
      (await events({ kind: 'sign_in_failed' })).filter((e) => e.reason === 'throttled').length;
    expect(await throttled()).toBe(3);
    t.clock.now += 60_000;
    await signIn(target, DEMO_PASSWORD, { ip: '192.0.2.44' });
    expect(await throttled()).toBe(4);
  });
});

describe("a person's sessions", () => {
  const email = 'mentor@bq.example.com';
  let phone = '';
  let laptop = '';

  it('lists my open sessions with device and address, this one marked', async () => {
    const first = await signIn(email, DEMO_PASSWORD, { ua: CHROME, ip: '198.51.100.20' });
    const second = await signIn(email, DEMO_PASSWORD, { ua: IPHONE, ip: '198.51.100.21' });
    expect(first.code, first.message).toBe(CODES.ok);
    expect(second.code, second.message).toBe(CODES.ok);
    laptop = (first.data as { token: string }).token;
    phone = (second.data as { token: string }).token;
    const mine = await from('bq/session/mine', {}, { token: laptop });
    expect(mine.code, mine.message).toBe(CODES.ok);
    const list = mine.data as MySession[];
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome 131 on Windows' });
    expect(list[0]?.ip).toBe('198.51.100.20');
    expect(list.find((s) => s.device === 'Safari 17 on iPhone')).toMatchObject({
      current: false,
      ip: '198.51.100.21',
    });
  });

  it("ends another session of mine: its next call is refused; another person's is not found", async () => {
    const list = (await from('bq/session/mine', {}, { token: laptop })).data as MySession[];
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    const admins = (await from('bq/session/mine', {}, { token: admin })).data as MySession[];
    const notMine = admins[0]?.id ?? 0;
    expect((await from('bq/session/end', { id: notMine }, { token: laptop })).code).toBe(
      CODES.notFound,
    );
    expect((await from('general/user/getUserRoles', {}, { token: admin })).code).toBe(CODES.ok);
    const ended = await from('bq/session/end', { id: other?.id }, { token: laptop, ua: CHROME });
    expect(ended.code, ended.message).toBe(CODES.ok);
    expect((await from('general/user/getUserRoles', {}, { token: phone })).code).toBe(
      CODES.tokenInvalid,
    );
    expect((await from('general/user/getUserRoles', {}, { token: laptop })).code).toBe(CODES.ok);
    const again = await from('bq/session/end', { id: other?.id }, { token: laptop });
    expect(again.code).toBe(CODES.notFound);
    const [event] = await events({ kind: 'session_ended' });
    expect(event).toMatchObject({
      userId: await userId(t, email),
      subjectId: await userId(t, email),
      sessionId: other?.id,
      detail: { how: 'ended_by_owner' },
      device: 'Chrome 131 on Windows',
    });
  });

  it('a logout is an ended session too', async () => {
    expect((await from('general/user/logout', {}, { token: laptop })).code).toBe(CODES.ok);
    const [event] = await events({ kind: 'session_ended' });
    expect(event?.detail).toEqual({ how: 'logout' });
    expect((await from('bq/session/mine', {}, { token: laptop })).code).toBe(CODES.tokenInvalid);
  });
});

describe('role and permission changes', () => {
  it("a role's modules edited, and an active role switched", async () => {
    const roles = await call(
      t.app,
      'general/role/selectRoleAndDutyAndModulesByCondition',
      { pageNum: 1, pageSize: 50 },
      { token: admin },
    );
    const approver = roles.data.list.find((r: { name: string }) => r.name === 'Approver');
    const moduleIds: string[] = approver.moduleIds;
    const edit = await call(
      t.app,
      'general/admin-role/updateRoleByIdJson',
      { id: approver.id, moduleIds: [...moduleIds, MODULE_IDS['system/change-log']] },
      { token: admin },
    );
    expect(edit.code, edit.message).toBe(CODES.ok);
    const [changed] = await events({ kind: 'role_changed' });
    expect(changed).toMatchObject({ userId: adminId, userName: 'Ada Admin' });
    expect(changed?.detail).toMatchObject({
      op: 'update',
      roleId: String(approver.id),
      roleName: 'Approver',
      modulesAdded: MODULE_IDS['system/change-log'],
    });
    expect(changed?.detail.modulesRemoved).toBeUndefined();

    const multi = await sessionFor(t, 'multi@bq.example.com');
    const held = await call(t.app, 'general/user/getUserRoles', { needRole: 1 }, { token: multi });
    const other = held.data.relList.at(-1).roleId;
    const switched = await call(
      t.app,
      'general/role/updateOwnRole',
      { roleId: other, type: 1 },
      { token: multi },
    );
    expect(switched.code, switched.message).toBe(CODES.ok);
    const [event] = await events({ kind: 'role_switched' });
    expect(event).toMatchObject({ userId: await userId(t, 'multi@bq.example.com') });
    expect(event?.detail.roleId).toBe(String(other));
  });
});

describe('who reads the log', () => {
  it('administrators only; a person reads only their own sessions', async () => {
    const agent = await sessionFor(t, 'agent@bq.example.com');
    for (const path of ['bq/security/events', 'bq/security/export']) {
      expect((await call(t.app, path, {}, { token: agent, encoding: 'json' })).code).toBe(
        CODES.forbidden,
      );
    }
    const mine = (await from('bq/session/mine', {}, { token: agent })).data as MySession[];
    expect(mine.every((s) => s.current || s.id > 0)).toBe(true);
    const agentId = await userId(t, 'agent@bq.example.com');
    const rows = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id <> ${agentId} AND revoked_at IS NULL`,
    );
    expect(rows.rows[0]?.n).toBeGreaterThan(0);
    expect(mine).toHaveLength(1);
  });

  it('filters by kind and days; the CSV holds the same events, formulas neutralised', async () => {
    const day = '2026-12-01';
    const failed = await events({ kind: 'sign_in_failed', from: day, to: day });
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(await events({ kind: 'sign_in_failed', from: '2026-12-02' })).toEqual([]);
    const file = await call(
      t.app,
      'bq/security/export',
      { kind: 'sign_in_failed' },
      { token: admin, encoding: 'json' },
    );
    expect(file.code, file.message).toBe(CODES.ok);
    expect(file.data).toMatchObject({ mime: 'text/csv; charset=utf-8', leftOut: 0 });
    expect(file.data.fileName).toMatch(/^security-log-\d{12}\.csv$/);
    const text = Buffer.from(file.data.contentBase64, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Time (California),Event,Reason,Person,E-mail');
    expect(lines).toHaveLength(failed.length + 1);
    expect(text).toContain("'=SUM(1+1)");
    expect(text).not.toMatch(/,=SUM/);
    expect(text).toContain('nobody.here@example.com');
    expect(text).toContain('Chrome 131 on Windows');
    expect(text).toContain('203.0.113.9');
  });
});

describe('the security log is append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of its rows, even by raw SQL', async () => {
    const count = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM security_events`,
        )
      ).rows[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(sql`UPDATE security_events SET ip = ''`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM security_events`)).toMatch(/append-only/);
    expect(await refusal(sql`TRUNCATE security_events`)).toMatch(/append-only/);
    expect(await count()).toBe(before);
  });
});
