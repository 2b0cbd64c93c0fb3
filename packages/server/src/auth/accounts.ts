import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { tourists, users } from '../db/schema.js';
import { claimVisitorRegistrations } from '../domain/institute/claim.js';
import type { Act, SignedAct } from '../domain/shared/act.js';
import { conflict } from '../envelope.js';
import { openSession, revokeAllSessions } from './sessions.js';

/**
 * The account rows sign-in changes: a member of the public registering, a password set (every
 * session of the account ends with it), the language and the public profile. Checks of the code,
 * the throttle and the blacklist happen before; hashing is the caller's (it is slow on purpose).
 */

/** A new public account, signed in: answers its id and the session's token. */
export async function registerTourist(
  tx: Tx,
  act: Act,
  input: { email: string; name?: string; passwordHash: string },
): Promise<{ userId: number; token: string; sessionId: number }> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw conflict('This e-mail is already registered');
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      name: input.name || input.email.split('@')[0] || input.email,
      passwordHash: input.passwordHash,
      kind: 'tourist',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  // Seats the address took from the public hall before it had an account are now its own.
  await claimVisitorRegistrations(tx, { userId: user.id, email: input.email });
  return { userId: user.id, ...(await openSession(tx, user.id, act.now)) };
}

/** A new password for the account of `email` (or user id); every session of it ends. */
export async function setPassword(
  tx: Tx,
  act: Act,
  input: { passwordHash: string } & ({ email: string } | { userId: number }),
): Promise<{ id: number; name: string; languageType: 1 | 2; sessionsEnded: number } | null> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash: input.passwordHash })
    .where('email' in input ? eq(users.email, input.email) : eq(users.id, input.userId))
    .returning({ id: users.id, name: users.name, languageType: users.languageType });
  if (!user) return null;
  return { ...user, sessionsEnded: await revokeAllSessions(tx, user.id, act.now) };
}

/** The language the person reads the portal and their mail in. */
export async function setLanguage(db: Db | Tx, act: SignedAct, languageType: 1 | 2) {
  await db.update(users).set({ languageType }).where(eq(users.id, act.actor));
}

/** The public profile a member of the public fills in once, after their first sign-in. */
export async function saveTouristProfile(
  db: Db | Tx,
  act: SignedAct,
  input: Omit<typeof tourists.$inferInsert, 'userId'>,
) {
  await db
    .insert(tourists)
    .values({ userId: act.actor, ...input })
    .onConflictDoUpdate({ target: tourists.userId, set: input });
}
