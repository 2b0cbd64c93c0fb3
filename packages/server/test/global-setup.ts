import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/app.js';
import { dumpPglite, openDatabase } from '../src/db/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database every test file starts from. */
    seedSnapshot: string | null;
    /** PostgreSQL: the migrated, seeded database each test file's database is copied from. */
    seedTemplate: string | null;
  }
}

/**
 * Migrates and seeds one database per run instead of one per test file (seconds each on two busy
 * cores): PGlite files load its dump, PostgreSQL files copy it with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'bq-seed-'));
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    await prepareDatabase(database, true);
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, await dumpPglite(database));
    await database.close();
    project.provide('seedSnapshot', file);
    project.provide('seedTemplate', null);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `bq_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({
    databaseUrl: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    dataDir: '',
  });
  await prepareDatabase(database, true);
  // A template may have no open connection while it is copied.
  await database.close();
  project.provide('seedSnapshot', null);
  project.provide('seedTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
    await admin.end();
  };
}
