import { CODES } from '@bq/contract';
import QRCode from 'qrcode';
import { markSteppedUp } from '../auth/step-up.js';
import { refuseWhileLocked } from '../auth/throttle-refusal.js';
import {
  confirmEnrolment,
  holdSessionsToEnrolment,
  removeTwoStep,
  spendSecondStep,
  startEnrolment,
  twoStepStatus,
} from '../auth/two-step.js';
import { roleRequiresTwoStep } from '../auth/two-step-sign-in.js';
import type { Ctx, FamilyHandlers } from '../context.js';
import type { Db } from '../db/index.js';
import { recordSecurityEvent } from '../domain/security/events.js';
import { twoStepRoleNames } from '../domain/system/settings-keys.js';
import { ApiError, conflict, fieldRefused } from '../envelope.js';

async function required(ctx: Ctx, db: Db, userId: number): Promise<boolean> {
  const policy = await ctx.settings.get(db, 'auth.twoStepRoles');
  return roleRequiresTwoStep(db, userId, twoStepRoleNames(policy));
}

/**
 * Two-step sign-in, the person's own (auth/two-step.ts holds the rules and the rows). The QR code
 * is drawn here as an SVG data URL, so the page carries no QR library.
 */
export const twoStep: FamilyHandlers<'twoStep'> = {
  async status(_input, ctx) {
    const status = await twoStepStatus(ctx.db, ctx.user.userId);
    return { ...status, required: await required(ctx, ctx.db, ctx.user.userId) };
  },

  async start(_input, ctx) {
    const { secret, uri } = await ctx.db.transaction((tx) =>
      startEnrolment(tx, ctx.config.tinKeys, ctx.act(), { email: ctx.user.email }),
    );
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      uri,
      qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  },

  async confirm({ code }, ctx) {
    const answer = await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const confirmed = await confirmEnrolment(tx, ctx.config.tinKeys, act, { code });
      // The first code was a code: money may move without asking again at once.
      await markSteppedUp(tx, ctx.user.sessionId, act.now);
      await recordSecurityEvent(tx, act, { kind: 'two_step_enrolled' });
      return confirmed;
    });
    // The session may have been held to enrolment: it is free from the next call on.
    ctx.sessionCache.dropUser(ctx.user.userId);
    return answer;
  },

  /** A wrong code counts like a wrong old password: a stolen session cannot guess at speed. */
  async disable({ code }, ctx) {
    const { userId, email } = ctx.user;
    await refuseWhileLocked(ctx, email, null);
    const mustEnrol = await required(ctx, ctx.db, userId);
    const check = await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const spent = await spendSecondStep(tx, ctx.config.tinKeys, act, { userId, code });
      if (!spent.ok) return spent;
      await removeTwoStep(tx, act, { userId, kind: 'disabled' });
      if (spent.recovery) await recordSecurityEvent(tx, act, { kind: 'recovery_code_used' });
      await recordSecurityEvent(tx, act, { kind: 'two_step_disabled' });
      // Off while a role requires it: the person is held to enrol again, this session too.
      if (mustEnrol) await holdSessionsToEnrolment(tx, userId);
      return spent;
    });
    if (!check.ok) {
      await ctx.loginThrottle.fail(email, ctx.ip, null, ctx.now());
      throw fieldRefused('code', check.message);
    }
    ctx.sessionCache.dropUser(userId);
    return null;
  },

  /**
   * Step-up: counted, refused and cleared exactly as the sign-in's code step is (by the address
   * and the client IP: the device cookie is only ever sent to the password step), and a code
   * of a time-step already used is refused as at sign-in.
   */
  async stepUp({ code }, ctx) {
    const { userId, email, sessionId } = ctx.user;
    if (!(await twoStepStatus(ctx.db, userId)).enrolled) {
      throw conflict('Two-step sign-in is not on for you: set it up first');
    }
    const refused = (reason: 'wrong_code' | 'throttled') =>
      recordSecurityEvent(ctx.db, ctx.act(), {
        kind: 'step_up_refused',
        sessionId,
        detail: { reason },
      });
    await refuseWhileLocked(ctx, email, null).catch(async (refusal: unknown) => {
      if (refusal instanceof ApiError && refusal.code === CODES.tooMany) await refused('throttled');
      throw refusal;
    });
    const check = await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const spent = await spendSecondStep(tx, ctx.config.tinKeys, act, { userId, code });
      if (!spent.ok) return spent;
      await markSteppedUp(tx, sessionId, act.now);
      if (spent.recovery)
        await recordSecurityEvent(tx, act, { kind: 'recovery_code_used', sessionId });
      return spent;
    });
    if (!check.ok) {
      await ctx.loginThrottle.fail(email, ctx.ip, null, ctx.now());
      await refused('wrong_code');
      throw fieldRefused('code', check.message);
    }
    await ctx.loginThrottle.clearAddress(ctx.db, email);
    return null;
  },

  async reset({ userId }, ctx) {
    const mustEnrol = await required(ctx, ctx.db, userId);
    const removed = await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const done = await removeTwoStep(tx, act, { userId, kind: 'reset' });
      if (done) await recordSecurityEvent(tx, act, { kind: 'two_step_reset', subjectId: userId });
      if (done && mustEnrol) await holdSessionsToEnrolment(tx, userId);
      return done;
    });
    ctx.sessionCache.dropUser(userId);
    return { removed };
  },
};
