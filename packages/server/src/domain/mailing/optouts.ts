import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { mailOptouts } from '../../db/schema-mailing.js';

/** Whether an address unsubscribed from marketing mail (any case). */
export async function isOptedOut(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ at: mailOptouts.at })
    .from(mailOptouts)
    .where(eq(mailOptouts.email, email.toLowerCase()));
  return row !== undefined;
}

/**
 * Records the opt-out (once: the first one's time and way are kept). Answers whether it was new,
 * so a second click says "already" without another row.
 */
export async function optOut(
  db: Db | Tx,
  at: Date,
  email: string,
  how: 'one-click' | 'page',
): Promise<boolean> {
  const added = await db
    .insert(mailOptouts)
    .values({ email: email.toLowerCase(), at, how })
    .onConflictDoNothing()
    .returning({ email: mailOptouts.email });
  return added.length > 0;
}
