import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODES, MODULE_IDS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { roleModules, roles } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { seededDatabase } from './helpers.js';
import { freePort, spawnNode } from './node-child.js';

/**
 * Issue 23 §8 with real processes: two servers (`main`, each its own session cache) on one
 * PostgreSQL database. A logout, a password change and a role edit on the first are refused by
 * the second within SESSION_CACHE_SECONDS of the change, while the token is used all along.
 * A session its person ended from another of theirs (bq/session/end) is refused the same way.
 * PostgreSQL only (test/engines.ts): PGlite admits one process per data directory.
 */

const CACHE_SECONDS = 2;
/** How often the token is used on the other process. */
const EVERY_MS = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  child: ChildProcess;
  base: string;
}

type Answer = { code: number; message: string; data: { token?: string } | null };

async function post(server: Server, call: string, body: object, token?: string, json = false) {
  const res = await fetch(`${server.base}/${call}`, {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
        ).toString(),
  });
  return (await res.json()) as Answer;
}

async function start(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawnNode('main', {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { child, base: `http://127.0.0.1:${port}/api` };
  const deadline = performance.now() + 120_000;
  for (;;) {
    try {
      await fetch(`${server.base}/general/unauth/loginByEmail`, { method: 'POST' });
      return server;
    } catch (error) {
      if (child.exitCode !== null || performance.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const stop = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server || server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

async function login(server: Server, email: string, password = DEMO_PASSWORD) {
  const answer = await post(server, 'general/unauth/loginByEmail', { email, password });
  expect(answer.code, answer.message).toBe(200);
  return answer.data?.token as string;
}

let database: Database;
let first: Server;
let second: Server;
beforeAll(async () => {
  const made = await seededDatabase();
  database = made.database;
  [first, second] = await Promise.all([start(made.url as string), start(made.url as string)]);
}, 240_000);
afterAll(async () => {
  await Promise.all([stop(first), stop(second)]);
  await database?.close();
});

/**
 * Uses the token on the second process every EVERY_MS until it answers `refused`; each answer
 * before that is a success. Resolves the milliseconds from `since` (just before the change was
 * asked for) to the first refusal.
 */
async function refusedAfter(
  since: number,
  use: () => Promise<Answer>,
  refused: number,
): Promise<number> {
  for (;;) {
    const answer = await use();
    if (answer.code === refused) return performance.now() - since;
    expect(answer.code, answer.message).toBe(200);
    if (performance.now() - since > 10 * CACHE_SECONDS * 1000) throw new Error('never refused');
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
}

/** The change reaches the other process within the cache time (and a request's own duration). */
const WITHIN_MS = CACHE_SECONDS * 1000 + 1000;

describe('a revocation on one server process reaches another process (issue 23 §8)', () => {
  it('a logout on one process is refused by the other within the cache time', async () => {
    const token = await login(first, 'agent@bq.example.com');
    const badge = () => post(second, 'bq/application/getNum', {}, token);
    expect((await badge()).code).toBe(200);
    const since = performance.now();
    expect((await post(first, 'general/user/logout', {}, token)).code).toBe(200);
    expect(await refusedAfter(since, badge, CODES.tokenInvalid)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a session its person ended from another of theirs is refused by the other process', async () => {
    const laptop = await login(first, 'mentor@bq.example.com');
    const phone = await login(first, 'mentor@bq.example.com');
    const badge = () => post(second, 'bq/application/getNum', {}, phone);
    expect((await badge()).code).toBe(200);
    const mine = (await post(first, 'bq/session/mine', {}, laptop, true)) as unknown as {
      data: { id: number; current: boolean }[];
    };
    const other = mine.data.find((s) => !s.current);
    if (!other) throw new Error('the second session is not listed');
    const since = performance.now();
    const ended = await post(first, 'bq/session/end', { id: other.id }, laptop, true);
    expect(ended.code, ended.message).toBe(200);
    expect(await refusedAfter(since, badge, CODES.tokenInvalid)).toBeLessThanOrEqual(WITHIN_MS);
    expect((await post(second, 'bq/application/getNum', {}, laptop)).code).toBe(200);
  });

  it('a password change on one process ends the sessions the other still caches', async () => {
    const token = await login(first, 'finance@bq.example.com');
    const badge = () => post(second, 'bq/application/getNum', {}, token);
    expect((await badge()).code).toBe(200);
    const since = performance.now();
    const changed = await post(
      first,
      'general/user/updatePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'another-long-password' },
      token,
    );
    expect(changed.code, changed.message).toBe(200);
    expect(await refusedAfter(since, badge, CODES.tokenInvalid)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it("a role edit on one process takes the holder's queue away on the other", async () => {
    const approver = await login(first, 'approver@bq.example.com');
    const admin = await login(first, 'admin@bq.example.com');
    const queue = () => post(second, 'bq/application/search', {}, approver, true);
    expect((await queue()).code).toBe(200);
    const [role] = await database.db.select().from(roles).where(eq(roles.name, 'Approver'));
    if (!role) throw new Error('no Approver role');
    const held = await database.db
      .select({ id: roleModules.moduleId })
      .from(roleModules)
      .where(eq(roleModules.roleId, role.id));
    const kept = held.map((m) => m.id).filter((id) => id !== MODULE_IDS['approval/examine']);
    const since = performance.now();
    const edited = await post(
      first,
      'general/admin-role/updateRoleByIdJson',
      { id: role.id, moduleIds: kept.join(',') },
      admin,
    );
    expect(edited.code, edited.message).toBe(200);
    expect(await refusedAfter(since, queue, CODES.forbidden)).toBeLessThanOrEqual(WITHIN_MS);
    // The token itself is still good on the other process: only the queue went.
    expect((await post(second, 'bq/application/getNum', {}, approver)).code).toBe(200);
  });
});
