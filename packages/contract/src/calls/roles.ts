import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { adminRoleMeta, dictionaryMeta, roleMeta } from '../meta/roles.js';
import { defineCall } from './define.js';
import { empty, id, int, line, moduleIdList, nothing, text } from './fields.js';
import { listRequest } from './list.js';

/** Role tree entry (spec §3): a menu module id and the child module ids the role holds. */
export const roleTreeEntry = z.object({
  id: z.string(),
  list: z.array(
    z.object({ id: z.string(), list: z.array(z.object({ id: z.string() })).optional() }),
  ),
});

export interface ModuleTreeNode {
  id: string;
  key: string;
  title: string;
  kind: 'menu' | 'page' | 'permission';
  children: ModuleTreeNode[];
}
export const moduleTreeNode: z.ZodType<ModuleTreeNode> = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  kind: z.enum(['menu', 'page', 'permission']),
  get children() {
    return z.array(moduleTreeNode);
  },
});

export const roleRow = z.object({
  id: z.int(),
  name: z.string(),
  dutyId: z.int(),
  dutyName: z.string(),
  moduleIds: z.array(z.string()),
  userCount: z.int(),
});

export const role = {
  selectFirstLevelRoles: defineCall({
    ...roleMeta.selectFirstLevelRoles,
    request: empty(),
    response: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
  selectRoleAndDutyAndModulesByCondition: defineCall({
    ...roleMeta.selectRoleAndDutyAndModulesByCondition,
    request: listRequest(LISTS.role.selectRoleAndDutyAndModulesByCondition, {
      name: text(FIELD_LIMITS.common.keyword).optional(),
      dutyId: id().optional(),
    }),
    response: z.object({ total: z.int(), list: z.array(roleRow) }),
  }),
  updateOwnRole: defineCall({
    ...roleMeta.updateOwnRole,
    request: z.object({
      roleId: id(),
      type: int({ min: 1, max: 1 }),
    }),
    response: z.object({ roleIds: z.array(z.int()) }),
  }),
  selectOwnRoleTree: defineCall({
    ...roleMeta.selectOwnRoleTree,
    request: empty(),
    response: z.array(roleTreeEntry),
  }),
};

export const adminRole = {
  addRoleJson: defineCall({
    ...adminRoleMeta.addRoleJson,
    request: z.object({
      name: line(FIELD_LIMITS.role.name),
      dutyId: id(),
      moduleIds: moduleIdList(),
    }),
    response: z.object({ id: z.int() }),
  }),
  updateRoleByIdJson: defineCall({
    ...adminRoleMeta.updateRoleByIdJson,
    request: z.object({
      id: id(),
      name: line(FIELD_LIMITS.role.name).optional(),
      dutyId: id().optional(),
      moduleIds: moduleIdList().optional(),
    }),
    response: nothing(),
  }),
  deleteRole: defineCall({
    ...adminRoleMeta.deleteRole,
    request: z.object({ id: id() }),
    response: nothing(),
  }),
  selectModulesByRoleId: defineCall({
    ...adminRoleMeta.selectModulesByRoleId,
    request: z.object({ roleId: id() }),
    response: z.object({ roleId: z.int(), moduleIds: z.array(z.string()) }),
  }),
};

export const dictionary = {
  selectAllPermissionTree: defineCall({
    ...dictionaryMeta.selectAllPermissionTree,
    request: empty(),
    response: z.array(moduleTreeNode),
  }),
  selectByUserId: defineCall({
    ...dictionaryMeta.selectByUserId,
    request: empty(),
    response: z.object({
      userId: z.int(),
      roleId: z.int().nullable(),
      moduleIds: z.array(z.string()),
    }),
  }),
};
