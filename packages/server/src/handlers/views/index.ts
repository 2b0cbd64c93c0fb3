import { MODULE_IDS } from '@bq/contract';
import type { Ctx, FamilyHandlers, SessionUser } from '../../context.js';
import {
  listViews,
  removeView,
  saveView,
  setDefaultView,
  type Viewer,
} from '../../domain/views/views.js';

/** An administrator is a role that manages roles: the one who may clear anyone's view. */
const viewerOf = (ctx: Ctx<SessionUser>): Viewer => ({
  userId: ctx.user.userId,
  isAdmin: ctx.user.modules.has(MODULE_IDS['userroles/rolemgt']),
});

/** Saved views of the portal's lists: every signed-in person keeps their own. */
export const view: FamilyHandlers<'view'> = {
  async list({ listKey }, ctx) {
    return listViews(ctx.db, viewerOf(ctx), listKey);
  },

  async save(input, ctx) {
    return ctx.db.transaction((tx) => saveView(tx, ctx.act(), viewerOf(ctx), input));
  },

  async remove({ id }, ctx) {
    await ctx.db.transaction((tx) => removeView(tx, ctx.act(), viewerOf(ctx), id));
    return null;
  },

  async setDefault(input, ctx) {
    await ctx.db.transaction((tx) => setDefaultView(tx, ctx.act(), viewerOf(ctx), input));
    return null;
  },
};
