import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const branchAdmin = { modules: [MODULE_IDS['userroles/branchmgt']] } as const;

export const orgMeta = {
  getBranchList: meta('bq/org/getBranchList', 'user', 'json'),
  getSonNode: meta('bq/org/getSonNode', 'user'),
  getAreaList: meta('bq/org/getAreaList', 'user'),
  add: meta('bq/org/add', branchAdmin, 'json'),
  edit: meta('bq/org/edit', branchAdmin, 'json'),
  delete: meta('bq/org/delete', branchAdmin),
} as const;
