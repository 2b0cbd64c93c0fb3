import { APPLICATION_STATUSES, type ApplicationStatus, LISTS } from '@bq/contract/meta';
import type { calls, Req } from '../../../../shared/http/calls';
import { defineList, type ListState } from '../../../../shared/list/listState';

/** "My applications" tabs: every state plus 'all', as `?tab=`. */
export const APPLY_TABS = ['all', ...APPLICATION_STATUSES] as const;
export type ApplyTab = (typeof APPLY_TABS)[number];

export const APPLY_LIST = defineList({
  key: 'approvals.mine',
  contract: LISTS.application.myApproveList,
  tabs: APPLY_TABS,
  filters: [],
});

/** The list call's request for a list state. */
export function toMyList({
  tab,
  page,
  pageSize,
}: ListState<ApplyTab, never, string>): Req<typeof calls.application.myApproveList> {
  return {
    pageNum: page,
    pageSize,
    ...(tab === 'all' ? {} : { status: tab as ApplicationStatus }),
  };
}
