import { asc, count, eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import { adminConfigStash } from '../../db/schema-people.js';
import { agentFor } from '../../domain/people/access.js';
import {
  acceptStaged,
  lockPending,
  pendingOf,
  rejectStaged,
  stagedShape,
} from '../../domain/people/stash.js';

export const agentAdminConfigStash: FamilyHandlers<'agentAdminConfigStash'> = {
  async getByAgentId({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    return pendingOf(ctx.db, agent.id);
  },

  async search({ pageNum, pageSize }, ctx) {
    const pending = eq(adminConfigStash.status, 'pending');
    const [total] = await ctx.db.select({ n: count() }).from(adminConfigStash).where(pending);
    const page = await ctx.db
      .select()
      .from(adminConfigStash)
      .where(pending)
      .orderBy(asc(adminConfigStash.submittedAt), asc(adminConfigStash.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: await Promise.all(page.map((row) => stagedShape(ctx.db, row))),
    };
  },

  async accept({ id }, ctx) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await lockPending(tx, id);
        const agent = await agentFor(tx, ctx.user, row.agentId, true);
        return acceptStaged(tx, ctx.act(), { row, agent });
      });
    } finally {
      ctx.badgeCache.dropAll();
    }
  },

  async reject({ id, reason }, ctx) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await lockPending(tx, id);
        const agent = await agentFor(tx, ctx.user, row.agentId, true);
        return rejectStaged(tx, ctx.act(), { row, agent, reason });
      });
    } finally {
      ctx.badgeCache.dropAll();
    }
  },
};
