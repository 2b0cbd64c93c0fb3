import { rmSync } from 'node:fs';
import type { Database } from '../src/db/index.js';
import { backToSeed, keepSeed } from './seed-reset.js';

/**
 * One seeded PGlite database per test worker, handed to file after file and made the seeded one
 * again in between: opening a PGlite costs about a CPU-second (the WebAssembly Postgres starts and
 * reads its catalog), the reset about a tenth of that, and the suite opens one per file.
 *
 * The reset is SQL only (test/seed-reset.ts). PostgreSQL runs keep copying the seeded template
 * per file (CREATE DATABASE … TEMPLATE is as cheap).
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
        await backToSeed(entry.database, entry.reset);
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
  const reset = await keepSeed(database);
  const entry: Pooled = { database, reset, inUse: true, dirty: false };
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
