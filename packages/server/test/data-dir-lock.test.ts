import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE, type LockLog, lockDataDir } from '../src/db/data-dir-lock.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { seededDataDir } from './helpers.js';
import { freePort, spawnNode } from './node-child.js';

/**
 * Real `src/main.ts` processes on one PGlite data directory: the second refuses to start and names
 * the directory and the running pid; after the first is SIGKILLed its stale lock does not block a
 * restart; the children always get DATA_DIR, never DATABASE_URL. Then the heartbeat, in-process with a lock file written as another server would leave it. Only the
 * PGlite pass runs it (test/engines.ts): the PostgreSQL pass would start the same PGlite children.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The seeded database: the children start on it instead of initialising and seeding their own.
const dataDir = seededDataDir('bq-lock-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawnNode('main', {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { child, port, exited, stderr: () => stderr };
}

async function login(port: number): Promise<{ code: number }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/general/unauth/loginByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=agent%40bq.example.com&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  });
  return (await res.json()) as { code: number };
}

async function waitServing(server: Awaited<ReturnType<typeof start>>) {
  const deadline = performance.now() + 240_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      return await login(server.port);
    } catch {
      if (performance.now() > deadline) throw new Error(`server did not start: ${server.stderr()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

describe('one PGlite data directory, one server', () => {
  it('refuses a second server, naming the directory and the running pid; a SIGKILLed server does not block the restart', async () => {
    const first = await start();
    expect((await waitServing(first)).code).toBe(200);
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(first.child.pid);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.stderr()).toContain(`pid ${first.child.pid}`);
    // The first is untouched and still serves.
    expect((await login(first.port)).code).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    // The dead server's lock is still on disk: the restart must see through it.
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(
      first.child.pid,
    );
    const third = await start();
    expect((await waitServing(third)).code).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(
      third.child.pid,
    );
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 600_000);
});

describe('the lock carries a heartbeat', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const NOW = Date.parse('2026-11-27T12:00:00Z');
  const clock = { now: NOW };
  const base = { now: () => clock.now, heartbeatMs: 10_000, staleMs: 60_000 };

  /** A data directory holding a lock as `holder` left it, its heartbeat `ageMs` before NOW. */
  function leftLock(holder: Record<string, unknown>, ageMs: number) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bq-lock-unit-'));
    dirs.push(dir);
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ startedAt: '2026-11-01T00:00:00.000Z', ...holder }));
    const at = new Date(NOW - ageMs);
    utimesSync(file, at, at);
    clock.now = NOW;
    return { dir, file };
  }
  const logs = () => {
    const lines: string[] = [];
    const log: LockLog = {
      warn: (m) => lines.push(`warn ${m}`),
      error: (m) => lines.push(`error ${m}`),
    };
    return { lines, log };
  };
  const holderOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

  it('takes over a lock from another host whose heartbeat is stale, saying so', () => {
    const { dir, file } = leftLock({ pid: 1, host: 'old-container', heartbeatSeconds: 10 }, 61_000);
    const { lines, log } = logs();
    const release = lockDataDir(dir, { ...base, log });
    expect(lines).toEqual([
      `warn Taking over the data directory lock ${file} (held by pid 1 on old-container): its heartbeat is 61 s old (abandoned after 60 s)`,
    ]);
    expect(holderOf(file)).toMatchObject({
      pid: process.pid,
      host: hostname(),
      heartbeatSeconds: 10,
    });
    expect(statSync(file).mtimeMs).toBe(NOW);
    release();
  });

  it('refuses a lock from another host with a fresh heartbeat, saying what to do', () => {
    const { dir, file } = leftLock({ pid: 1, host: 'other-node', heartbeatSeconds: 10 }, 15_000);
    const { lines, log } = logs();
    expect(() => lockDataDir(dir, { ...base, log })).toThrow(
      `The data directory ${dir} is in use by another BQ server (pid 1 on other-node, started 2026-11-01T00:00:00.000Z). ` +
        'The embedded database belongs to one process: stop that server first, or give this one another DATA_DIR ' +
        '(or a DATABASE_URL to share PostgreSQL). If that server is gone (its container re-created, say), its lock ' +
        `is abandoned once its heartbeat is 60 s old: start this one again in 45 s, or delete ${file} once you are sure it is stopped.`,
    );
    expect(lines).toEqual([]);
    expect(holderOf(file).host).toBe('other-node');
  });

  it('refuses a live process on this host with a fresh heartbeat, as before', () => {
    const { dir, file } = leftLock(
      { pid: process.ppid, host: hostname(), heartbeatSeconds: 10 },
      5_000,
    );
    expect(() => lockDataDir(dir, base)).toThrow(
      new RegExp(
        `pid ${process.ppid} on .*If process ${process.ppid} is not a BQ server, delete ${file}\\.$`,
      ),
    );
    expect(holderOf(file).pid).toBe(process.ppid);
  });

  it('takes over a live pid on this host whose heartbeat stopped (a recycled pid)', () => {
    const { dir } = leftLock(
      { pid: process.ppid, host: hostname(), heartbeatSeconds: 10 },
      120_000,
    );
    const { lines, log } = logs();
    lockDataDir(dir, { ...base, log })();
    expect(lines).toEqual([expect.stringMatching(/heartbeat is 120 s old/)]);
  });

  it('keeps refusing a lock from before heartbeats held on another host, however old', () => {
    const { dir, file } = leftLock({ pid: 1, host: 'other-node' }, 86_400_000);
    expect(() => lockDataDir(dir, base)).toThrow(
      `Its lock predates heartbeats: once you are sure that server is stopped, delete ${file}.`,
    );
  });

  it('beats while held, stops when released, and says so when its lock was taken', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = mkdtempSync(path.join(tmpdir(), 'bq-lock-unit-'));
    dirs.push(dir);
    const file = path.join(dir, LOCK_FILE);
    const { lines, log } = logs();
    clock.now = NOW;
    const release = lockDataDir(dir, { ...base, log });
    expect(statSync(file).mtimeMs).toBe(NOW);
    clock.now = NOW + 10_000;
    vi.advanceTimersByTime(10_000);
    expect(statSync(file).mtimeMs).toBe(NOW + 10_000);
    // Another server took it over (this one presumed dead): left alone, and said.
    writeFileSync(
      file,
      JSON.stringify({ pid: 1, host: 'new-node', startedAt: 'x', heartbeatSeconds: 10 }),
    );
    vi.advanceTimersByTime(10_000);
    expect(lines).toEqual([
      `error The data directory lock ${file} is no longer this server's (now pid 1 on new-node): another server may be using the same database; stop one of them`,
    ]);
    release();
    expect(holderOf(file).host).toBe('new-node');
    expect(vi.getTimerCount()).toBe(0);

    rmSync(file);
    const again = lockDataDir(dir, { ...base, log });
    expect(vi.getTimerCount()).toBe(1);
    again();
    expect(vi.getTimerCount()).toBe(0);
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });
});
