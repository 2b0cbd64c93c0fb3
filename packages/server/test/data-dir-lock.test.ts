import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { spawnNode } from './node-child.js';

/**
 * Real `src/main.ts` processes on one PGlite data directory: the second refuses to start and names
 * the directory and the running pid; after the first is SIGKILLed its stale lock does not block a
 * restart. Runs in both suite runs: the children always get DATA_DIR, never DATABASE_URL.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bq-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
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
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      return await login(server.port);
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start: ${server.stderr()}`);
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
