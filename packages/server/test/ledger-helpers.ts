import { expect } from 'vitest';
import type { Db, Tx } from '../src/db/index.js';

/** What the database said: Drizzle wraps a driver's error ("Failed query: …") with it as cause. */
export function reasonOf(error: unknown): string {
  const said: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) said.push(e.message);
  return said.join(' / ');
}

/** Expects `work` to be refused with a reason matching `why`. */
export async function refused(work: Promise<unknown>, why: RegExp): Promise<void> {
  const outcome = await work.then(
    () => 'done',
    (error: unknown) => reasonOf(error),
  );
  expect(outcome).toMatch(why);
}

/** The id of a seeded user, by address. */
export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

/**
 * What `work` answers inside a transaction that is then rolled back: a planted state (triggers
 * off, a hand edit) is seen by the code under test and leaves the database as it was.
 */
export async function seenThenRolledBack<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const rollBack = new Error('roll back');
  let seen: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      seen = { value: await work(tx) };
      throw rollBack;
    })
    .catch((error: unknown) => {
      if (error !== rollBack) throw error;
    });
  if (!seen) throw new Error('the work answered nothing');
  return seen.value;
}
