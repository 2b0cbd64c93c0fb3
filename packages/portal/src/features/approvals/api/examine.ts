import { useQuery } from '@tanstack/react-query';
import { callQuery, calls, type Req, type Res } from '../../../shared/http/calls';

const { application, approveRecord } = calls;

export type QueueRequest = Req<typeof application.search>;
export type QueueRow = Res<typeof application.search>['list'][number];
export type ApplicationDetail = Res<typeof application.get>;
export type ChainStep = ApplicationDetail['chain'][number];
export type ApprovalRecord = Res<typeof approveRecord.search>['list'][number];
export type BulkResult = Res<typeof application.bulkDecide>['results'][number];
export type Delegation = Res<typeof application.getDelegation>['list'][number];

export function useApplication(id: number) {
  return useQuery({ ...callQuery(application.get, { id }), enabled: id > 0, staleTime: 0 });
}

/** Every record of one application (a chain has a handful; the largest page is asked once). */
export function useApprovalRecords(applicationId: number) {
  return useQuery({
    ...callQuery(approveRecord.search, { applicationId, pageNum: 1, pageSize: 100 }),
    enabled: applicationId > 0,
    staleTime: 0,
  });
}

/** The roles an entry pass may grant; only asked when an entry is open for decision. */
export function useEntryRoles(enabled: boolean) {
  return useQuery({ ...callQuery(application.entryRoles, {}), enabled, staleTime: 5 * 60_000 });
}

export function useDelegations() {
  return useQuery({ ...callQuery(application.getDelegation, {}), staleTime: 0 });
}
