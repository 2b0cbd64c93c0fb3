import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { modules, roleModules, roles, userRoles, users } from '../../db/schema.js';
import { conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import { recordSecurityEvent } from '../security/events.js';
import type { SignedAct } from '../shared/act.js';

/**
 * Roles sit under duties (a role's parent is its duty; a duty has none) and hold permission
 * modules. A role held by anyone is not deleted; a person switches only to a role they hold.
 * Callers drop the session cache after a change, so holders see their new modules at once.
 */

async function assertModulesExist(tx: Tx | Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: modules.id }).from(modules).where(inArray(modules.id, ids));
  const known = new Set(found.map((m) => m.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw fieldRefused('moduleIds', `holds unknown permissions (${unknown.join(', ')})`);
}

async function assertDuty(tx: Tx | Db, dutyId: number): Promise<void> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, dutyId), isNull(roles.parentId)));
  if (!row) throw notFound('Duty');
}

export async function assignableRole(tx: Tx | Db, id: number) {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), isNotNull(roles.parentId)));
  if (!row) throw notFound('Role');
  return row;
}

/** Answers the module ids the role gained and lost, space-separated, for the security log. */
async function replaceModules(tx: Tx, roleId: number, moduleIds: string[]) {
  const removed = await tx
    .delete(roleModules)
    .where(eq(roleModules.roleId, roleId))
    .returning({ id: roleModules.moduleId });
  const unique = [...new Set(moduleIds)];
  if (unique.length > 0) {
    await tx.insert(roleModules).values(unique.map((moduleId) => ({ roleId, moduleId })));
  }
  const before = new Set(removed.map((r) => r.id));
  const ids = (list: string[]) => list.sort().join(' ');
  return {
    modulesAdded: ids(unique.filter((m) => !before.has(m))),
    modulesRemoved: ids([...before].filter((m) => !unique.includes(m))),
  };
}

/** A new role under a duty, with its modules. */
export async function addRole(
  tx: Tx,
  act: SignedAct,
  input: { name: string; dutyId: number; moduleIds: string[] },
): Promise<{ id: number }> {
  await assertDuty(tx, input.dutyId);
  await assertModulesExist(tx, input.moduleIds);
  const [row] = await tx
    .insert(roles)
    .values({ name: input.name, parentId: input.dutyId })
    .returning({ id: roles.id });
  if (!row) throw new Error('role insert returned nothing');
  const moved = await replaceModules(tx, row.id, input.moduleIds);
  await recordSecurityEvent(tx, act, {
    kind: 'role_changed',
    detail: { op: 'add', roleId: row.id, roleName: input.name, ...moved },
  });
  return { id: row.id };
}

/** Renames a role, moves it to another duty or replaces its modules (what is given). */
export async function updateRole(
  tx: Tx,
  act: SignedAct,
  input: { id: number; name?: string; dutyId?: number; moduleIds?: string[] },
): Promise<void> {
  const { id, name, dutyId, moduleIds } = input;
  const role = await assignableRole(tx, id);
  if (dutyId !== undefined) await assertDuty(tx, dutyId);
  if (name !== undefined || dutyId !== undefined) {
    await tx
      .update(roles)
      .set({
        ...(name !== undefined && { name }),
        ...(dutyId !== undefined && { parentId: dutyId }),
      })
      .where(eq(roles.id, id));
  }
  if (moduleIds !== undefined) {
    await assertModulesExist(tx, moduleIds);
  }
  const moved = moduleIds === undefined ? {} : await replaceModules(tx, id, moduleIds);
  await recordSecurityEvent(tx, act, {
    kind: 'role_changed',
    detail: { op: 'update', roleId: id, roleName: name ?? role.name, ...moved },
  });
}

/** Deletes a role nobody holds. */
export async function deleteRole(tx: Tx, act: SignedAct, { id }: { id: number }): Promise<void> {
  const role = await assignableRole(tx, id);
  const [held] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
  if ((held?.n ?? 0) > 0) throw conflict(`This role is held by ${held?.n} user(s)`);
  await tx.delete(roles).where(eq(roles.id, id));
  await recordSecurityEvent(tx, act, {
    kind: 'role_changed',
    detail: { op: 'delete', roleId: id, roleName: role.name },
  });
}

/** The person signs in as another of the roles they hold. */
export async function switchActiveRole(
  tx: Tx,
  act: SignedAct,
  { roleId }: { roleId: number },
): Promise<void> {
  const [held] = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, act.actor), eq(userRoles.roleId, roleId)));
  if (!held) throw forbidden('You do not hold this role');
  await tx.update(users).set({ activeRoleId: roleId }).where(eq(users.id, act.actor));
  await recordSecurityEvent(tx, act, { kind: 'role_switched', detail: { roleId } });
}
