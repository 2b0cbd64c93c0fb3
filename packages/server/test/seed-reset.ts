import type { Database, RawTx } from '../src/db/index.js';

/**
 * Makes a database the seeded one again in SQL, without opening a new one: every public table is
 * emptied and refilled from a copy of its seeded rows kept in a schema of its own (`bq_seed`,
 * which no query of the app names), every sequence is set back, and the session's settings are
 * reset. Triggers (append-only guards, counters kept by triggers) and foreign keys are off while
 * the rows are put back, as pg_restore does (`session_replication_role = replica`): the rows are
 * the seed's, already consistent. Used by the server tests' pooled database (test/seed-pool.ts)
 * and the end-to-end suite's server host (test/fixtures/e2e-host.ts).
 *
 * Rows are all it puts back: a file that changed the schema (a table of its own, a column, a
 * function) leaves a catalog that no longer matches the seed's, and `backToSeed` then says so
 * instead of resetting, so the caller opens a fresh copy.
 */

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What `backToSeed` needs: the script that puts the rows back, the seed's catalog print. */
export interface KeptSeed {
  script: string;
  catalog: string;
}

/**
 * Copies every public table's rows of a just-seeded database into `bq_seed`, and answers what
 * `backToSeed` needs to put them back.
 */
export function keepSeed(database: Database): Promise<KeptSeed> {
  return database.rawTransaction(async (tx) => {
    const script = await seedScript(tx);
    return { script, catalog: await catalogPrint(tx) };
  });
}

/**
 * Makes `database` the seeded one again and answers true; answers false, changing nothing, when
 * its schema is no longer the seed's (the caller then opens a fresh copy instead).
 */
export function backToSeed(database: Database, seed: KeptSeed): Promise<boolean> {
  return database.rawTransaction(async (tx) => {
    if ((await catalogPrint(tx)) !== seed.catalog) return false;
    await tx.exec(seed.script);
    return true;
  });
}

/**
 * A digest of everything a file could add or change in the schema: schemas, the public
 * relations (tables, indexes, sequences, views) with their columns, constraints, triggers,
 * functions and types.
 */
async function catalogPrint(tx: RawTx): Promise<string> {
  const [row] = await tx.query<{ print: string }>(
    `SELECT md5(coalesce(string_agg(item, E'\n' ORDER BY item), '')) AS print FROM (
       SELECT 'schema ' || nspname AS item FROM pg_namespace
        WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
       UNION ALL
       SELECT 'relation ' || c.relname || ' ' || c.relkind::text || ' ' || coalesce(string_agg(
                a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull
                || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' ORDER BY a.attnum), '')
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
         LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
        GROUP BY c.relname, c.relkind
       UNION ALL
       SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' '
              || pg_get_constraintdef(k.oid)
         FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace AND n.nspname = 'public'
       UNION ALL
       SELECT 'trigger ' || t.tgrelid::regclass::text || ' ' || t.tgname || ' ' || t.tgenabled::text
         FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        WHERE NOT t.tgisinternal
       UNION ALL
       SELECT 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace AND n.nspname = 'public'
       UNION ALL
       SELECT 'type ' || t.typname || ' ' || t.typtype::text
         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
     ) catalog`,
  );
  return row?.print ?? '';
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
