import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Tracer } from '@opentelemetry/api';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { traceQueries } from '../tracing.js';
import { stampStatement } from './change-context.js';
import { type LockLog, lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/**
 * Both drivers expose the same Drizzle query API; the node-postgres type stands for both (the
 * only driver-specific surface, `execute()` results, is not used outside this folder).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A raw connection inside one transaction, for multi-statement migration scripts. */
export interface RawTx {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  rawTransaction<T>(fn: (tx: RawTx) => Promise<T>): Promise<T>;
  /** The app's clock, for the change log's time of a write made outside a call. */
  setClock(now: () => Date): void;
  /** Each statement run inside a traced request becomes a span of `tracer` (null: none). */
  traceWith(tracer: Tracer | null): void;
  close(): Promise<void>;
}

/**
 * Every transaction of `db` begins by telling the change log's trigger who writes and when
 * (db/change-context.ts): one statement, on both drivers alike. A savepoint (`tx.transaction`)
 * is inside its transaction and keeps what it was told.
 */
function stampTransactions(db: Db): (now: () => Date) => void {
  let clock: (() => Date) | null = null;
  const begin = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    begin(async (tx) => {
      await tx.execute(stampStatement(clock));
      return fn(tx);
    }, config)) as Db['transaction'];
  return (now) => {
    clock = now;
  };
}

/** Databases reached through a transaction-mode pooler: no statement outlives its transaction. */
const pooled = new WeakSet<Db>();

/**
 * The name a statement is prepared under: its own, kept by the server connection for reuse, or
 * none (a fresh parse each time) through a transaction-mode pooler, where the next transaction may
 * run on a server connection that never saw it.
 */
export const statementName = (db: Db, name: string): string => (pooled.has(db) ? '' : name);

export async function openDatabase(opts: {
  databaseUrl: string | null;
  /** `transaction`: `databaseUrl` is PgBouncer in transaction mode. */
  databasePooler?: 'transaction' | null;
  dataDir: string;
  /** A PGlite dump (`dumpDataDir`) an in-memory database starts from instead of empty. */
  dataSnapshot?: string | null;
  /** Where a PGlite data directory lock's takeover or loss is said (the console otherwise). */
  lockLog?: LockLog;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const database = await openPostgres(opts.databaseUrl);
    if (opts.databasePooler === 'transaction') pooled.add(database.db);
    return database;
  }
  return openPglite(opts.dataDir, opts.dataSnapshot ?? null, opts.lockLog);
}

async function openPglite(
  dataDir: string,
  snapshot: string | null,
  lockLog: LockLog | undefined,
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the files: a second process must not even start recovery on them.
  const unlock = inMemory ? () => {} : lockDataDir(dataDir, { log: lockLog });
  // pg_trgm backs the keyword search's index (migrations/0012); PostgreSQL ships it in contrib.
  const extensions = { pg_trgm };
  let client: PGlite;
  try {
    // Loading a migrated, seeded dump takes a fraction of migrating and seeding anew: tests and
    // each end-to-end worker start from one made once per run.
    const loadDataDir = inMemory && snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
    client = inMemory
      ? new PGlite({ extensions, loadDataDir })
      : new PGlite(dataDir, { extensions });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  let tracer: Tracer | null = null;
  traceQueries(client, 'query', () => tracer);
  // A transaction's statements run on the transaction object PGlite hands its callback.
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn) =>
    transaction((tx) => {
      traceQueries(tx, 'query', () => tracer);
      return fn(tx);
    })) as PGlite['transaction'];
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    setClock: stampTransactions(db),
    traceWith: (next) => {
      tracer = next;
    },
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <T>(text: string, params: unknown[] = []) =>
            (await tx.query<T>(text, params)).rows,
        }),
      ),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // The pool's own query runs on one of its clients: wrapping each client covers both.
  let tracer: Tracer | null = null;
  pool.on('connect', (client) => traceQueries(client, 'query', () => tracer));
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    setClock: stampTransactions(db),
    traceWith: (next) => {
      tracer = next;
    },
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <T>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A hot backup of a PGlite database (gzipped tar of its data directory) written to `file` whole or
 * not at all (a temporary name, then a rename). PGlite takes it between two statements, with every
 * commit before it on disk; opening the copy replays the log as after a crash, so what was
 * acknowledged before the backup began is in it (`pnpm drill:restore` checks that under load).
 */
export async function backupPglite(database: Database, file: string): Promise<number> {
  if (database.kind !== 'pglite') throw new Error('only a PGlite database is backed up in-process');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const bytes = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
  return bytes.length;
}

/** Makes a new PGlite data directory from a backup of `backupPglite` (the server stopped). */
export async function restorePglite(backup: string, dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(backup)]),
  });
  await client.waitReady;
  await client.close();
}

/** A dump of an in-memory PGlite database, for `dataSnapshot` (tests and end-to-end workers). */
export async function dumpPglite(database: Database): Promise<Uint8Array> {
  if (database.kind !== 'pglite') throw new Error('only a PGlite database can be dumped');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}
