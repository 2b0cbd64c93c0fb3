import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testDate } from '../../../scripts/test-clock.mjs';
import { type Database, openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { outbox } from '../src/db/schema.js';
import { freshDatabase, PG_ADMIN_URL, seededDataDir } from './helpers.js';
import { spawnNode } from './node-child.js';
import { startSmtp } from './smtp-helpers.js';

const MAILS = 5;
const LEASE_MS = 300;
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/**
 * Where the worker processes find the database: the PostgreSQL test database, or an embedded one
 * in a directory (one process at a time: this test closes its own handle before a worker runs).
 */
async function database(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (PG_ADMIN_URL) {
    const { database: db, url } = await freshDatabase();
    await migrate(db);
    await db.close();
    const databaseUrl = url as string;
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => openDatabase({ databaseUrl, dataDir: '' }),
    };
  }
  // The seeded database (its outbox emptied below): no initdb or migration in this process.
  const dataDir = seededDataDir('bq-outbox-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: null, dataDir }) };
}

function worker(env: Record<string, string>): ChildProcess {
  return spawnNode('outbox-worker', {
    env: { ...process.env, ...env, OUTBOX_LEASE_MS: String(LEASE_MS), LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('a worker killed mid-batch (issue 13)', () => {
  it('after SIGKILL, the next worker sends what was left: every mail once, none lost', async () => {
    const { env, open } = await database();
    const setup = await open();
    await migrate(setup);
    await setup.db.delete(outbox);
    const now = testDate(-1000);
    await setup.db.insert(outbox).values(
      Array.from({ length: MAILS }, (_, i) => ({
        toAddr: `crash${i + 1}@example.com`,
        subject: `Crash ${i + 1}`,
        body: 'x',
        createdAt: now,
        nextAttemptAt: now,
      })),
    );
    await setup.close();

    // The third mail is held open at the server; the worker is killed while it waits.
    let hold: (() => void) | null = null;
    const holding = new Promise<void>((resolve) => {
      hold = resolve;
    });
    const smtp = await startSmtp(
      (n) => {
        if (n === 3) hold?.();
        return false;
      },
      { holdMail: 3 },
    );
    try {
      const first = worker({ ...env, SMTP_URL: smtp.url });
      await holding;
      first.kill('SIGKILL');
      expect(await exited(first)).toBeNull();
      expect(smtp.received.map((m) => m.subject)).toEqual(['Crash 1', 'Crash 2']);

      // Once the dead worker's claim has run out, the next one finishes the batch.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200));
      const second = worker({ ...env, SMTP_URL: smtp.url });
      expect(await exited(second)).toBe(0);

      const ids = smtp.received.map((m) => m.messageId);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: MAILS }, (_, i) => `Crash ${i + 1}`),
      );
      expect(new Set(ids).size).toBe(MAILS);
      const check = await open();
      const rows = await check.db.select().from(outbox);
      await check.close();
      expect(rows.map((r) => r.status)).toEqual(Array(MAILS).fill('sent'));
    } finally {
      await smtp.close();
    }
  }, 300_000);
});
