import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db, Tx } from '../db/index.js';
import { sessions, twoStepEvents, twoStepRecoveryCodes, twoStepSecrets } from '../db/schema.js';
import { keyIdOf, openSecret, sealSecret, type TinKeyring } from '../domain/people/tin-crypto.js';
import type { Act, SignedAct } from '../domain/shared/act.js';
import { conflict, fieldRefused } from '../envelope.js';
import { sha256 } from './crypto.js';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, what every
 * authenticator app reads from a QR code), the rows of one person: the secret sealed with the
 * office's one sealing (tin-crypto.ts, rotated by `tins:rotate`), ten one-time recovery codes
 * and the security log. The algorithm is the `otpauth` package's (docs/decisions/platform.md).
 */

const ISSUER = 'BQ Portal';
const PERIOD_MS = 30_000;
/** One step either side of now: the phone's clock may be up to 30 s off the server's. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time-step a 6-digit code is right for at `now` (within the window), or null. Which step
 * matched is what the reuse check compares, not the code itself.
 */
function matchedStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret, '').validate({
    token: code,
    timestamp: now.getTime(),
    window: WINDOW,
  });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/**
 * Recovery codes are 50 random bits each (ten base-32 characters, shown as two groups of five):
 * not a person's choice, so a salted SHA-256 keeps them as safe as a slow hash would, and a
 * sign-in does not pay ten scrypt runs to find the one that matches.
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
function hashRecovery(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${normalRecovery(code)}`)}`;
}
function recoveryMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  if (salt === undefined) return false;
  const a = Buffer.from(hashRecovery(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface TwoStepStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
}

export async function twoStepStatus(db: Db | Tx, userId: number): Promise<TwoStepStatus> {
  const [row] = await db
    .select({ confirmedAt: twoStepSecrets.confirmedAt })
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, userId));
  if (!row?.confirmedAt) return { enrolled: false, recoveryCodesLeft: 0 };
  const left = await db
    .select({ id: twoStepRecoveryCodes.id })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return { enrolled: true, recoveryCodesLeft: left.length };
}

/**
 * A new secret for the person, pending until a first code confirms it (a second start replaces
 * a pending one). Answers the secret and the otpauth:// address the QR code carries.
 */
export async function startEnrolment(
  tx: Tx,
  ring: TinKeyring,
  act: SignedAct,
  input: { email: string },
): Promise<{ secret: string; uri: string }> {
  const [row] = await tx
    .select({ confirmedAt: twoStepSecrets.confirmedAt })
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, act.actor))
    .for('update');
  if (row?.confirmedAt) throw conflict('Two-step sign-in is already on; turn it off first');
  const secret = new Secret({ size: 20 }).base32;
  const values = { secretSealed: sealSecret(ring, secret), createdAt: act.now, lastStep: null };
  await tx
    .insert(twoStepSecrets)
    .values({ userId: act.actor, ...values })
    .onConflictDoUpdate({ target: twoStepSecrets.userId, set: values });
  return { secret, uri: totp(secret, input.email).toString() };
}

/**
 * The first code confirms the pending secret: two-step sign-in is on, the session may do
 * everything again, and the ten recovery codes are answered (the only time they are readable).
 */
export async function confirmEnrolment(
  tx: Tx,
  ring: TinKeyring,
  act: SignedAct,
  input: { code: string },
): Promise<{ recoveryCodes: string[] }> {
  const [row] = await tx
    .select()
    .from(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, act.actor))
    .for('update');
  if (!row) throw conflict('Start the set-up first: no authenticator is waiting for a code');
  if (row.confirmedAt) throw conflict('Two-step sign-in is already on');
  const step = matchedStep(openSecret(ring, row.secretSealed), input.code, act.now);
  if (step === null) throw fieldRefused('code', 'is not the code your authenticator app shows now');
  await tx
    .update(twoStepSecrets)
    .set({ confirmedAt: act.now, lastStep: step })
    .where(eq(twoStepSecrets.userId, act.actor));
  const recoveryCodes = await replaceRecoveryCodes(tx, act.actor);
  await tx
    .update(sessions)
    .set({ mustEnrol: false })
    .where(and(eq(sessions.userId, act.actor), eq(sessions.mustEnrol, true)));
  await logEvent(tx, act, act.actor, 'enrolled');
  return { recoveryCodes };
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx
    .insert(twoStepRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecovery(code) })));
  return codes;
}

