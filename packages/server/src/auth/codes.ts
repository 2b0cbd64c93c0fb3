import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '../context.js';
import type { Tx } from '../db/index.js';
import { verificationCodes } from '../db/schema.js';
import { fieldRefused, tooMany } from '../envelope.js';
import { newCode, sha256 } from './crypto.js';

export const PURPOSE = { register: 1, changePassword: 2 } as const;

function hashCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  return salt !== undefined && hashCode(code, salt) === stored;
}

/** Issues a code inside `tx` after the per-address and per-IP limits; returns it for the mail. */
export async function issueCode(tx: Tx, ctx: Ctx, email: string, purpose: number): Promise<string> {
  const { config } = ctx;
  const now = ctx.now();
  const [last] = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const wait = last
    ? last.createdAt.getTime() + config.codeResendSeconds * 1000 - now.getTime()
    : 0;
  if (wait > 0) {
    throw tooMany(
      `A code was just sent; please wait ${Math.ceil(wait / 1000)} s before asking again`,
    );
  }
  const [sent] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.ip, ctx.ip),
        gt(verificationCodes.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((sent?.n ?? 0) >= config.codeIpHourlyLimit) {
    throw tooMany('Too many codes were requested from your network; please try again in an hour');
  }
  await retireCodes(tx, email, purpose, now);
  const code = newCode();
  await tx.insert(verificationCodes).values({
    email,
    purpose,
    codeHash: hashCode(code),
    ip: ctx.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.codeTtlMinutes * 60_000),
  });
  return code;
}

/**
 * Marks every unused code of the address and purpose as spent: only the newest code may ever
 * work, so an older one cannot come back to life once a newer one is issued or used.
 */
async function retireCodes(tx: Tx, email: string, purpose: number, now: Date): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
}

export type CodeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks and consumes the newest code for the address. A wrong try is counted by an UPDATE in
 * `tx`, so the caller must commit `tx` on a failed check (return, do not throw) for the count to
 * stick; see `withCode`.
 */
export async function consumeCode(
  tx: Tx,
  ctx: Ctx,
  email: string,
  purpose: number,
  code: string,
): Promise<CodeCheck> {
  const now = ctx.now();
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, message: 'no valid code for this e-mail; request a new one' };
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, message: 'has expired; request a new one' };
  }
  if (row.attempts >= ctx.config.codeMaxTries) {
    return { ok: false, message: 'had too many wrong tries; request a new one' };
  }
  if (!codeMatches(code, row.codeHash)) {
    await tx
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    const left = ctx.config.codeMaxTries - row.attempts - 1;
    return {
      ok: false,
      message:
        left > 0
          ? `is wrong (${left} ${left === 1 ? 'try' : 'tries'} left)`
          : 'is wrong, and that was the last try; request a new one',
    };
  }
  await retireCodes(tx, email, purpose, now);
  return { ok: true };
}

/**
 * Runs `work` in one transaction with the code consumed; a failed check commits only the counted
 * try and answers 400, a failure inside `work` rolls everything back (the code stays usable).
 */
export async function withCode<T>(
  ctx: Ctx,
  email: string,
  purpose: number,
  code: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const check = await consumeCode(tx, ctx, email, purpose, code);
    if (!check.ok) return check;
    return { ok: true as const, value: await work(tx) };
  });
  if (!outcome.ok) throw fieldRefused('code', outcome.message);
  return (outcome as { value: T }).value;
}
