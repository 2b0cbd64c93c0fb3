import type { MySession } from '@bq/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { sessions } from '../../db/schema.js';
import { notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';
import { recordSecurityEvent } from './events.js';

/** The session limits in force (TOKEN_IDLE_MINUTES, TOKEN_MAX_HOURS): past either, a session is over. */
export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

/**
 * The person's open sessions: not ended, not idle past the limit, not older than the absolute
 * limit (what `resolveToken` would still accept). The current one first, then the most recently
 * used.
 */
export async function mySessions(
  db: Db,
  input: { userId: number; currentSessionId: number; now: Date; limits: SessionLimits },
): Promise<MySession[]> {
  const { now, limits } = input;
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMinutes * 60_000)),
        gt(sessions.createdAt, new Date(now.getTime() - limits.maxHours * 3_600_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(200);
  const listed = rows.map((r) => ({
    id: r.id,
    device: r.device ?? '',
    ip: r.ip ?? '',
    signedInAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === input.currentSessionId,
  }));
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/**
 * Ends a session of the person's own (another's, or one already ended, is not found: nobody learns
 * which session ids exist), with its security event in the same transaction. The caller drops the
 * session cache; other server processes refuse the token when their cached entry expires.
 */
export async function endOwnSession(
  tx: Tx,
  act: SignedAct,
  input: { sessionId: number; how: 'logout' | 'ended_by_owner' },
): Promise<void> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: act.now })
    .where(
      and(
        eq(sessions.id, input.sessionId),
        eq(sessions.userId, act.actor),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('Session');
  await recordSecurityEvent(tx, act, {
    kind: 'session_ended',
    subjectId: act.actor,
    sessionId: input.sessionId,
    detail: { how: input.how },
  });
}
