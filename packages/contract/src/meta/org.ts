import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const branchAdmin = { modules: [MODULE_IDS['userroles/branchmgt']] } as const;

export const orgMeta = {
  getBranchList: meta(
    'bq/org/getBranchList',
    'user',
    'Branches, optionally of one region or matching a name.',
    'json',
  ),
  getSonNode: meta('bq/org/getSonNode', 'user', 'Direct children of an organisation node.'),
  getAreaList: meta('bq/org/getAreaList', 'user', 'The organisation tree: regions with branches.'),
  add: meta('bq/org/add', branchAdmin, 'Create a region or a branch.', 'json'),
  edit: meta('bq/org/edit', branchAdmin, 'Rename or move a node.', 'json'),
  delete: meta('bq/org/delete', branchAdmin, 'Delete a node without children (409 otherwise).'),
} as const;
