import type { ModuleTreeNode } from '@bq/contract';
import { and, asc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers } from '../context.js';
import type { Db } from '../db/index.js';
import { containsPattern, countAndPage, countWhere } from '../db/query-helpers.js';
import { modules, roleModules, roles } from '../db/schema.js';
import { roleIdsOf, roleRels } from '../domain/roles/role-rels.js';
import {
  addRole,
  assignableRole,
  deleteRole,
  switchActiveRole,
  updateRole,
} from '../domain/roles/roles.js';

const duty = alias(roles, 'duty');

export async function moduleTree(db: Db): Promise<ModuleTreeNode[]> {
  const rows = await db.select().from(modules).orderBy(asc(modules.sort));
  const node = (m: (typeof rows)[number]): ModuleTreeNode => ({
    id: m.id,
    key: m.key,
    title: m.title,
    kind: m.kind,
    children: rows.filter((c) => c.parentId === m.id).map(node),
  });
  return rows.filter((m) => m.parentId === null).map(node);
}

export const role: FamilyHandlers<'role'> = {
  async selectFirstLevelRoles(_input, ctx) {
    return ctx.db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(isNull(roles.parentId))
      .orderBy(asc(roles.id));
  },

  async selectRoleAndDutyAndModulesByCondition({ name, dutyId, pageNum, pageSize }, ctx) {
    const where = and(
      isNotNull(roles.parentId),
      name ? ilike(roles.name, containsPattern(name)) : undefined,
      dutyId ? eq(roles.parentId, dutyId) : undefined,
    );
    return countAndPage(
      { pageNum, pageSize },
      () => countWhere(ctx.db, roles, where),
      (limit, offset) =>
        ctx.db
          .select({
            id: roles.id,
            name: roles.name,
            dutyId: duty.id,
            dutyName: duty.name,
            moduleIds: sql<
              string[]
            >`coalesce((select array_agg(rm.module_id order by rm.module_id) from role_modules rm where rm.role_id = ${roles.id}), '{}')`,
            userCount: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id})`,
          })
          .from(roles)
          .innerJoin(duty, eq(duty.id, roles.parentId))
          .where(where)
          .orderBy(asc(roles.id))
          .limit(limit)
          .offset(offset),
    );
  },

  async updateOwnRole({ roleId }, ctx) {
    await ctx.db.transaction((tx) => switchActiveRole(tx, ctx.act(), { roleId }));
    ctx.sessionCache.dropUser(ctx.user.userId);
    return { roleIds: roleIdsOf(await roleRels(ctx.db, ctx.user.userId)) };
  },

  async selectOwnRoleTree(_input, ctx) {
    const held = ctx.user.modules;
    const tree = await moduleTree(ctx.db);
    return tree
      .filter((menu) => held.has(menu.id))
      .map((menu) => ({
        id: menu.id,
        list: menu.children.filter((c) => held.has(c.id)).map((c) => ({ id: c.id })),
      }));
  },
};

export const adminRole: FamilyHandlers<'adminRole'> = {
  async addRoleJson({ name, dutyId, moduleIds }, ctx) {
    return ctx.db.transaction((tx) => addRole(tx, ctx.act(), { name, dutyId, moduleIds }));
  },

  async updateRoleByIdJson({ id, name, dutyId, moduleIds }, ctx) {
    await ctx.db.transaction((tx) => updateRole(tx, ctx.act(), { id, name, dutyId, moduleIds }));
    // Holders of the role must see its new modules on their next call.
    ctx.sessionCache.clear();
    return null;
  },

  async deleteRole({ id }, ctx) {
    await ctx.db.transaction((tx) => deleteRole(tx, ctx.act(), { id }));
    return null;
  },

  async selectModulesByRoleId({ roleId }, ctx) {
    await assignableRole(ctx.db, roleId);
    const rows = await ctx.db
      .select({ id: roleModules.moduleId })
      .from(roleModules)
      .where(eq(roleModules.roleId, roleId))
      .orderBy(asc(roleModules.moduleId));
    return { roleId, moduleIds: rows.map((r) => r.id) };
  },
};

export const dictionary: FamilyHandlers<'dictionary'> = {
  selectAllPermissionTree: (_input, ctx) => moduleTree(ctx.db),

  async selectByUserId(_input, ctx) {
    return {
      userId: ctx.user.userId,
      roleId: ctx.user.activeRoleId,
      moduleIds: [...ctx.user.modules].sort(),
    };
  },
};
