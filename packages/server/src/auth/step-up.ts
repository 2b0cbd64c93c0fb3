import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Services, SessionUser } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { sessions, twoStepSecrets } from '../db/schema.js';
import { recordSecurityEvent } from '../domain/security/events.js';
import type { Origin } from '../domain/security/origin.js';
import { tokenBuckets } from '../domain/shared/token-bucket.js';
import { twoStepRoleNames } from '../domain/system/settings-keys.js';
import { ApiError } from '../envelope.js';
import { roleRequiresTwoStep } from './two-step-sign-in.js';

/**
 * Step-up (docs/auth.md "Step-up"): a call that moves money runs only while the session's last
 * authenticator code is younger than STEP_UP_MINUTES by the app's clock. `code`: the person is
 * enrolled and the code is stale or was never given in this session; `enrolment`: not enrolled
 * while the office's two-step policy covers one of their roles. Anyone else (not enrolled, not
 * covered) passes, so no journey of a role without the policy changes.
 */
export type StepUpNeed = 'code' | 'enrolment';

/**
 * What this session lacks before a step-up call, or null. Read from the database each time rather
 * than from the session cache: a code given on another server process counts at once.
 */
export async function stepUpNeed(
  services: Services,
  user: SessionUser,
): Promise<StepUpNeed | null> {
  const { db, config } = services;
  const [row] = await db
    .select({ stepUpAt: sessions.stepUpAt, enrolledAt: twoStepSecrets.confirmedAt })
    .from(sessions)
    .leftJoin(twoStepSecrets, eq(twoStepSecrets.userId, sessions.userId))
    .where(eq(sessions.id, user.sessionId));
  if (row?.enrolledAt) {
    const now = services.now().getTime();
    const at = row.stepUpAt?.getTime();
    // A code "from the future" (the clock set back) is not trusted either.
    const fresh = at !== undefined && at <= now && now - at < config.stepUpMinutes * 60_000;
    return fresh ? null : 'code';
  }
  const policy = await services.settings.get(db, 'auth.twoStepRoles');
  return (await roleRequiresTwoStep(db, user.userId, twoStepRoleNames(policy)))
    ? 'enrolment'
    : null;
}

/**
 * A client that keeps calling while refused leaves 5 events, then one a minute, per session (in
 * memory), so a script cannot fill a log that is never pruned.
 */
const refusedEvents = tokenBuckets({ burst: 5, refill: 1 / 60, maxKeys: 10_000 });

/**
 * The refusal of `path` for `need`, written to the security log (its own write: it outlives the
 * refusal). `origin`: the call's, where no call context is open yet (the gate in register.ts).
 */
export async function refuseStepUp(
  services: Services,
  user: SessionUser,
  path: string,
  need: StepUpNeed,
  origin?: Origin,
): Promise<ApiError> {
  const now = services.now();
  if (refusedEvents(services.db, String(user.sessionId), now)) {
    await recordSecurityEvent(
      services.db,
      { now, actor: user.userId },
      {
        kind: 'step_up_refused',
        sessionId: user.sessionId,
        detail: { call: path, need },
        ...(origin ? { origin } : {}),
      },
    );
  }
  return need === 'code'
    ? new ApiError(
        CODES.stepUpRequired,
        'Enter a code from your authenticator app to go on: this moves money',
      )
    : new ApiError(
        CODES.stepUpEnrol,
        'Set up two-step sign-in first: your role requires it before money moves',
      );
}

/** The step-up gate of one call: throws the logged refusal when the session needs a fresh code. */
export async function requireStepUp(
  services: Services,
  user: SessionUser,
  path: string,
  origin?: Origin,
): Promise<void> {
  const need = await stepUpNeed(services, user);
  if (need) throw await refuseStepUp(services, user, path, need, origin);
}

/** The session proved itself with a code now: step-up calls run for the next window. */
export async function markSteppedUp(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ stepUpAt: now }).where(eq(sessions.id, sessionId));
}
