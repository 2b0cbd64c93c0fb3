import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { discountCodeMisses } from '../../db/schema-commerce.js';
import { tooMany } from '../../envelope.js';
import { waitInWords } from '../institute/opt-in-limits.js';
import type { Act } from '../shared/act.js';

/**
 * A buyer may try codes that do not exist this many times an hour: enough for every typo a
 * person makes, far too few to learn which codes exist by trying them (a code is a secret its
 * holders share, and "not one we know" tells a guesser it missed).
 */
export const CODE_MISSES_PER_HOUR = 10;
const WINDOW_MS = 60 * 60 * 1000;

const M = discountCodeMisses;

/** Refuses a buyer who has tried too many codes that are none this hour, with when to try again. */
export async function refuseOverGuesses(db: Db | Tx, act: Act, buyerId: number): Promise<void> {
  const since = new Date(act.now.getTime() - WINDOW_MS);
  const [row] = await db
    .select({ misses: count(), first: min(M.at) })
    .from(M)
    .where(and(eq(M.buyerId, buyerId), gt(M.at, since), lte(M.at, act.now)));
  if (!row || row.misses < CODE_MISSES_PER_HOUR || !row.first) return;
  const wait = row.first.getTime() + WINDOW_MS - act.now.getTime();
  throw tooMany(
    `Too many codes tried that are not ones we know; please try again in ${waitInWords(wait)}`,
  );
}

/**
 * Counts a miss, outside any transaction the refusal rolls back (the buyer is told the code is
 * unknown right after), and drops the buyer's misses the window no longer counts.
 */
export async function recordMiss(db: Db, act: Act, buyerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const since = new Date(act.now.getTime() - WINDOW_MS);
    await tx.delete(M).where(and(eq(M.buyerId, buyerId), lte(M.at, since)));
    await tx.insert(M).values({ buyerId, at: act.now });
  });
}
