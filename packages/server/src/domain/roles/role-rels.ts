import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { roles, userRoles, users } from '../../db/schema.js';

const duty = alias(roles, 'duty');

export interface RoleRel {
  roleId: number;
  roleName: string;
  dutyName: string;
  ifActive: 0 | 1;
}

/** The roles a user holds as shown in the header ("duty - role"), the active one flagged. */
export async function roleRels(db: Db | Tx, userId: number): Promise<RoleRel[]> {
  const rows = await db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      dutyName: duty.name,
      activeRoleId: users.activeRoleId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(duty, eq(duty.id, roles.parentId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return rows.map((r) => ({
    roleId: r.roleId,
    roleName: r.roleName,
    dutyName: r.dutyName,
    ifActive: r.roleId === r.activeRoleId ? 1 : 0,
  }));
}

/** Role ids with the active one first (the portal stores the first as the current role). */
export function roleIdsOf(rels: RoleRel[]): number[] {
  return [...rels].sort((a, b) => b.ifActive - a.ifActive).map((r) => r.roleId);
}

export async function loginPayload(db: Db | Tx, userId: number, token: string) {
  const rels = await roleRels(db, userId);
  return { token, roleInfos: rels, roleIds: roleIdsOf(rels) };
}