export type SecondStep = { ok: true; recovery: boolean } | { ok: false; message: string };

/**
 * Checks a 6-digit code or a recovery code of an enrolled person and spends it: a code of a
 * time-step at or before the last one accepted is refused (reuse within its window), a recovery
 * code works once. A refusal writes nothing, so the caller may count it and go on.
 */
export async function spendSecondStep(
  tx: Tx,
  ring: TinKeyring,
  act: Act,
  input: { userId: number; code: string },
): Promise<SecondStep> {
  const [row] = await tx
    .select()
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, input.userId), isNotNull(twoStepSecrets.confirmedAt)))
    .for('update');
  if (!row) return { ok: false, message: 'two-step sign-in is not on for this account' };
  const code = input.code.trim();
  if (/^\d{6}$/.test(code)) {
    const step = matchedStep(openSecret(ring, row.secretSealed), code, act.now);
    if (step === null) return { ok: false, message: 'is wrong or has expired' };
    if (row.lastStep !== null && step <= row.lastStep)
      return { ok: false, message: 'was already used; wait for the next code in your app' };
    await tx
      .update(twoStepSecrets)
      .set({ lastStep: step })
      .where(eq(twoStepSecrets.userId, input.userId));
    return { ok: true, recovery: false };
  }
  const unused = await tx
    .select()
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, input.userId), isNull(twoStepRecoveryCodes.usedAt)))
    .for('update');
  const hit = unused.find((r) => recoveryMatches(code, r.codeHash));
  if (!hit) return { ok: false, message: 'is not a 6-digit code or an unused recovery code' };
  await tx
    .update(twoStepRecoveryCodes)
    .set({ usedAt: act.now })
    .where(eq(twoStepRecoveryCodes.id, hit.id));
  await logEvent(tx, act, input.userId, 'recovery-used');
  return { ok: true, recovery: true };
}

/** Turns two-step sign-in off for the person (their code was checked) or, reset, for anyone. */
export async function removeTwoStep(
  tx: Tx,
  act: Act,
  input: { userId: number; kind: 'disabled' | 'reset' },
): Promise<boolean> {
  const removed = await tx
    .delete(twoStepSecrets)
    .where(eq(twoStepSecrets.userId, input.userId))
    .returning({ userId: twoStepSecrets.userId });
  await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, input.userId));
  if (removed.length > 0) await logEvent(tx, act, input.userId, input.kind);
  return removed.length > 0;
}

/** Marks the person's open sessions as held to enrolment (their role requires it). */
export async function holdSessionsToEnrolment(tx: Tx | Db, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ mustEnrol: true })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

async function logEvent(
  tx: Tx,
  act: Act,
  userId: number,
  kind: (typeof twoStepEvents.$inferInsert)['kind'],
): Promise<void> {
  await tx.insert(twoStepEvents).values({ userId, kind, actor: act.actor, at: act.now });
}

/** `tins:rotate`: every secret re-sealed under the current key, in the caller's transaction. */
export async function rotateTwoStepSecrets(
  tx: Tx,
  ring: TinKeyring,
): Promise<{ rotated: number; total: number }> {
  const stored = await tx.select().from(twoStepSecrets).for('update');
  let rotated = 0;
  for (const row of stored) {
    if (keyIdOf(row.secretSealed) === ring.current) continue;
    await tx
      .update(twoStepSecrets)
      .set({ secretSealed: sealSecret(ring, openSecret(ring, row.secretSealed)) })
      .where(eq(twoStepSecrets.userId, row.userId));
    rotated += 1;
  }
  return { rotated, total: stored.length };
}
