import { VIEWS_PER_LIST } from '@bq/contract';
import { and, asc, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { roles, userRoles, users } from '../../db/schema.js';
import { savedViewDefaults, savedViews } from '../../db/schema-views.js';
import { conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';

/**
 * Saved views of the portal's lists. Who sees a view: its owner, and every holder of the role it
 * is shared with (any role they hold, not only the one they work in now: a view is a link, and a
 * colleague opening it should not first have to switch roles). Who changes it: its owner alone;
 * an administrator (a role that manages roles) may also delete it, so a shared view nobody owns
 * any more can be cleared. A view out of reach answers "not found", so its name does not leak.
 * The query is never read here: what a view shows is decided by the list's own call.
 */
export interface Viewer {
  userId: number;
  /** The active role manages roles (`userroles/rolemgt`): may delete anyone's view. */
  isAdmin: boolean;
}

export interface ViewRow {
  id: number;
  listKey: string;
  name: string;
  query: string;
  ownerId: number;
  ownerName: string;
  roleId: number | null;
  roleName: string | null;
  canEdit: boolean;
  canRemove: boolean;
  updatedAt: string;
}

/** The roles a person holds (those they may share with and whose shared views they see). */
const heldRoles = (db: Db | Tx, userId: number) =>
  db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));

const visibleTo = (db: Db | Tx, userId: number): SQL =>
  or(
    eq(savedViews.ownerId, userId),
    and(isNotNull(savedViews.roleId), inArray(savedViews.roleId, heldRoles(db, userId))),
  ) as SQL;

async function viewRows(db: Db | Tx, viewer: Viewer, where: SQL): Promise<ViewRow[]> {
  const found = await db
    .select({
      id: savedViews.id,
      listKey: savedViews.listKey,
      name: savedViews.name,
      query: savedViews.query,
      ownerId: savedViews.ownerId,
      ownerName: users.name,
      roleId: savedViews.roleId,
      roleName: roles.name,
      updatedAt: savedViews.updatedAt,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .leftJoin(roles, eq(roles.id, savedViews.roleId))
    .where(and(visibleTo(db, viewer.userId), where))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return (
    found
      .map((v) => ({
        ...v,
        canEdit: v.ownerId === viewer.userId,
        canRemove: v.ownerId === viewer.userId || viewer.isAdmin,
        updatedAt: v.updatedAt.toISOString(),
      }))
      // Own views first, then shared ones, each by name (a stable sort): the menu reads so.
      .sort((a, b) => Number(b.canEdit) - Number(a.canEdit))
  );
}

/** A view the viewer sees, or "not found". */
async function viewInReach(db: Db | Tx, viewer: Viewer, id: number): Promise<ViewRow> {
  const [row] = await viewRows(db, viewer, eq(savedViews.id, id));
  if (!row) throw notFound('View');
  return row;
}

/** The views of one list the viewer sees, their default of it and the roles they may share with. */
export async function listViews(db: Db | Tx, viewer: Viewer, listKey: string) {
  const views = await viewRows(db, viewer, eq(savedViews.listKey, listKey));
  const [chosen] = await db
    .select({ viewId: savedViewDefaults.viewId })
    .from(savedViewDefaults)
    .where(
      and(eq(savedViewDefaults.userId, viewer.userId), eq(savedViewDefaults.listKey, listKey)),
    );
  // A default whose view is no longer shared with them reads as none (the row stays, harmless).
  const defaultId = views.some((v) => v.id === chosen?.viewId) ? (chosen?.viewId ?? null) : null;
  const shareable = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, heldRoles(db, viewer.userId)))
    .orderBy(asc(roles.name));
  return { views, defaultId, roles: shareable };
}

export interface SaveViewInput {
  id?: number | undefined;
  listKey: string;
  name: string;
  query: string;
  roleId: number | null;
}

/**
 * Keeps a view. Without `id` a new one, unless the owner already has a view of that name on the
 * list: then that one is saved over ("save as" the same name). With `id`, the owner's own view.
 */
export async function saveView(
  tx: Tx,
  act: SignedAct,
  viewer: Viewer,
  input: SaveViewInput,
): Promise<ViewRow> {
  const owner = act.actor;
  if (input.roleId !== null) {
    const held = await heldRoles(tx, owner);
    if (!held.some((r) => r.id === input.roleId)) {
      throw fieldRefused('roleId', 'You can share a view only with a role you hold.');
    }
  }
  const [sameName] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, owner),
        eq(savedViews.listKey, input.listKey),
        eq(savedViews.name, input.name),
      ),
    );
  let id = input.id ?? sameName?.id;
  if (input.id !== undefined) {
    const current = await viewInReach(tx, viewer, input.id);
    if (!current.canEdit) throw forbidden('Only its owner can change this view.');
    if (current.listKey !== input.listKey) throw conflict('This view belongs to another list.');
    if (sameName && sameName.id !== input.id) {
      throw fieldRefused('name', `You already have a view named “${input.name}” on this list.`);
    }
  }
  const values = { name: input.name, query: input.query, roleId: input.roleId, updatedAt: act.now };
  if (id === undefined) {
    const [mine] = await tx
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, owner), eq(savedViews.listKey, input.listKey)));
    if ((mine?.n ?? 0) >= VIEWS_PER_LIST) {
      throw conflict(`You keep ${VIEWS_PER_LIST} views of this list already: delete one first.`);
    }
    const [made] = await tx
      .insert(savedViews)
      .values({ ...values, listKey: input.listKey, ownerId: owner, createdAt: act.now })
      .returning({ id: savedViews.id });
    id = made?.id ?? 0;
  } else {
    await tx.update(savedViews).set(values).where(eq(savedViews.id, id));
  }
  return viewInReach(tx, viewer, id);
}

/** Deletes a view: its owner, or an administrator. Defaults on it go with it (the foreign key). */
export async function removeView(tx: Tx, _act: SignedAct, viewer: Viewer, id: number) {
  const current = await viewInReach(tx, viewer, id);
  if (!current.canRemove)
    throw forbidden('Only its owner or an administrator can delete this view.');
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}

/** The viewer's default view of a list, one a person a list (the table's key); null clears it. */
export async function setDefaultView(
  tx: Tx,
  act: SignedAct,
  viewer: Viewer,
  input: { listKey: string; id: number | null },
) {
  const mine = and(
    eq(savedViewDefaults.userId, act.actor),
    eq(savedViewDefaults.listKey, input.listKey),
  );
  if (input.id === null) {
    await tx.delete(savedViewDefaults).where(mine);
    return;
  }
  const view = await viewInReach(tx, viewer, input.id);
  if (view.listKey !== input.listKey) throw notFound('View');
  await tx
    .insert(savedViewDefaults)
    .values({ userId: act.actor, listKey: input.listKey, viewId: view.id, updatedAt: act.now })
    .onConflictDoUpdate({
      target: [savedViewDefaults.userId, savedViewDefaults.listKey],
      set: { viewId: view.id, updatedAt: act.now },
    });
}
