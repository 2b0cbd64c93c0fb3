import type { FamilyHandlers } from '../../context.js';
import { exportEvents, queryEvents } from '../../domain/security/read.js';
import { endOwnSession, mySessions } from '../../domain/security/sessions.js';

/** A person's own sessions (the settings page's "Sessions and devices" card). */
export const session: FamilyHandlers<'session'> = {
  async mine(_input, ctx) {
    return mySessions(ctx.db, {
      userId: ctx.user.userId,
      currentSessionId: ctx.user.sessionId,
      now: ctx.now(),
      limits: { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours },
    });
  },

  /** Ending the session this call came with is a logout; the portal offers "Log out" for it. */
  async end({ id }, ctx) {
    const how = id === ctx.user.sessionId ? 'logout' : 'ended_by_owner';
    await ctx.db.transaction((tx) => endOwnSession(tx, ctx.act(), { sessionId: id, how }));
    // This process refuses the token at once; another one when its cached entry expires
    // (SESSION_CACHE_SECONDS), as after a logout.
    ctx.sessionCache.dropUser(ctx.user.userId);
    return null;
  },
};

/** The administrators' security log (`/system/security-log`). */
export const security: FamilyHandlers<'security'> = {
  events: (input, ctx) => queryEvents(ctx.db, input),
  export: (input, ctx) => exportEvents(ctx.db, input, ctx.now()),
};
