import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/index.js';
import {
  call,
  PG_ADMIN_URL,
  seededDatabase,
  sessionFor,
  type TestApp,
  testConfig,
} from './helpers.js';

/**
 * The server through PgBouncer in transaction mode (Debian's pgbouncer, started here on
 * loopback): a server connection is the client's for one transaction only, so a statement
 * prepared by name on one is unknown, or already known, on the next. With one server connection
 * shared by the app's pool, every statement of every poll crosses that line.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startBouncer(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'bq-bouncer-'));
  // PgBouncer refuses to run as root: as root it runs as `postgres`, who must write here.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(
    `${dir}/pgbouncer.ini`,
    `[databases]
bq = host=${target.hostname} port=${target.port} dbname=${target.pathname.slice(1)} user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
default_pool_size = 1
max_client_conn = 50
logfile = ${dir}/pgbouncer.log
pidfile = ${dir}/pgbouncer.pid
`,
  );
  const command = asRoot ? 'runuser' : '/usr/sbin/pgbouncer';
  const args = asRoot
    ? ['-u', 'postgres', '--', '/usr/sbin/pgbouncer', `${dir}/pgbouncer.ini`]
    : [`${dir}/pgbouncer.ini`];
  const child: ChildProcess = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/bq`;
  // Ready once it takes a query.
  const probe = await openDatabase({ databaseUrl: url, dataDir: '' });
  for (let tries = 0; ; tries++) {
    try {
      await probe.rawTransaction((tx) => tx.query('SELECT 1'));
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.close();
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// One engine or the other runs this file (test/engines.ts): each registers only its own tests.
if (PG_ADMIN_URL === null) {
  describe('DATABASE_POOLER on PGlite', () => {
    it('is refused at start: it names what stands between the server and PostgreSQL', () => {
      expect(() => loadConfig({ DATABASE_POOLER: 'transaction' })).toThrow(/needs DATABASE_URL/);
      expect(() =>
        loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/bq', DATABASE_POOLER: 'session' }),
      ).toThrow(/must be 'transaction'/);
    });
  });
} else {
  describe('through PgBouncer in transaction mode', () => {
    let seeded: Database;
    let bouncer: Awaited<ReturnType<typeof startBouncer>>;
    const apps: TestApp[] = [];

    beforeAll(async () => {
      const made = await seededDatabase();
      seeded = made.database;
      bouncer = await startBouncer(made.url ?? '');
    });
    afterAll(async () => {
      for (const t of apps) await t.app.close();
      for (const t of apps) await t.database.close();
      await bouncer?.stop();
      await seeded?.close();
    });

    async function appThrough(pooler: 'transaction' | null): Promise<TestApp> {
      const database = await openDatabase({
        databaseUrl: bouncer.url,
        databasePooler: pooler,
        dataDir: '',
      });
      const clock = { now: Date.parse('2026-06-01T17:00:00Z') };
      const app = await buildApp({
        config: testConfig(),
        database,
        now: () => new Date(clock.now),
        logger: false,
      });
      const t = { app, database, clock, close: () => app.close() };
      apps.push(t);
      return t;
    }

    /** Badge polls of many people at once: the statements the server prepares by name. */
    async function polls(t: TestApp) {
      const emails = ['agent@bq.example.com', 'mentor@bq.example.com', 'approver@bq.example.com'];
      const tokens = await Promise.all(emails.map((email) => sessionFor(t, email)));
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, n) =>
          call(t.app, 'bq/application/getNum', {}, { token: tokens[n % tokens.length] ?? '' }),
        ),
      );
      return answers.map((a) => a.code);
    }

    it('without the setting, a statement prepared by name breaks on the shared connection', async () => {
      const t = await appThrough(null);
      const codes = await polls(t);
      expect(codes.some((code) => code !== 200)).toBe(true);
    });

    it('with DATABASE_POOLER=transaction, polls, writes in transactions and locks all work', async () => {
      const t = await appThrough('transaction');
      expect(new Set(await polls(t))).toEqual(new Set([200]));
      // A write in a transaction that tells the change log who wrote (transaction-local settings)
      // and a setting saved under its transaction-scoped advisory lock.
      const admin = await sessionFor(t, 'admin@bq.example.com');
      const saved = await Promise.all(
        ['50', '60', '70'].map((value) =>
          call(
            t.app,
            'bq/serverConfig/set',
            { key: 'messages.letterHourlyLimit', value },
            { token: admin, encoding: 'json' },
          ),
        ),
      );
      expect(saved.map((a) => a.code)).toEqual([200, 200, 200]);
    });
  });
}
