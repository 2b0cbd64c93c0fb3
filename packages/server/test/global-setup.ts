import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDate } from '../../../scripts/test-clock.mjs';
// @ts-expect-error: a plain ES module script without types
import { bundle } from '../scripts/bundle.mjs';
import { prepareDatabase } from '../src/app.js';
import { openDatabase } from '../src/db/index.js';
import { TEST_PASSWORD_COST } from './password-cost.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the closed data directory of the migrated, seeded database every file copies. */
    seedSnapshot: string | null;
    /** PostgreSQL: the migrated, seeded database each test file's database is copied from. */
    seedTemplate: string | null;
  }
}

interface Seed {
  snapshot: string | null;
  template: string | null;
  cleanup(): Promise<void>;
}

/**
 * Vitest runs a global setup once per project, and the root config's once more (the suite is two
 * projects: modules shared, and isolated for files that mock). One seed serves them all: the
 * first call makes it, the last teardown removes it.
 */
const run = globalThis as {
  bqSeed?: Promise<Seed>;
  bqSeedUsers?: number;
  bqBundle?: Promise<boolean>;
};

export default async function setup(project: TestProject) {
  run.bqSeedUsers = (run.bqSeedUsers ?? 0) + 1;
  // The entry points the process tests start (test/node-child.ts), once for both projects.
  run.bqBundle ??= bundle();
  run.bqSeed ??= seed();
  await run.bqBundle;
  const made = await run.bqSeed;
  project.provide('seedSnapshot', made.snapshot);
  project.provide('seedTemplate', made.template);
  return async () => {
    run.bqSeedUsers = (run.bqSeedUsers ?? 1) - 1;
    if (run.bqSeedUsers === 0) {
      run.bqSeed = undefined;
      await made.cleanup();
    }
  };
}

/**
 * Migrates and seeds one database per run instead of one per test file (seconds each on two busy
 * cores): PGlite files open a copy of its closed data directory, PostgreSQL files copy it with
 * CREATE DATABASE … TEMPLATE.
 */
async function seed(): Promise<Seed> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) {
    // The files' copies of it go beside it (test/helpers.ts `seededDataDir`), so the teardown
    // removes them too, also those of a worker that was killed before it could.
    const dir = mkdtempSync(join(tmpdir(), 'bq-seed-'));
    const snapshot = join(dir, 'seed');
    const database = await openDatabase({ databaseUrl: null, dataDir: snapshot });
    await prepareDatabase(database, { passwordCost: TEST_PASSWORD_COST }, testDate());
    await database.close();
    return {
      snapshot,
      template: null,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bq_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({
    databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    dataDir: '',
  });
  await prepareDatabase(database, { passwordCost: TEST_PASSWORD_COST }, testDate());
  // A template may have no open connection while it is copied.
  await database.close();
  return {
    snapshot: null,
    template: name,
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
      await admin.end();
    },
  };
}
