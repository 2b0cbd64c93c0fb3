import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { idempotencyKeys } from '../db/schema-idempotency.js';
import type { Act } from '../domain/shared/act.js';

/**
 * A key answers retries of one request: a client retries within minutes (a lost answer, a double
 * click), never a month later. After `KEEP_DAYS` a key is swept, so the table holds what a retry
 * may still need and not every decision ever made (the decisions themselves are in their tables
 * and the ledger). A key swept and sent again is a new request, refused by the state it changed.
 */
export const KEEP_DAYS = 30;

/** Deletes the keys made more than `KEEP_DAYS` before `act.now`; answers how many. */
export async function sweepIdempotencyKeys(db: Db | Tx, act: Act): Promise<number> {
  // The age in SQL: 30 days before the injected instant, whatever the machine's clock says.
  const cutoff = sql`${act.now.toISOString()}::timestamptz - make_interval(days => ${KEEP_DAYS})`;
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
