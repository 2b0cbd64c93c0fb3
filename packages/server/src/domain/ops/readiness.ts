import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Services } from '../../context.js';
import { readMigrations } from '../../db/migrate.js';
import { oldestUnsentMail } from './metric-queries.js';

export type Check = {
  name: 'database' | 'migrations' | 'outbox' | 'disk';
  ok: boolean;
  detail: string;
};
export type Readiness = { ready: boolean; checks: Check[] };

/** A check that has not answered by then is failed: a hung database is not a ready one. */
const CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const failed = (name: Check['name'], error: unknown): Check => ({
  name,
  ok: false,
  detail: error instanceof Error ? error.message.slice(0, 200) : 'failed',
});

/** The newest migration this build carries: the database must be at it to serve this code. */
export const EXPECTED_MIGRATION = Math.max(0, ...readMigrations().map((m) => m.version));

type Deps = Pick<Services, 'db' | 'now' | 'config'> & { filesDir: string };

/**
 * Whether this process should be sent traffic: its database answers, is migrated to the version
 * this code expects, mail is not piling up unsent, and the disk it writes uploads to has room.
 * Each check says why in a few words; nothing of the data is shown (the route is public).
 */
export async function readiness(deps: Deps): Promise<Readiness> {
  const { db, now, config } = deps;
  const database = within(db.execute(sql`SELECT 1`), 'the database')
    .then((): Check => ({ name: 'database', ok: true, detail: 'answers' }))
    .catch((error) => failed('database', error));
  const migrations = within(
    db.execute<{ version: number | null }>(
      sql`SELECT max(version) AS version FROM schema_migrations`,
    ),
    'the migrations table',
  )
    .then((result): Check => {
      const version = Number(result.rows[0]?.version ?? 0);
      return {
        name: 'migrations',
        ok: version === EXPECTED_MIGRATION,
        detail: `at ${version}, this build expects ${EXPECTED_MIGRATION}`,
      };
    })
    .catch((error) => failed('migrations', error));
  const outbox = within(oldestUnsentMail(db), 'the outbox')
    .then((oldest): Check => {
      const lag = oldest ? Math.max(0, (now().getTime() - new Date(oldest).getTime()) / 1000) : 0;
      const limit = config.ops.readyOutboxLagSeconds;
      return {
        name: 'outbox',
        ok: lag <= limit,
        detail: `oldest unsent mail ${Math.round(lag)} s old (limit ${limit} s)`,
      };
    })
    .catch((error) => failed('outbox', error));
  const disk = within(statfs(deps.filesDir), 'the disk')
    .then((stats): Check => {
      const freeMb = Math.floor((stats.bavail * stats.bsize) / 1024 / 1024);
      const limit = config.ops.readyMinFreeMb;
      return { name: 'disk', ok: freeMb >= limit, detail: `${freeMb} MB free (limit ${limit} MB)` };
    })
    .catch((error) => failed('disk', error));
  const checks = await Promise.all([database, migrations, outbox, disk]);
  return { ready: checks.every((c) => c.ok), checks };
}
