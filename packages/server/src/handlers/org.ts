import type { OrgNode } from '@bq/contract';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import type { FamilyHandlers } from '../context.js';
import { containsPattern } from '../db/query-helpers.js';
import { orgs } from '../db/schema.js';
import { addOrgNode, BRANCH, deleteOrgNode, editOrgNode, getNode } from '../domain/org/nodes.js';

type OrgRow = typeof orgs.$inferSelect;
const toNode = (r: OrgRow): OrgNode => ({
  id: r.id,
  parentId: r.parentId,
  oldId: r.oldId,
  name: r.name,
  type: r.type,
  address: r.address,
  version: r.version,
});

export const org: FamilyHandlers<'org'> = {
  async getBranchList({ regionId, name }, ctx) {
    const rows = await ctx.db
      .select()
      .from(orgs)
      .where(
        and(
          eq(orgs.type, BRANCH),
          regionId ? eq(orgs.parentId, regionId) : undefined,
          name ? ilike(orgs.name, containsPattern(name)) : undefined,
        ),
      )
      .orderBy(asc(orgs.name));
    return rows.map(toNode);
  },

  async getSonNode({ id }, ctx) {
    if (id) await getNode(ctx.db, id);
    const rows = await ctx.db
      .select()
      .from(orgs)
      .where(id ? eq(orgs.parentId, id) : isNull(orgs.parentId))
      .orderBy(asc(orgs.name));
    return rows.map(toNode);
  },

  async getAreaList(_input, ctx) {
    const rows = await ctx.db.select().from(orgs).orderBy(asc(orgs.name));
    return rows
      .filter((r) => r.parentId === null)
      .map((region) => ({
        ...toNode(region),
        children: rows.filter((b) => b.parentId === region.id).map(toNode),
      }));
  },

  async add(input, ctx) {
    return ctx.db.transaction((tx) => addOrgNode(tx, ctx.act(), input));
  },

  async edit(input, ctx) {
    await ctx.db.transaction((tx) => editOrgNode(tx, ctx.act(), input));
    return null;
  },

  async delete({ id }, ctx) {
    await ctx.db.transaction((tx) => deleteOrgNode(tx, ctx.act(), { id }));
    return null;
  },
};
