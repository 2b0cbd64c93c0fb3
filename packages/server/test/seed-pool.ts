import { rmSync } from 'node:fs';
import type { Database } from '../src/db/index.js';
import { backToSeed, type KeptSeed, keepSeed } from './seed-reset.js';

/**
 * One seeded PGlite database per test worker, handed to file after file and made the seeded one
 * again in between: opening a PGlite costs about a CPU-second (the WebAssembly Postgres starts and
 * reads its catalog), the reset about a tenth of that, and the suite opens one per file.
 *
 * The reset is SQL only (test/seed-reset.ts); a database whose schema a file changed is closed
 * and replaced by a fresh copy. PostgreSQL runs keep copying the seeded template per file
 * (CREATE DATABASE … TEMPLATE is as cheap).
 */
interface Pooled {
  database: Database;
  dataDir: string;
  seed: KeptSeed;
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
    let reset = !entry.dirty;
    try {
      reset ||= await backToSeed(entry.database, entry.seed);
    } catch (error) {
      entry.inUse = false;
      throw error;
    }
    if (reset) return lend(entry);
    // The file before changed the schema: its database goes, a fresh copy takes its place.
    pooled = null;
    await entry.database.close();
    rmSync(entry.dataDir, { recursive: true, force: true });
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
  const seed = await keepSeed(database);
  const entry: Pooled = { database, dataDir, seed, inUse: true, dirty: false };
  pooled = entry;
  // The worker's last file leaves it open; the run's teardown removes its files (beside the seed).
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
