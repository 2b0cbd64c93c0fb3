import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from '../package-dir.js';
import type { Database } from './index.js';

export const MIGRATIONS_DIR = path.join(PACKAGE_DIR, 'migrations');

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies pending migrations in ONE transaction, under an advisory lock so two servers starting
 * against the same PostgreSQL cannot both apply them. Either all pending files apply or none.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = readMigrations(dir);
  return database.rawTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(424242)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
