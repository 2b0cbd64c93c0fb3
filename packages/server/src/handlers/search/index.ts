import type { FamilyHandlers } from '../../context.js';
import { searchEverything } from '../../domain/search/query.js';
import { takeSearchToken } from '../../domain/search/throttle.js';

/** The Ctrl-K search box: every kind the caller may read, each by its own area's rules. */
export const search: FamilyHandlers<'search'> = {
  async query(input, ctx) {
    const now = ctx.now();
    takeSearchToken(ctx.db, ctx.user.userId, now);
    return searchEverything(ctx.db, ctx.user, input, now);
  },
};
