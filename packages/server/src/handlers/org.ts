import type { OrgNode } from '@bq/contract';
import { and, asc, count, eq, ilike, isNull } from 'drizzle-orm';
import type { FamilyHandlers } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { containsPattern } from '../db/query-helpers.js';
import { agents, orgs } from '../db/schema.js';
import { conflict, fieldRefused, notFound } from '../envelope.js';

/** Two levels: regions (type 1, no parent) and branches (type 2, under a region). */
const REGION = 1;
const BRANCH = 2;

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

async function getNode(db: Db | Tx, id: number): Promise<OrgRow> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id));
  if (!row) throw notFound('Organisation node');
  return row;
}

async function assertRegion(db: Db | Tx, id: number, field: string): Promise<void> {
  const row = await getNode(db, id);
  if (row.type !== REGION)
    throw fieldRefused(field, 'must be a region (branches have no children)');
}

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

  async add({ name, parentId, address }, ctx) {
    if (parentId) await assertRegion(ctx.db, parentId, 'parentId');
    const [row] = await ctx.db
      .insert(orgs)
      .values({ name, address, parentId: parentId ?? null, type: parentId ? BRANCH : REGION })
      .returning({ id: orgs.id });
    if (!row) throw new Error('org insert returned nothing');
    return { id: row.id };
  },

  async edit({ id, name, address, parentId, oldId, version }, ctx) {
    await ctx.db.transaction(async (tx) => {
      const node = await tx.select().from(orgs).where(eq(orgs.id, id)).for('update');
      const current = node[0];
      if (!current) throw notFound('Organisation node');
      if (oldId !== undefined && oldId !== current.parentId) {
        throw conflict('This node was moved meanwhile; reload and try again');
      }
      if (version !== undefined && version !== current.version) {
        throw conflict(
          `"${current.name}" was changed by someone else since you opened it; reload to see their changes, then save again`,
        );
      }
      const move = parentId !== undefined && parentId !== current.parentId;
      if (move) {
        if (current.type !== BRANCH)
          throw fieldRefused('parentId', 'applies to branches only; regions cannot be moved');
        await assertRegion(tx, parentId, 'parentId');
      }
      await tx
        .update(orgs)
        .set({
          ...(name !== undefined && { name }),
          ...(address !== undefined && { address }),
          ...(move && { parentId, oldId: current.parentId }),
          version: current.version + 1,
        })
        .where(eq(orgs.id, id));
    });
    return null;
  },

  async delete({ id }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await getNode(tx, id);
      const [kids] = await tx.select({ n: count() }).from(orgs).where(eq(orgs.parentId, id));
      if ((kids?.n ?? 0) > 0) throw conflict('Delete or move the branches of this region first');
      const [staff] = await tx.select({ n: count() }).from(agents).where(eq(agents.branchId, id));
      if ((staff?.n ?? 0) > 0) throw conflict(`${staff?.n} agent(s) still belong to this branch`);
      await tx.delete(orgs).where(eq(orgs.id, id));
    });
    return null;
  },
};
