import { APPLICATION_KINDS, type ApplicationKind, LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../../shared/list/listState';
import type { QueueRequest } from '../../api/examine';

/** 'pending': what waits for the caller's decision; the others: what the caller decided. */
export const QUEUE_TABS = ['pending', 'approved', 'rejected'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/**
 * The approver's queue: tab, keyword, kind and 'overdue only' in `?tab=&keyword=&kind=&overdue=`,
 * sort / page / size as the contract's `LISTS.application.search` allows (oldest due first).
 */
export const QUEUE_LIST = defineList({
  key: 'approvals.queue',
  contract: LISTS.application.search,
  tabs: QUEUE_TABS,
  filters: ['keyword', 'kind', 'overdue'],
});
type QueueState = ListState<QueueTab, 'keyword' | 'kind' | 'overdue', string>;

const isKind = (value: string): value is ApplicationKind =>
  (APPLICATION_KINDS as readonly string[]).includes(value);

/** The search request of a queue state; `kind` fixes the kind (the coach cost and vendor queues). */
export function toQueueSearch(
  { tab, filters, sort, page, pageSize }: QueueState,
  kind?: ApplicationKind,
): QueueRequest {
  const request: QueueRequest = {
    status: tab,
    sortBy: (sort?.key ?? 'dueAt') as QueueRequest['sortBy'],
    sortOrder: sort?.direction ?? 'asc',
    pageNum: page,
    pageSize,
  };
  const chosen = kind ?? (isKind(filters.kind) ? filters.kind : undefined);
  if (chosen) request.kind = chosen;
  const keyword = filters.keyword.trim();
  if (keyword) request.keyword = keyword;
  if (filters.overdue === '1') request.overdue = true;
  return request;
}
