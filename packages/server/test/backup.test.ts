import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restorePglite } from '../src/db/index.js';
import { groups } from '../src/db/schema.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * A PGlite server's hot backup (issue 29 item 7): `kill -USR2` writes BACKUP_DIR/bq-*.tar.gz whole
 * (never a half-written file under the final name), and a data directory restored from it holds
 * what was committed before. `pnpm drill:restore` does the same under load on both databases.
 */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bq-backup-test-'));
  mkdirSync(path.join(dir, 'backups'));
  t = await startApp({ BACKUP_DIR: path.join(dir, 'backups') });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('hot backup of PGlite', () => {
  it('writes the database on SIGUSR2, and a restore holds what was committed', async () => {
    await t.database.db.insert(groups).values({
      name: 'Committed before the backup',
      ownerId: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    process.emit('SIGUSR2');
    await expect
      .poll(() => readdirSync(path.join(dir, 'backups')), { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^bq-.*\.tar\.gz$/)]);
    const [file] = readdirSync(path.join(dir, 'backups'));
    await restorePglite(path.join(dir, 'backups', file as string), path.join(dir, 'restored'));
    const copy = new PGlite(path.join(dir, 'restored'), { extensions: { pg_trgm } });
    const found = await copy.query<{ name: string }>('SELECT name FROM groups');
    await copy.close();
    expect(found.rows.map((r) => r.name)).toEqual(['Committed before the backup']);
  });
});
