import type { SecurityEventKind, SignInFailure } from '@bq/contract';
import type { Db, Tx } from '../../db/index.js';
import { securityEvents } from '../../db/schema.js';
import type { Act } from '../shared/act.js';
import { tokenBuckets } from '../shared/token-bucket.js';
import { callOrigin, type Origin } from './origin.js';

/**
 * What an event may say beside its columns. A closed list of keys, each a reason, a name or an
 * id: no key can carry a password, a code, a token or a secret, so the log cannot hold one by a
 * slip (test/security-log-secrets.test.ts greps the table and the server's log for each).
 */
export interface EventDetail {
  /** sign_in: how the person proved themself. */
  method?: 'password' | 'two_step' | 'recovery_code' | 'registration';
  /** sign_in_failed, and step_up_refused of a code: why. */
  reason?: SignInFailure;
  /** step_up_refused of a call: its path, and whether a code or an enrolment was missing. */
  call?: string;
  need?: 'code' | 'enrolment';
  /** sign_in_failed of an address with no account: the address typed (already a valid e-mail). */
  email?: string;
  /** session_ended / password_changed: how. */
  how?: 'logout' | 'ended_by_owner' | 'own_password' | 'email_code';
  /** role_*: which role, and for a role edit what it did and which permission modules moved. */
  roleId?: number;
  roleName?: string;
  op?: 'add' | 'update' | 'delete';
  modulesAdded?: string;
  modulesRemoved?: string;
  /** session_ended by a password change: how many sessions ended with it. */
  sessions?: number;
}

export interface SecurityEventInput {
  kind: SecurityEventKind;
  /** Who acted; defaults to the act's actor. */
  userId?: number | null;
  /** Whom it concerns when that is someone else. */
  subjectId?: number | null;
  sessionId?: number | null;
  detail?: EventDetail;
  /** Defaults to the call's own (domain/security/origin.ts). */
  origin?: Origin;
}

const cap = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * Writes one event, in the caller's transaction when it records a change (so an event exists
 * exactly when its change committed), or on `db` by itself for what changes nothing (a failed
 * sign-in, answered with an error: the event must outlive the refusal).
 */
export async function recordSecurityEvent(
  db: Db | Tx,
  act: Act,
  event: SecurityEventInput,
): Promise<void> {
  const origin = event.origin ?? callOrigin();
  const detail = Object.fromEntries(
    Object.entries(event.detail ?? {}).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number | boolean>;
  await db.insert(securityEvents).values({
    at: act.now,
    kind: event.kind,
    userId: event.userId === undefined ? act.actor : event.userId,
    subjectId: event.subjectId ?? null,
    ip: cap(origin.ip, 64),
    device: cap(origin.device, 80),
    sessionId: event.sessionId ?? null,
    detail,
  });
}

/**
 * Refused tries are not counted by the throttle (login-throttle.ts), and a client over its limit
 * may go on sending: its `throttled` events are kept at 3, then one a minute, per client address
 * (per app, in memory), so a flood cannot fill a log that is never pruned.
 */
const throttledEvents = tokenBuckets({ burst: 3, refill: 1 / 60, maxKeys: 10_000 });

/** A failed sign-in: its own write, before the error is thrown. */
export async function recordSignInFailure(
  db: Db,
  act: Act,
  input: { userId: number | null; reason: SignInFailure; email?: string },
): Promise<void> {
  if (input.reason === 'throttled' && !throttledEvents(db, callOrigin().ip, act.now)) return;
  await recordSecurityEvent(db, act, {
    kind: 'sign_in_failed',
    userId: input.userId,
    detail: {
      reason: input.reason,
      // An account's address is known by its id; only an unknown one is kept as typed.
      ...(input.userId === null && input.email ? { email: cap(input.email, 254) } : {}),
    },
  });
}
