import type { Contract } from '@bq/contract';
import { asc } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { roles } from '../../db/schema.js';
import { endDelegation as endGivenDelegation } from '../../domain/applications/records.js';

type Flow = Contract['application'];

/** Ends a delegation the caller gave (domain/applications/records.ts says who may). */
export const endDelegation: Handler<Flow['endDelegation']> = async ({ id }, ctx) => {
  try {
    return await ctx.db.transaction((tx) => endGivenDelegation(tx, ctx.act(), { id }));
  } finally {
    ctx.badgeCache.dropAll();
  }
};

/** The roles an entry pass may grant, by name, for the approver's picker. */
export const entryRoles: Handler<Flow['entryRoles']> = async (_input, ctx) => ({
  list: await ctx.db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .orderBy(asc(roles.name), asc(roles.id)),
});
