import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { loginFailures } from '../db/schema.js';

/**
 * Failed logins, counted in the database so that several servers behind one PostgreSQL count
 * together and a restart forgives nothing (threat model: docs/decisions.md, "Hardening").
 * - per address: `limit` failures within `windowMs` refuse the address until the oldest leaves
 *   the window, so a password cannot be guessed at request speed. The owner is never locked out
 *   for good: changing the password with an e-mail code clears the count (see `clearAddress`),
 *   and a successful login does too.
 * - per client IP: `ipLimit` failures within the window refuse that client for any address,
 *   before any password is hashed, so junk logins with random addresses cannot eat the CPU.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly ipLimit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until this address may try again from this client, or 0 when it may now. */
  async retryAfter(email: string, ip: string, now: Date): Promise<{ wait: number; byIp: boolean }> {
    const since = new Date(now.getTime() - this.windowMs);
    const check = async (scope: string, key: string, limit: number) => {
      if (limit <= 0) return 0; // a limit of 0 switches that count off
      // Refused tries are not recorded, so a window holds about `limit` rows per key.
      const rows = await this.db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.scope, scope),
            eq(loginFailures.key, key),
            gt(loginFailures.at, since),
            lte(loginFailures.at, now),
          ),
        )
        .orderBy(asc(loginFailures.at))
        .limit(10_000);
      if (rows.length < limit) return 0;
      const at = rows[rows.length - limit]?.at ?? now;
      return Math.max(1, at.getTime() + this.windowMs - now.getTime());
    };
    const byIp = await check('ip', ip, this.ipLimit);
    if (byIp > 0) return { wait: byIp, byIp: true };
    return { wait: await check('email', email.toLowerCase(), this.limit), byIp: false };
  }

  async fail(email: string, ip: string, now: Date): Promise<void> {
    const old = new Date(now.getTime() - this.windowMs);
    await this.db.transaction(async (tx) => {
      // Rows that left the window are of no use; pruning them all keeps the table at one
      // window's failures, however many made-up addresses a flood tries.
      await tx.delete(loginFailures).where(lte(loginFailures.at, old));
      const rows = [];
      if (this.limit > 0) rows.push({ scope: 'email', key: email.toLowerCase(), at: now });
      if (this.ipLimit > 0) rows.push({ scope: 'ip', key: ip, at: now });
      if (rows.length > 0) await tx.insert(loginFailures).values(rows);
    });
  }

  /** A successful login or a password changed with an e-mail code: the address starts afresh. */
  async clearAddress(db: Db | Tx, email: string): Promise<void> {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, 'email'), eq(loginFailures.key, email.toLowerCase())));
  }
}
