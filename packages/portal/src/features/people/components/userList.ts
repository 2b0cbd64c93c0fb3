import { LISTS } from '@bq/contract/meta';
import type { calls, Req } from '../../../shared/http/calls';
import { defineList, type ListState } from '../../../shared/list/listState';
import { idFromAddress } from '../../../shared/routes/idFromAddress';

export type AgentQuery = Req<typeof calls.agentInfo.getAgent>;

/**
 * The user list's state in the address: `?keyword=&status=&roleId=&branchId=&expiring=&page=`.
 * `expiring` (days) is the administrators' licence reminder list: licences that lapse within
 * 30, 60 or 90 days, lapsed ones included (the reminders the agents get).
 */
export const USER_LIST = defineList({
  key: 'people.users',
  contract: LISTS.agentInfo.getAgent,
  filters: ['keyword', 'status', 'roleId', 'branchId', 'expiring'],
});

export const EXPIRING_DAYS = [30, 60, 90] as const;

export const STATUS_TITLES: Record<number, string> = {
  1: 'Licensed, in a board',
  2: 'Licensed, no board',
  3: 'No licence',
};

/** A person's licence as the list says it; null when they were never an agent. */
export const licenceTitle = (agentStatus: number | null): string | null =>
  agentStatus === null ? null : (STATUS_TITLES[agentStatus] ?? String(agentStatus));

/** Whether a person still works with the office; null when they have no office record. */
export const officeTitle = (relStatus: number | null): string | null =>
  relStatus === null ? null : relStatus === 1 ? 'Active' : 'Left';

/** The list call's request (also the export's filters): empty filters are left out. */
export function toAgentQuery({
  filters,
  page,
  pageSize,
}: ListState<
  never,
  'keyword' | 'status' | 'roleId' | 'branchId' | 'expiring',
  string
>): AgentQuery {
  const query: AgentQuery = { pageNum: page, pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  const status = idFromAddress(filters.status);
  if (status === 1 || status === 2 || status === 3) query.agentStatus = status;
  const roleId = idFromAddress(filters.roleId);
  if (roleId) query.roleId = roleId;
  const branchId = idFromAddress(filters.branchId);
  if (branchId) query.branchId = branchId;
  const expiring = idFromAddress(filters.expiring);
  if (expiring && (EXPIRING_DAYS as readonly number[]).includes(expiring)) {
    query.expiringWithinDays = expiring;
  }
  return query;
}
