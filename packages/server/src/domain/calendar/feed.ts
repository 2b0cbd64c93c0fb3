import { CALENDAR_FEED_PATH, MODULE_IDS } from '@bq/contract';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { newToken, sha256 } from '../../auth/crypto.js';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { calendarFeedMisses, calendarFeedTokens } from '../../db/schema-calendar.js';
import type { Decider } from '../applications/queue.js';
import type { Act } from '../shared/act.js';

/**
 * The private feed address (docs/decisions/calendar.md, "Calendar"). Its secret is 32 random bytes, shown
 * once when made; the table keeps only its SHA-256 (a secret this long needs no salt or slow
 * hash: nobody can guess one to test against the table). Each address is bound to the password
 * hash it was made under, so any password change ends it, whichever path changed it.
 */

const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** Wrong addresses one client may ask for within the window before it is refused (429). */
export const FEED_MISS_LIMIT = 20;
export const FEED_MISS_WINDOW_MS = 15 * 60_000;

const markOf = (passwordHash: string) => sha256(`calendar-feed\n${passwordHash}`);

/** Makes the person's address, ending the one before; the only time its secret exists in clear. */
export async function renewFeed(
  tx: Tx,
  { now }: Act,
  userId: number,
): Promise<{ path: string; createdAt: Date }> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new Error(`no user ${userId}`);
  const secret = newToken();
  const values = {
    userId,
    tokenHash: sha256(secret),
    passwordMark: markOf(user.passwordHash),
    createdAt: now,
  };
  await tx
    .insert(calendarFeedTokens)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: values });
  return { path: `${CALENDAR_FEED_PATH}${secret}.ics`, createdAt: now };
}

export async function revokeFeed(tx: Tx, _act: Act, userId: number): Promise<void> {
  await tx.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

/** Whether the person's address works now (made, and made under the password they have). */
export async function feedStatus(
  db: Db | Tx,
  userId: number,
): Promise<{ active: boolean; createdAt: Date | null }> {
  const [row] = await db
    .select({
      createdAt: calendarFeedTokens.createdAt,
      passwordMark: calendarFeedTokens.passwordMark,
      passwordHash: users.passwordHash,
    })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.userId, userId));
  return row && row.passwordMark === markOf(row.passwordHash)
    ? { active: true, createdAt: row.createdAt }
    : { active: false, createdAt: null };
}

export interface FeedPerson extends Decider {
  name: string;
}

/**
 * The person a feed secret opens, or null: no such address, an address made under an older
 * password, a person whose active role no longer holds the calendar, or an agent whose
 * relationship with the office has ended. Signing out ends no feed: a calendar app holds the
 * address for months, independent of any session (docs/decisions/calendar.md, "Calendar").
 */
export async function personOfFeed(db: Db | Tx, secret: string): Promise<FeedPerson | null> {
  if (!SECRET.test(secret)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      passwordHash: users.passwordHash,
      passwordMark: calendarFeedTokens.passwordMark,
      modules: sql<string[]>`coalesce((SELECT array_agg(rm.module_id) FROM role_modules rm
        WHERE rm.role_id = ${users.activeRoleId}), '{}')`,
      left: sql<boolean>`EXISTS (SELECT 1 FROM agents a
        WHERE a.user_id = ${users.id} AND a.rel_status <> 1)`,
    })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.tokenHash, sha256(secret)));
  if (!row || row.passwordMark !== markOf(row.passwordHash) || row.left) return null;
  const modules = new Set(row.modules ?? []);
  if (!modules.has(MODULE_IDS['calendar/index'])) return null;
  return { userId: row.userId, name: row.name, modules };
}

/** Whether this client asked for too many wrong addresses lately (counted in the database). */
export async function feedRefused(db: Db, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FEED_MISS_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(calendarFeedMisses)
    .where(
      and(
        eq(calendarFeedMisses.ip, ip),
        gt(calendarFeedMisses.at, since),
        lte(calendarFeedMisses.at, now),
      ),
    );
  return (row?.n ?? 0) >= FEED_MISS_LIMIT;
}

/** Counts a wrong address against the client; rows past the window go (one window is kept). */
export async function feedMissed(db: Db, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(calendarFeedMisses)
      .where(lte(calendarFeedMisses.at, new Date(now.getTime() - FEED_MISS_WINDOW_MS)));
    await tx.insert(calendarFeedMisses).values({ ip, at: now });
  });
}
