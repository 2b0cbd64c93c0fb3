import { createHash } from 'node:crypto';
import { CODES, ENROL_ONLY_PATHS, type Permission } from '@bq/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Services, SessionUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { sessions, users } from '../db/schema.js';
import { callOrigin } from '../domain/security/origin.js';
import { ApiError } from '../envelope.js';
import { newToken, sha256 } from './crypto.js';
import type { CachedSession } from './session-cache.js';

export type AuthState =
  | { kind: 'none' }
  | { kind: 'guest' }
  | { kind: 'invalid' }
  | { kind: 'user'; user: SessionUser };

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 && value.length <= 512 ? value : null;
}

/**
 * A new session: answers its token (only the browser keeps it; the row has its SHA-256) and its
 * id (what the security log and the sessions list name it by). `mustEnrol`: the session may only
 * enrol in two-step sign-in or log out (its role requires it). Where it was opened is the call's
 * origin (domain/security/origin.ts).
 */
export async function openSession(
  db: Db | Tx,
  userId: number,
  now: Date,
  mustEnrol = false,
  /** Opened by an authenticator or recovery code: fresh for step-up (auth/step-up.ts). */
  steppedUp = false,
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const { ip, device } = callOrigin();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      mustEnrol,
      stepUpAt: steppedUp ? now : null,
      ip: ip.slice(0, 64) || null,
      device: device.slice(0, 80) || null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

export async function createSession(
  db: Db | Tx,
  userId: number,
  now: Date,
  mustEnrol = false,
): Promise<string> {
  return (await openSession(db, userId, now, mustEnrol)).token;
}

// Writing last_seen_at on every request would make every read a write; a minute of slack in the
// idle expiry is harmless. With an idle limit under a few minutes the slack shrinks to a quarter
// of it: a fixed minute would let an active session with TOKEN_IDLE_MINUTES below 1 expire, as
// last_seen_at would never move before the limit passed.
const touchAfterMs = (idleMs: number) => Math.min(60_000, Math.max(0, Math.floor(idleMs / 4)));

export async function resolveToken(services: Services, token: string | null): Promise<AuthState> {
  if (!token) return { kind: 'none' };
  if (token === services.config.guestToken) return { kind: 'guest' };
  const { db, config, sessionCache } = services;
  const tokenHash = sha256(token);
  const now = services.now().getTime();
  // A cached entry lives SESSION_CACHE_SECONDS from the read that filled it, never renewed by a
  // hit: a logout, password change or role edit on another server process reaches this one
  // within that time even while the token keeps being used.
  const cached = sessionCache.get(tokenHash, now);
  const row = cached ?? (await loadSession(db, tokenHash));
  if (!row) return { kind: 'invalid' };
  const idleMs = config.tokenIdleMinutes * 60_000;
  const idleLimit = row.lastSeenAt.getTime() + idleMs;
  const absoluteLimit = row.createdAt.getTime() + config.tokenMaxHours * 3_600_000;
  if (now >= idleLimit || now >= absoluteLimit) return { kind: 'invalid' };
  if (now - row.lastSeenAt.getTime() > touchAfterMs(idleMs)) {
    row.lastSeenAt = new Date(now);
    await db
      .update(sessions)
      .set({ lastSeenAt: row.lastSeenAt })
      .where(eq(sessions.id, row.sessionId));
  }
  if (!cached) sessionCache.set(tokenHash, row, now);
  const { createdAt: _c, lastSeenAt: _l, ...user } = row;
  return { kind: 'user', user };
}

async function loadSession(db: Db, tokenHash: string): Promise<CachedSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      mustEnrol: sessions.mustEnrol,
      userId: users.id,
      name: users.name,
      email: users.email,
      userType: users.kind,
      activeRoleId: users.activeRoleId,
      modules: sql<
        string[]
      >`coalesce((select array_agg(rm.module_id) from role_modules rm where rm.role_id = ${users.activeRoleId}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  if (!row) return null;
  const modules = row.modules ?? [];
  return {
    ...row,
    modules: new Set(modules),
    rolesVersion: rolesVersion(row.activeRoleId, modules),
  };
}

/**
 * A short fingerprint of what the active role may reach (role id and its module ids). Every answer
 * to a signed-in call carries it (`x-roles-version`), so an open portal learns that a role edit,
 * a role switch or a role assignment changed its menu without logging in again.
 */
export function rolesVersion(activeRoleId: number | null, modules: readonly string[]): string {
  const key = `${activeRoleId ?? ''}|${[...modules].sort().join(',')}`;
  return createHash('sha256').update(key).digest('base64url').slice(0, 16);
}

/**
 * The gate every call passes before its input is even parsed. Missing, unknown, expired or
 * revoked login tokens answer 1001 (the portal logs out); the guest token on a call that needs a
 * user answers 401; a user whose active role lacks the modules answers 403.
 */
export function checkPermission(
  permission: Permission,
  auth: AuthState,
  path = '',
): ApiError | null {
  if (permission === 'public') return null;
  if (auth.kind === 'none') {
    return new ApiError(CODES.tokenInvalid, 'Please log in: this call needs a login token');
  }
  if (auth.kind === 'invalid') {
    return new ApiError(
      CODES.tokenInvalid,
      'Your session has expired or was ended; please log in again',
    );
  }
  if (auth.kind === 'guest') {
    return new ApiError(CODES.needsLogin, 'Please log in: guests cannot do this');
  }
  // Held to enrolment: the server, not only the page, keeps the person from everything else.
  if (auth.user.mustEnrol && !ENROL_ONLY_PATHS.includes(path)) {
    return new ApiError(
      CODES.mustEnrol,
      'Your role requires two-step sign-in: set up your authenticator app before anything else',
    );
  }
  if (permission === 'user') return null;
  if (permission.modules.some((id) => auth.user.modules.has(id))) return null;
  return new ApiError(CODES.forbidden, 'Your active role is not permitted to do this');
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of the person; answers how many there were. */
export async function revokeAllSessions(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
