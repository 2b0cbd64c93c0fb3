import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.js';
import { loginFailures } from '../db/schema.js';

/**
 * Failed logins, counted in the database so that several servers behind one PostgreSQL count
 * together and a restart forgives nothing (threat model: docs/decisions/platform.md, "Hardening").
 * A login from an unknown device (no valid device cookie for the account, auth/device-cookie.ts):
 * - per client IP: `ipLimit` failures within `windowMs` refuse that client for any address,
 *   before any password is hashed, so junk logins with random addresses cannot eat the CPU.
 * - per address: `limit` failures within the window refuse the address until the oldest leaves
 *   the window, so a password cannot be guessed at request speed. The answer says when to try
 *   again; changing the password with an e-mail code clears the count (see `clearAddress`), and a
 *   successful login does too.
 * A login from a known device counts neither: only that device's own failures, `limit` within
 * the window, keyed by its cookie's nonce. So nobody else's failures, from any address, can shut
 * out a browser its owner signed in with before.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly ipLimit: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Milliseconds until this address may try again from this client (or this known device, the
   * nonce of its valid cookie), or 0 when it may now.
   */
  async retryAfter(
    email: string,
    ip: string,
    device: string | null,
    now: Date,
  ): Promise<{ wait: number; by: 'ip' | 'email' | 'device' }> {
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
    if (device) return { wait: await check('device', device, this.limit), by: 'device' };
    const byIp = await check('ip', ip, this.ipLimit);
    if (byIp > 0) return { wait: byIp, by: 'ip' };
    return { wait: await check('email', email.toLowerCase(), this.limit), by: 'email' };
  }

  /** A failure from a known device counts against that device only, never its address or IP. */
  async fail(email: string, ip: string, device: string | null, now: Date): Promise<void> {
    const old = new Date(now.getTime() - this.windowMs);
    await this.db.transaction(async (tx) => {
      // Rows that left the window are of no use; pruning them all keeps the table at one
      // window's failures, however many made-up addresses a flood tries.
      await tx.delete(loginFailures).where(lte(loginFailures.at, old));
      const rows = [];
      if (device) {
        if (this.limit > 0) rows.push({ scope: 'device', key: device, at: now });
      } else {
        if (this.limit > 0) rows.push({ scope: 'email', key: email.toLowerCase(), at: now });
        if (this.ipLimit > 0) rows.push({ scope: 'ip', key: ip, at: now });
      }
      if (rows.length > 0) await tx.insert(loginFailures).values(rows);
    });
  }

  /** A successful login or a password changed with an e-mail code: the address starts afresh. */
  async clearAddress(db: Db | Tx, email: string): Promise<void> {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, 'email'), eq(loginFailures.key, email.toLowerCase())));
  }

  /** A successful login from a known device: its own count starts afresh. */
  async clearDevice(db: Db | Tx, device: string): Promise<void> {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.scope, 'device'), eq(loginFailures.key, device)));
  }
}
