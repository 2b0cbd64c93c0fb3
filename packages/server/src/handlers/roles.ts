import type { ModuleTreeNode } from '@bq/contract';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers } from '../context.js';
import type { Db, Tx } from '../db/index.js';
import { containsPattern, countAndPage, countWhere } from '../db/query-helpers.js';
import { modules, roleModules, roles, userRoles, users } from '../db/schema.js';
import { roleIdsOf, roleRels } from '../domain/roles/role-rels.js';
import { conflict, fieldRefused, forbidden, notFound } from '../envelope.js';

const duty = alias(roles, 'duty');

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

async function assignableRole(tx: Tx | Db, id: number) {
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), isNotNull(roles.parentId)));
  if (!row) throw notFound('Role');
  return row;
}

async function replaceModules(tx: Tx, roleId: number, moduleIds: string[]): Promise<void> {
  await tx.delete(roleModules).where(eq(roleModules.roleId, roleId));
  const unique = [...new Set(moduleIds)];
  if (unique.length > 0) {
    await tx.insert(roleModules).values(unique.map((moduleId) => ({ roleId, moduleId })));
  }
}

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
    const [held] = await ctx.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, ctx.user.userId), eq(userRoles.roleId, roleId)));
    if (!held) throw forbidden('You do not hold this role');
    await ctx.db.update(users).set({ activeRoleId: roleId }).where(eq(users.id, ctx.user.userId));
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
    return ctx.db.transaction(async (tx) => {
      await assertDuty(tx, dutyId);
      await assertModulesExist(tx, moduleIds);
      const [row] = await tx
        .insert(roles)
        .values({ name, parentId: dutyId })
        .returning({ id: roles.id });
      if (!row) throw new Error('role insert returned nothing');
      await replaceModules(tx, row.id, moduleIds);
      return { id: row.id };
    });
  },

  async updateRoleByIdJson({ id, name, dutyId, moduleIds }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await assignableRole(tx, id);
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
        await replaceModules(tx, id, moduleIds);
      }
    });
    // Holders of the role must see its new modules on their next call.
    ctx.sessionCache.clear();
    return null;
  },

  async deleteRole({ id }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await assignableRole(tx, id);
      const [held] = await tx
        .select({ n: count() })
        .from(userRoles)
        .where(eq(userRoles.roleId, id));
      if ((held?.n ?? 0) > 0) throw conflict(`This role is held by ${held?.n} user(s)`);
      await tx.delete(roles).where(eq(roles.id, id));
    });
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
