import { FIELD_LIMITS, type GroupDeliveryState, LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';

/** Where the group pages live: the address is the page (F5 keeps the group and the mail). */
export const groupPaths = {
  list: () => '/group/list',
  group: (id?: number) => (id ? `/group/detail?id=${id}` : '/group/detail'),
  compose: (groupId: number) => `/group/send-email?groupId=${groupId}`,
  mail: (groupId: number, mailId: number) =>
    `/group/send-email?groupId=${groupId}&mailId=${mailId}`,
};

/** The groups page's list: `?keyword=&page=&size=`. */
export const GROUPS = defineList({
  key: 'groups',
  contract: LISTS.group.list,
  filters: ['keyword'],
});

export const groupsRequest = (state: ListState<never, 'keyword'>) => ({
  keyword: state.filters.keyword.trim(),
  pageNum: state.page,
  pageSize: state.pageSize,
});

export const COMPOSE_TEXT_LIMITS = {
  subject: FIELD_LIMITS.group.subject,
  body: FIELD_LIMITS.group.mailBody,
} as const;

export const GROUP_TEXT_LIMITS = {
  name: FIELD_LIMITS.group.name,
  description: FIELD_LIMITS.group.description,
} as const;

/** Each delivery state as the sender reads it, and its tag's tone. */
export const DELIVERY_TEXT: Record<
  GroupDeliveryState,
  { text: string; tone: 'success' | 'warning' | 'danger' | 'neutral' | 'info' }
> = {
  queued: { text: 'Waiting to go', tone: 'info' },
  sending: { text: 'Sending', tone: 'info' },
  sent: { text: 'E-mailed', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
  portal: { text: 'In their message center', tone: 'success' },
  skipped: { text: 'Skipped: turned group mail off', tone: 'neutral' },
};

/** A positive whole number from the address, or null. */
