import { BLACKLIST_KINDS, type BlacklistKind } from '@bq/contract';
import { FIELD_LIMITS, LISTS } from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

export const KIND_TEXT: Record<BlacklistKind, string> = {
  email: 'E-mail address',
  domain: 'Domain',
  ip: 'IP address or network',
};

/** What each kind takes, under the value field. */
export const KIND_HELP: Record<BlacklistKind, string> = {
  email: 'One address, such as name@example.com',
  domain: 'Refuses every address at the domain and its subdomains, such as example.com',
  ip: 'One address (203.0.113.7) or a network (203.0.113.0/24); IPv6 too',
};

export const BLACKLIST_TABS = ['all', ...BLACKLIST_KINDS] as const;
export type BlacklistTab = (typeof BLACKLIST_TABS)[number];

export const tabTitle = (tab: BlacklistTab) =>
  tab === 'all' ? 'All' : tab === 'ip' ? 'IP' : KIND_TEXT[tab];

/** The blacklist page's list: `?tab=<kind>&keyword=&page=&size=`. */
export const BLACKLIST = defineList({
  key: 'system.blacklist',
  contract: LISTS.blackList.getBlackList,
  tabs: BLACKLIST_TABS,
  filters: ['keyword'],
});

export function blacklistRequest(state: ListState<BlacklistTab, 'keyword'>) {
  const kind = (BLACKLIST_KINDS as readonly string[]).includes(state.tab)
    ? (state.tab as BlacklistKind)
    : undefined;
  return {
    keyword: state.filters.keyword.trim(),
    ...(kind ? { kind } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}

export interface EntryFormValues {
  kind: BlacklistKind;
  value: string;
  reason: string;
}

const L = FIELD_LIMITS.blacklist;
export const ENTRY_TEXT_LIMITS = { value: L.value, reason: L.reason } as const;
