import type { Contract } from '@bq/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { agents, users } from '../../db/schema.js';
import { likePattern } from '../../domain/cases/format.js';

/** A brokerage has hundreds of agents, not tens of thousands: the picker filters them itself. */
export const TEAM_CANDIDATES_LIMIT = 1000;

/**
 * Who may take a team-split share: any agent (the rule saveDraft checks), by name. Names only: the
 * picker needs no more, and a case editor need not learn colleagues' e-mail addresses from it.
 */
export const teamCandidates: Handler<Contract['tranCase']['teamCandidates']> = async (
  { keyword },
  ctx,
) => {
  const pattern = keyword ? likePattern(keyword) : undefined;
  const rows = await ctx.db
    .select({ userId: users.id, name: users.name })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      and(
        eq(users.kind, 'staff'),
        // Names only: matching e-mail addresses would reveal them one keyword at a time.
        pattern ? sql`lower(${users.name}) LIKE ${pattern}` : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(TEAM_CANDIDATES_LIMIT + 1);
  return {
    list: rows.slice(0, TEAM_CANDIDATES_LIMIT),
    truncated: rows.length > TEAM_CANDIDATES_LIMIT,
  };
};
