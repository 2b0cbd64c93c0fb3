import { rmSync } from 'node:fs';
import type { Database, RawTx } from '../src/db/index.js';

/**
 * One seeded PGlite database per test worker, handed to file after file and made the seeded one
 * again in between: opening a PGlite costs about a CPU-second (the WebAssembly Postgres starts and
 * reads its catalog), the reset about a tenth of that, and the suite opens one per file.
 *
 * The reset is SQL only: every public table is emptied and refilled from a copy of its seeded rows
 * kept in a schema of its own (`bq_seed`, which no query of the app names), every sequence is set
 * back, and the session's settings are reset. Triggers (append-only guards, counters kept by
 * triggers) and foreign keys are off while the rows are put back, as pg_restore does
 * (`session_replication_role = replica`): the rows are the seed's, already consistent.
 * PostgreSQL runs keep copying the seeded template per file (CREATE DATABASE … TEMPLATE is as cheap).
 */
interface Pooled {
  database: Database;
  reset: string;
  inUse: boolean;
  /** Handed out since the last reset: the next file needs the seeded rows back. */
  dirty: boolean;
}

let pooled: Pooled | null = null;

/**
 * A seeded database for one test file: the worker's pooled one when it is free, else `open()`'s.
 * `close()` of the answer gives the pooled database back (it stays open for the next file).
 */
export async function pooledSeededDatabase(
  open: () => Promise<{ database: Database; dataDir: string }>,
): Promise<Database> {
  if (pooled && !pooled.inUse) {
    const entry = pooled;
    entry.inUse = true;
    if (entry.dirty) {
      try {
        await entry.database.rawTransaction((tx) => tx.exec(entry.reset));
      } catch (error) {
        entry.inUse = false;
        throw error;
      }
    }
    return lend(entry);
  }
  const { database, dataDir } = await open();
  if (pooled) {
    // Another database of this file is out (a file may open two): this one is its own.
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    return database;
  }
  const reset = await database.rawTransaction(keepSeed);
  const entry: Pooled = { database, reset, inUse: true, dirty: false };
  pooled = entry;
  // The worker's last file leaves it open; its files go with the worker.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return lend(entry);
}

function lend(entry: Pooled): Database {
  entry.dirty = true;
  let given = false;
  return {
    ...entry.database,
    close: async () => {
      if (given) return;
      given = true;
      entry.inUse = false;
    },
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every public table's rows into `bq_seed` and answers the script that puts them back. */
async function keepSeed(tx: RawTx): Promise<string> {
  const columns = await tx.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS table,
        array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const sequences = await tx.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value
       FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const copies: string[] = ['CREATE SCHEMA bq_seed'];
  const refill: string[] = [];
  for (const { table, columns: names } of columns) {
    const list = names.map(quote).join(', ');
    copies.push(
      `CREATE TABLE bq_seed.${quote(table)} AS SELECT ${list} FROM public.${quote(table)}`,
    );
    refill.push(
      `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${list} FROM bq_seed.${quote(table)}`,
    );
  }
  await tx.exec(`${copies.join(';\n')};`);
  const tables = columns.map(({ table }) => `public.${quote(table)}`).join(', ');
  const setvals = sequences.map(({ name, value }) =>
    value === null
      ? `ALTER SEQUENCE public.${quote(name)} RESTART`
      : `SELECT setval('public.${quote(name)}', ${value}, true)`,
  );
  return [
    'RESET ALL',
    'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables}`,
    ...refill,
    ...setvals,
  ].join(';\n');
}
