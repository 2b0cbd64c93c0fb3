import { portalBase } from '../../config.js';
import type { FamilyHandlers } from '../../context.js';
import {
  cancelRequest,
  confirmRequest,
  requestRegistration,
} from '../../domain/institute/opt-in.js';

/** Public registration without an account (double opt-in: domain/institute/opt-in.ts). */
export const outsiders: FamilyHandlers<'outsiders'> = {
  async regis(input, ctx) {
    const { config } = ctx;
    await ctx.db.transaction((tx) =>
      requestRegistration(
        tx,
        { now: ctx.now(), actor: null },
        {
          courseId: input.courseId,
          who: { name: input.name, email: input.email, phone: input.phone },
          ip: ctx.ip,
          language: input.languageType === 1 ? 1 : 2,
          limits: {
            linkHours: config.regisLinkHours,
            windowMinutes: config.regisWindowMinutes,
            ipLimit: config.regisIpLimit,
            emailLimit: config.regisEmailLimit,
            pendingPerIp: config.regisPendingPerIp,
          },
          baseUrl: portalBase(config),
        },
      ),
    );
    return { mailed: true };
  },

  async confirm({ token }, ctx) {
    return ctx.db.transaction((tx) => confirmRequest(tx, { now: ctx.now(), actor: null }, token));
  },

  async cancel({ token }, ctx) {
    const { answer, told } = await ctx.db.transaction((tx) =>
      cancelRequest(tx, { now: ctx.now(), actor: null }, token),
    );
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return answer;
  },
};
