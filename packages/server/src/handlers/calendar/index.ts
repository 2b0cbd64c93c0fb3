import { MODULE_IDS } from '@bq/contract';
import { portalBase } from '../../config.js';
import type { FamilyHandlers } from '../../context.js';
import { eventsFor } from '../../domain/calendar/events.js';
import { feedStatus, renewFeed, revokeFeed } from '../../domain/calendar/feed.js';
import { removeOfficeEvent, saveOfficeEvent } from '../../domain/calendar/office-events.js';

/** The calendar page's calls (`/calendar/index`); the rules are in domain/calendar/. */
export const calendar: FamilyHandlers<'calendar'> = {
  async events({ from, to }, ctx) {
    const events = await eventsFor(ctx.db, ctx.user, ctx.now(), from, to);
    return {
      events,
      // The same module the office-event calls require (contract meta/calendar.ts).
      mayManageOffice: ctx.user.modules.has(MODULE_IDS['userroles/usermgt']),
    };
  },

  async feedStatus(_input, ctx) {
    const status = await feedStatus(ctx.db, ctx.user.userId);
    return { active: status.active, createdAt: status.createdAt?.toISOString() ?? null };
  },

  async renewFeed(_input, ctx) {
    const made = await ctx.db.transaction((tx) => renewFeed(tx, ctx.act(), ctx.user.userId));
    return {
      url: `${portalBase(ctx.config)}${made.path}`,
      createdAt: made.createdAt.toISOString(),
    };
  },

  async revokeFeed(_input, ctx) {
    await ctx.db.transaction((tx) => revokeFeed(tx, ctx.act(), ctx.user.userId));
    return null;
  },

  async saveOfficeEvent(input, ctx) {
    return ctx.db.transaction((tx) => saveOfficeEvent(tx, ctx.act(), input));
  },

  async removeOfficeEvent({ id }, ctx) {
    await ctx.db.transaction((tx) => removeOfficeEvent(tx, ctx.act(), id));
    return null;
  },
};
