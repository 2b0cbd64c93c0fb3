import { and, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { registrations } from '../../db/schema-institute.js';

/**
 * A visitor's registrations become their account's ("a day at the brokerage"): a seat
 * or waitlist place taken from the public hall under an address, with no account, belongs to
 * whoever makes an account with that address, since the e-mailed code proves the mailbox as the
 * confirmation link did. Without this the person's own seat never showed in their courses or on
 * their calendar. Called in the registering transaction; a new account holds no registration yet,
 * so the one-active-seat-per-person index cannot refuse it. Answers how many became theirs.
 */
export async function claimVisitorRegistrations(
  tx: Tx,
  account: { userId: number; email: string },
): Promise<number> {
  const claimed = await tx
    .update(registrations)
    .set({ userId: account.userId, kind: 'tourist' })
    .where(
      and(
        isNull(registrations.userId),
        sql`lower(${registrations.email}) = lower(${account.email})`,
      ),
    )
    .returning({ id: registrations.id });
  return claimed.length;
}
