import type { Database, RawTx } from '../src/db/index.js';

/**
 * Makes a database the seeded one again in SQL, without opening a new one: every public table is
 * emptied and refilled from a copy of its seeded rows kept in a schema of its own (`bq_seed`,
 * which no query of the app names), every sequence is set back, and the session's settings are
 * reset. Triggers (append-only guards, counters kept by triggers) and foreign keys are off while
 * the rows are put back, as pg_restore does (`session_replication_role = replica`): the rows are
 * the seed's, already consistent. Used by the server tests' pooled database (test/seed-pool.ts)
 * and the end-to-end suite's server host (test/fixtures/e2e-host.ts).
 */

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every public table's rows of a just-seeded database into `bq_seed`, and answers the
 * script `backToSeed` runs to put them back.
 */
export function keepSeed(database: Database): Promise<string> {
  return database.rawTransaction(seedScript);
}

/** Makes `database` the seeded one again (the script is `keepSeed`'s). */
export function backToSeed(database: Database, script: string): Promise<void> {
  return database.rawTransaction((tx) => tx.exec(script));
}

async function seedScript(tx: RawTx): Promise<string> {
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
