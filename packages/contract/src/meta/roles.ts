import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const roleAdmin = { modules: [MODULE_IDS['userroles/rolemgt']] } as const;
/**
 * Role names are read by user and role management, by the message center to write to one, and by
 * a group's page to add everyone holding one.
 */
const roleReaders = {
  modules: [
    MODULE_IDS['userroles/rolemgt'],
    MODULE_IDS['userroles/usermgt'],
    MODULE_IDS['messagecenter/message'],
    MODULE_IDS['group/detail'],
  ],
} as const;

export const roleMeta = {
  selectFirstLevelRoles: meta('general/role/selectFirstLevelRoles', roleReaders),
  selectRoleAndDutyAndModulesByCondition: meta(
    'general/role/selectRoleAndDutyAndModulesByCondition',
    roleReaders,
  ),
  updateOwnRole: meta('general/role/updateOwnRole', 'user'),
  selectOwnRoleTree: meta('general/role/selectOwnRoleTree', 'user'),
} as const;

export const adminRoleMeta = {
  addRoleJson: meta('general/admin-role/addRoleJson', roleAdmin),
  updateRoleByIdJson: meta('general/admin-role/updateRoleByIdJson', roleAdmin),
  deleteRole: meta('general/admin-role/deleteRole', roleAdmin),
  selectModulesByRoleId: meta('general/admin-role/selectModulesByRoleId', roleAdmin),
} as const;

export const dictionaryMeta = {
  selectAllPermissionTree: meta('general/dictionary/selectAllPermissionTree', roleAdmin),
  selectByUserId: meta('general/dictionary/selectByUserId', 'user'),
} as const;
