import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `--postgres` on the command line: run against a throw-away database of TEST_PG_ADMIN_URL. */
export const onPostgres = process.argv.includes('--postgres');

/**
 * Where a benchmark runs: PGlite in memory (url null), or with `--postgres` a new database on
 * the server `scripts/with-postgres.sh` started, dropped again by `drop`.
 */
export async function benchDatabase(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  if (!onPostgres) return { url: null, drop: async () => {} };
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl)
    throw new Error('--postgres needs TEST_PG_ADMIN_URL (run through scripts/with-postgres.sh)');
  const name = `bq_bench_${randomBytes(4).toString('hex')}`;
  // A connection for each statement, none held between: a bench may stop the server meanwhile.
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE ${name}`);
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => asAdmin(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/** The `p`th percentile of sorted times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * What a bench's server needs to start as production does, beyond its database: production refuses
 * to start without `TIN_KEYS` (full TINs are sealed under it), so each run makes a throw-away key,
 * one for all its servers (one seals what another reads).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  TIN_KEYS: `bench:${randomBytes(32).toString('base64')}`,
};
