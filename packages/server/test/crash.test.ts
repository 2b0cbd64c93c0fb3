import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { messages } from '../src/db/schema.js';
import { freshDatabase, PG_ADMIN_URL, seededDataDir } from './helpers.js';
import { spawnNode } from './node-child.js';

/**
 * A writer killed with SIGKILL in the middle of transactional multi-row writes must leave every
 * batch it reported committed fully present, and no batch half-written; the database must open
 * again and take new writes. Runs on a PGlite data directory, or on PostgreSQL in the second run.
 */

const BATCH = 20;
/** Where the second writer starts numbering: far past anything the first one reached. */
const SECOND_START = 100_000;
// PGlite: the seeded database, so the first writer opens it instead of initialising one.
const dataDir = PG_ADMIN_URL ? '' : seededDataDir('bq-crash-');
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function runUntil(env: Record<string, string>, commits: number) {
  return new Promise<{ child: ChildProcess; lastCommitted: number }>((resolve, reject) => {
    const child = spawnNode('crash-writer', {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lastCommitted = -1;
    let seen = 0;
    let buffer = '';
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    child.stdout?.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^committed (\d+)$/.exec(line);
        if (!m) continue;
        lastCommitted = Number(m[1]);
        if (++seen === commits) {
          // Kill while the next transaction is in flight.
          child.kill('SIGKILL');
        }
      }
    });
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve({ child, lastCommitted });
      else reject(new Error(`writer exited early: ${stderr.slice(-2000)}`));
    });
  });
}

async function batchCounts(env: { databaseUrl: string | null; dataDir: string }) {
  const database = await openDatabase(env);
  try {
    await migrate(database);
    const rows = await database.db
      .select({ title: messages.title, n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.sender, 'crash-test'))
      .groupBy(messages.title);
    return new Map(rows.map((r) => [r.title, r.n]));
  } finally {
    await database.close();
  }
}

describe('SIGKILL mid-write', () => {
  it('loses no committed batch and leaves no half-written one, twice over', async () => {
    let target: { databaseUrl: string | null; dataDir: string } = { databaseUrl: null, dataDir };
    if (PG_ADMIN_URL) {
      const { database, url } = await freshDatabase();
      await database.close();
      target = { databaseUrl: url, dataDir: '' };
    }
    const env: Record<string, string> = target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl }
      : { DATA_DIR: target.dataDir };

    const first = await runUntil(env, 40);
    // The kill lands a few batches after the last line read (more on a busy machine, and a
    // server-side commit can finish after its client died): those batches may be there or not,
    // but whole. The second writer numbers its batches apart so nothing is written twice.
    const second = await runUntil({ ...env, START_BATCH: String(SECOND_START) }, 25);
    const counts = await batchCounts(target);

    for (let n = 0; n <= first.lastCommitted; n++) {
      expect(counts.get(`batch-${n}`), `batch-${n}`).toBe(BATCH);
    }
    for (let n = SECOND_START; n <= second.lastCommitted; n++) {
      expect(counts.get(`batch-${n}`), `batch-${n}`).toBe(BATCH);
    }
    for (const [title, n] of counts) expect(n, title).toBe(BATCH);
    expect(first.lastCommitted).toBeGreaterThanOrEqual(39);
  }, 300_000);
});
