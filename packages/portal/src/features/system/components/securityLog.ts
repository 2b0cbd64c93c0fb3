import {
  LISTS,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
  type SecurityEventKind,
  type SignInFailure,
} from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

/** The security log page's list: `?person=&kind=&from=&to=&page=&size=` (the address is the state). */
export const SECURITY_LOG = defineList({
  key: 'system.security-log',
  contract: LISTS.security.events,
  filters: ['person', 'kind', 'from', 'to'],
  ranges: [['from', 'to']],
});

/** The page's words, [English, Chinese], by the portal's language. */
export const SECURITY_WORDS = {
  title: ['Security log', '安全日志'],
  intro: [
    'Sign-ins and failed sign-ins, two-step sign-in changes, recovery codes used, role and permission changes and ended sessions, with address and device. Kept by the server and never changed; it holds no password or code.',
    '登录与登录失败、两步登录变更、恢复码使用、角色与权限变更和会话结束，附地址和设备。由服务器保存、不可更改；不含任何密码或验证码。',
  ],
  filters: ['Security log filters', '安全日志筛选'],
  person: ['Person', '人员'],
  anyone: ['Anyone', '任何人'],
  kind: ['Event', '事件'],
  everyKind: ['Every event', '全部事件'],
  from: ['From', '从'],
  to: ['To', '到'],
  when: ['When', '时间'],
  who: ['Person', '人员'],
  where: ['Address and device', '地址与设备'],
  what: ['Event', '事件'],
  events: ['Events', '事件'],
  empty: ['No event matches.', '没有匹配的事件。'],
  download: ['Download CSV', '下载 CSV'],
  nobody: ['Unknown account', '未知账号'],
  concerning: ['for', '对象'],
  session: ['session', '会话'],
} as const;

export type SecurityWord = keyof typeof SECURITY_WORDS;

/** Why a sign-in failed, in both languages. */
export const FAILURE_LABELS: Record<SignInFailure, readonly [string, string]> = {
  unknown_user: ['no account with this address', '无此地址的账号'],
  wrong_password: ['wrong password', '密码错误'],
  wrong_code: ['wrong or reused code', '验证码错误或已用过'],
  throttled: ['too many failed sign-ins', '失败次数过多'],
  refused: ['account refused entry', '账号被拒绝'],
  expired: ['sign-in expired', '登录已过期'],
};

export const kindLabel = (kind: SecurityEventKind, english: boolean) =>
  SECURITY_EVENT_LABELS[kind][english ? 'en' : 'zh'];

export const kindOptions = (english: boolean) => [
  { value: 'all', label: SECURITY_WORDS.everyKind[english ? 0 : 1] },
  ...SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, english) })),
];

const isKind = (value: string): value is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(value);

/** MM/DD/YYYY (the filter's DateInput) → YYYY-MM-DD; anything else stays absent. */
function isoDay(value: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

type Filters = ListState<never, 'person' | 'kind' | 'from' | 'to'>['filters'];

/** The export's request: the list's filters that name something, without the page. */
export function securityFilters(filters: Filters) {
  const from = isoDay(filters.from);
  const to = isoDay(filters.to);
  return {
    ...(/^[1-9]\d*$/.test(filters.person) ? { userId: Number(filters.person) } : {}),
    ...(isKind(filters.kind) ? { kind: filters.kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The events call's request for a list state. */
export function securityLogRequest(state: ListState<never, 'person' | 'kind' | 'from' | 'to'>) {
  return { ...securityFilters(state.filters), pageNum: state.page, pageSize: state.pageSize };
}
