import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { serverSecrets } from '../db/schema.js';

/**
 * A key shared by every server on this database (migration 0073), by name: the first server to
 * need one makes it, and the others read the same row, so what one server signed another can
 * check. Kept per database once read; a database hiccup is retried by the next caller.
 */
const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  const known = byName.get(name);
  if (known) return known;
  const loading = loadSecret(db, name).catch((err) => {
    byName.delete(name);
    throw err;
  });
  byName.set(name, loading);
  return loading;
}

async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: new Date() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server_secrets lost the ${name} key`);
  return Buffer.from(row.value);
}
