import type { Database, RawTx } from '../src/db/index.js';

/**
 * Makes a database the seeded one again in SQL, without opening a new one: the public tables a
 * file changed are emptied and refilled from a copy of their seeded rows kept in a schema of its
 * own (`bq_seed`, which no query of the app names), the sequences it moved are set back, and the
 * session's settings are reset. Triggers (append-only guards, counters kept by triggers) and
 * foreign keys are off while the rows are put back, as pg_restore does
 * (`session_replication_role = replica`): the rows are the seed's, already consistent. Used by
 * the server tests' pooled database (test/seed-pool.ts) and the end-to-end suite's server host
 * (test/fixtures/e2e-host.ts).
 *
 * A file touches a few of the hundred tables, and emptying and refilling all of them cost about
 * 0.6 CPU-seconds a file in PGlite (a TRUNCATE gives every table and index new files): a table
 * is refilled only when it has changed since the last reset. Any row written since then carries
 * a newer transaction id (`xmin`) than the reset's, and a table that only lost rows counts fewer
 * than the seed's, so a table whose count is the seed's and whose rows are all older is the
 * seed's. Its rows are then not rewritten: emptied with DELETE (not TRUNCATE, which the foreign
 * keys of the tables left alone would refuse).
 *
 * Rows are all it puts back: a file that changed the schema (a table of its own, a column, a
 * function) leaves a catalog that no longer matches the seed's, and `backToSeed` then says so
 * instead of resetting, so the caller opens a fresh copy.
 */

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface SeedTable {
  /** Empties the table and puts its seeded rows back. */
  refill: string;
  rows: number;
}

interface SeedSequence {
  name: string;
  /** The seed's `last_value`: null when the sequence was never called. */
  value: string | null;
  restore: string;
}

/** What `backToSeed` needs, for one database: how to tell and put back what a file changed. */
export interface KeptSeed {
  catalog: string;
  tables: SeedTable[];
  sequences: SeedSequence[];
  /** Each table's row count and newest `xmin`, in the order of `tables`. */
  probe: string;
  /** The last reset's transaction id: every row older than it is the seed's. */
  mark: bigint;
}

/**
 * Copies every public table's rows of a just-seeded database into `bq_seed`, and answers what
 * `backToSeed` needs to put them back.
 */
export function keepSeed(database: Database): Promise<KeptSeed> {
  return database.rawTransaction(async (tx) => {
    const seed = await copySeed(tx);
    return { ...seed, catalog: await catalogPrint(tx), mark: await currentXid(tx) };
  });
}

/**
 * Makes `database` the seeded one again and answers true; answers false, changing nothing, when
 * its schema is no longer the seed's (the caller then opens a fresh copy instead).
 */
export function backToSeed(database: Database, seed: KeptSeed): Promise<boolean> {
  return database.rawTransaction(async (tx) => {
    if ((await catalogPrint(tx)) !== seed.catalog) return false;
    const counted = await tx.query<{ n: number; x: string }>(seed.probe);
    const changed = seed.tables.filter(
      (table, i) => counted[i]?.n !== table.rows || BigInt(counted[i]?.x ?? 0) > seed.mark,
    );
    const now = await tx.query<{ name: string; value: string | null }>(SEQUENCES);
    const moved = seed.sequences.filter((sequence, i) => now[i]?.value !== sequence.value);
    await tx.exec(
      [
        'RESET ALL',
        'SET LOCAL session_replication_role = replica',
        ...changed.map((table) => table.refill),
        ...moved.map((sequence) => sequence.restore),
      ].join(';\n'),
    );
    seed.mark = await currentXid(tx);
    return true;
  });
}

const SEQUENCES = `SELECT sequencename AS name, last_value::text AS value
  FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`;

/** This transaction's id as `xmin` shows it (32 bits: the epoch is 0 in a test cluster). */
async function currentXid(tx: RawTx): Promise<bigint> {
  const [row] = await tx.query<{ xid: string }>(
    'SELECT (txid_current() % 4294967296)::text AS xid',
  );
  return BigInt(row?.xid ?? 0);
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

async function copySeed(tx: RawTx): Promise<Omit<KeptSeed, 'catalog' | 'mark'>> {
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
  const copies: string[] = ['CREATE SCHEMA bq_seed'];
  for (const { table, columns: names } of columns) {
    const list = names.map(quote).join(', ');
    copies.push(
      `CREATE TABLE bq_seed.${quote(table)} AS SELECT ${list} FROM public.${quote(table)}`,
    );
  }
  await tx.exec(`${copies.join(';\n')};`);
  const counts = await tx.query<{ n: number }>(
    columns
      .map(({ table }, i) => `SELECT ${i} AS i, count(*)::int AS n FROM bq_seed.${quote(table)}`)
      .join(' UNION ALL ')
      .concat(' ORDER BY i'),
  );
  const tables = columns.map(({ table, columns: names }, i) => {
    const list = names.map(quote).join(', ');
    return {
      refill:
        `DELETE FROM public.${quote(table)};\n` +
        `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${list} FROM bq_seed.${quote(table)}`,
      rows: counts[i]?.n ?? 0,
    };
  });
  const probe = columns
    .map(
      ({ table }, i) =>
        `SELECT ${i} AS i, count(*)::int AS n, ` +
        `coalesce(max(xmin::text::bigint), 0)::text AS x FROM public.${quote(table)}`,
    )
    .join(' UNION ALL ')
    .concat(' ORDER BY i');
  const sequences = (await tx.query<{ name: string; value: string | null }>(SEQUENCES)).map(
    ({ name, value }) => ({
      name,
      value,
      restore:
        value === null
          ? `ALTER SEQUENCE public.${quote(name)} RESTART`
          : `SELECT setval('public.${quote(name)}', ${value}, true)`,
    }),
  );
  return { tables, sequences, probe };
}
