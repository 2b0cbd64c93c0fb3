import type { FamilyHandlers } from '../../context.js';
import { addEntry, listEntries, removeEntry } from '../../domain/system/blacklist.js';

/** The blacklist page's calls (`/system/blacklist`); the rules are in domain/system/blacklist.ts. */
export const blackList: FamilyHandlers<'blackList'> = {
  async getBlackList(input, ctx) {
    return listEntries(ctx.db, input);
  },

  async add(input, ctx) {
    return ctx.db.transaction((tx) =>
      addEntry(tx, { now: ctx.now(), actor: ctx.user.userId, ip: ctx.ip }, input),
    );
  },

  async remove({ id }, ctx) {
    await ctx.db.transaction((tx) => removeEntry(tx, ctx.act(), id));
    return null;
  },
};
