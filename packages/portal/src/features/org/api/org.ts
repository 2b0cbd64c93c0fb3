import { calls } from '../../../shared/http/calls';

/** What a role write makes stale: the role list (with its modules) and one role's modules. */
export const ROLE_READS = [
  calls.role.selectRoleAndDutyAndModulesByCondition,
  calls.adminRole.selectModulesByRoleId,
];

/** What an organisation write makes stale: the tree and every list of regions or branches. */
export const ORG_READS = [calls.org.getAreaList, calls.org.getBranchList, calls.org.getSonNode];
