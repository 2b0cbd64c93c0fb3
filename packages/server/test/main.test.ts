import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { freshDatabase, PG_ADMIN_URL, seededDataDir } from './helpers.js';
import { freePort, spawnNode } from './node-child.js';

/** The real `start` entry over loopback: env config, listen, demo data, CORS, SIGTERM shutdown. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('src/main.ts over loopback', () => {
  it('serves the API on PORT and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'http://localhost:5173',
    };
    if (PG_ADMIN_URL) {
      const { database, url } = await freshDatabase();
      await database.close();
      env.DATABASE_URL = url ?? '';
    } else {
      // The seeded database: the child opens it instead of initialising and seeding one (an
      // empty database's first start is production.test.ts's).
      env.DATA_DIR = seededDataDir('bq-main-');
    }
    const child = spawnNode('main', {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const base = `http://127.0.0.1:${port}/api`;
    try {
      const deadline = performance.now() + 240_000;
      let login: Response | null = null;
      while (!login) {
        try {
          login = await fetch(`${base}/general/unauth/loginByEmail`, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: 'http://localhost:5173',
            },
            body: `email=approver%40bq.example.com&password=${encodeURIComponent(DEMO_PASSWORD)}`,
          });
        } catch {
          if (performance.now() > deadline)
            throw new Error(`server did not start: ${stderr.slice(-1000)}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      expect(login.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const num = await fetch(`${base}/bq/application/getNum`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await num.json()).toEqual({
        code: 200,
        message: 'success',
        data: { pendingApprovalNum: 150, approveNum: 0 },
      });
      expect(num.headers.get('x-request-id')).toBeTruthy();
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }, 300_000);
});
