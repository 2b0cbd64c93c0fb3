import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { agents, orgs } from '../../db/schema.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';

/** Two levels: regions (type 1, no parent) and branches (type 2, under a region). */
export const REGION = 1;
export const BRANCH = 2;

type OrgRow = typeof orgs.$inferSelect;

export async function getNode(db: Db | Tx, id: number): Promise<OrgRow> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id));
  if (!row) throw notFound('Organisation node');
  return row;
}

async function assertRegion(db: Db | Tx, id: number, field: string): Promise<void> {
  const row = await getNode(db, id);
  if (row.type !== REGION)
    throw fieldRefused(field, 'must be a region (branches have no children)');
}

/** A region (no parent) or a branch under a region. */
export async function addOrgNode(
  tx: Tx,
  _act: SignedAct,
  { name, parentId, address }: { name: string; parentId?: number | null; address: string },
): Promise<{ id: number }> {
  if (parentId) await assertRegion(tx, parentId, 'parentId');
  const [row] = await tx
    .insert(orgs)
    .values({ name, address, parentId: parentId ?? null, type: parentId ? BRANCH : REGION })
    .returning({ id: orgs.id });
  if (!row) throw new Error('org insert returned nothing');
  return { id: row.id };
}

/**
 * Renames a node, changes its address or moves a branch to another region, at the version (and
 * the parent) the editor read: a concurrent change is refused in words, never overwritten.
 */
export async function editOrgNode(
  tx: Tx,
  _act: SignedAct,
  input: {
    id: number;
    name?: string;
    address?: string;
    parentId?: number;
    oldId?: number | null;
    version?: number;
  },
): Promise<void> {
  const { id, name, address, parentId, oldId, version } = input;
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
}

/** Deletes a region without branches, or a branch nobody belongs to. */
export async function deleteOrgNode(
  tx: Tx,
  _act: SignedAct,
  { id }: { id: number },
): Promise<void> {
  await getNode(tx, id);
  const [kids] = await tx.select({ n: count() }).from(orgs).where(eq(orgs.parentId, id));
  if ((kids?.n ?? 0) > 0) throw conflict('Delete or move the branches of this region first');
  const [staff] = await tx.select({ n: count() }).from(agents).where(eq(agents.branchId, id));
  if ((staff?.n ?? 0) > 0) throw conflict(`${staff?.n} agent(s) still belong to this branch`);
  await tx.delete(orgs).where(eq(orgs.id, id));
}
