import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { roles, twoStepChallenges, userRoles } from '../db/schema.js';
import type { Act } from '../domain/shared/act.js';
import { newToken, sha256 } from './crypto.js';

/**
 * The step between a right password and a session for a person with two-step sign-in on: a
 * challenge token that lives `CHALLENGE_MS` and is spent by the sign-in it finishes. Only its
 * SHA-256 is stored, like a session's.
 */
export const CHALLENGE_MS = 5 * 60_000;

export async function createChallenge(
  db: Db | Tx,
  act: Act,
  input: { userId: number; device: string | null },
): Promise<string> {
  const token = newToken();
  // Challenges past their life are of no use: pruned as new ones are made.
  await db
    .delete(twoStepChallenges)
    .where(
      or(
        lte(twoStepChallenges.expiresAt, act.now),
        lte(twoStepChallenges.createdAt, new Date(act.now.getTime() - CHALLENGE_MS)),
      ),
    );
  await db.insert(twoStepChallenges).values({
    tokenHash: sha256(token),
    userId: input.userId,
    device: input.device,
    createdAt: act.now,
    expiresAt: new Date(act.now.getTime() + CHALLENGE_MS),
  });
  return token;
}

/** The live, unspent challenge of `token` (locked in `tx`), or null. */
export async function openChallenge(tx: Tx, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.tokenHash, sha256(token)),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function spendChallenge(tx: Tx, act: Act, id: number): Promise<void> {
  await tx.update(twoStepChallenges).set({ usedAt: act.now }).where(eq(twoStepChallenges.id, id));
}

/** Whether one of the person's roles is among `roleNames` (lower-cased, the policy's setting). */
export async function roleRequiresTwoStep(
  db: Db | Tx,
  userId: number,
  roleNames: readonly string[],
): Promise<boolean> {
  if (roleNames.length === 0) return false;
  const [hit] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(userRoles.userId, userId), inArray(sql<string>`lower(${roles.name})`, [...roleNames])),
    )
    .limit(1);
  return hit !== undefined;
}
