import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const roleAdmin = { modules: [MODULE_IDS['userroles/rolemgt']] } as const;
/** Role names are read by user and role management, and by the message center to write to one. */
const roleReaders = {
  modules: [
    MODULE_IDS['userroles/rolemgt'],
    MODULE_IDS['userroles/usermgt'],
    MODULE_IDS['messagecenter/message'],
  ],
} as const;

export const roleMeta = {
  selectFirstLevelRoles: meta(
    'general/role/selectFirstLevelRoles',
    roleReaders,
    'First-level roles (duties): the groups every assignable role belongs to.',
  ),
  selectRoleAndDutyAndModulesByCondition: meta(
    'general/role/selectRoleAndDutyAndModulesByCondition',
    roleReaders,
    'Paged roles with their duty and module ids, filtered by name or duty.',
  ),
  updateOwnRole: meta(
    'general/role/updateOwnRole',
    'user',
    'Switch the active role (type 1); returns roleIds with the new active role first.',
  ),
  selectOwnRoleTree: meta(
    'general/role/selectOwnRoleTree',
    'user',
    'Startup call (path not shown in the spec): the module tree the active role holds.',
  ),
} as const;

export const adminRoleMeta = {
  addRoleJson: meta('general/admin-role/addRoleJson', roleAdmin, 'Create a role with modules.'),
  updateRoleByIdJson: meta(
    'general/admin-role/updateRoleByIdJson',
    roleAdmin,
    'Rename a role, move it to another duty or replace its modules.',
  ),
  deleteRole: meta(
    'general/admin-role/deleteRole',
    roleAdmin,
    'Delete a role nobody holds (409 while a user holds it).',
  ),
  selectModulesByRoleId: meta(
    'general/admin-role/selectModulesByRoleId',
    roleAdmin,
    'The module ids a role holds.',
  ),
} as const;

export const dictionaryMeta = {
  selectAllPermissionTree: meta(
    'general/dictionary/selectAllPermissionTree',
    roleAdmin,
    'The whole module tree (menus, pages, permission items).',
  ),
  selectByUserId: meta(
    'general/dictionary/selectByUserId',
    'user',
    'The module ids the signed-in user holds through the active role.',
  ),
} as const;
