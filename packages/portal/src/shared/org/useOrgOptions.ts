import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../http/calls';

/**
 * The office's roles and its branches as choices, for every form that picks them (a person's
 * role and branch, a group letter's receivers). Each page words a role's label its own way.
 */
export function useOrgOptions() {
  const roles = useQuery(callQuery(calls.role.selectRoleAndDutyAndModulesByCondition, {}));
  const area = useQuery(callQuery(calls.org.getAreaList, {}));
  return {
    roles: roles.data?.list ?? [],
    branchOptions: (area.data ?? []).flatMap((region) =>
      (region.children ?? []).map((b) => ({
        value: String(b.id),
        label: `${region.name} · ${b.name}`,
      })),
    ),
  };
}
