import type { Contract } from '@bq/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { roles } from '../../db/schema.js';
import { approvalDelegations } from '../../db/schema-applications.js';
import { notFound } from '../../envelope.js';

type Flow = Contract['application'];

/**
 * Ending a delegation removes it: from then on the colleague no longer decides for the approver.
 * What they decided meanwhile stays in the approval records, which keep both names.
 * Only the approver who gave it may end it; anyone else's (or an unknown id) is "not found",
 * so ids of other people's delegations are not revealed.
 */
export const endDelegation: Handler<Flow['endDelegation']> = async ({ id }, ctx) => {
  const [gone] = await ctx.db
    .delete(approvalDelegations)
    .where(and(eq(approvalDelegations.id, id), eq(approvalDelegations.approverId, ctx.user.userId)))
    .returning({ id: approvalDelegations.id });
  ctx.badgeCache.dropAll();
  if (!gone) throw notFound('Delegation');
  return { id: gone.id };
};

/** The roles an entry pass may grant, by name, for the approver's picker. */
export const entryRoles: Handler<Flow['entryRoles']> = async (_input, ctx) => ({
  list: await ctx.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .orderBy(asc(roles.name), asc(roles.id)),
});
