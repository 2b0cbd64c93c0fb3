import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The one change log (docs/change-log.md): every write to an audited table is kept by the
 * database with who, when, which record and the fields before and after (money and secrets
 * masked). A record's History tab reads its own; administrators search the whole log.
 */
export const CHANGE_KINDS = [
  'person',
  'user',
  'course',
  'setting',
  'case',
  'order',
  'product',
  'listing',
  'group',
  'application',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A record kind's name in a filter and a row, in both languages of the portal. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, { en: string; zh: string }> = {
  person: { en: 'Person', zh: '人员' },
  user: { en: 'User account', zh: '用户账号' },
  course: { en: 'Course', zh: '课程' },
  setting: { en: 'Setting', zh: '设置' },
  case: { en: 'Case', zh: '案件' },
  order: { en: 'Order', zh: '订单' },
  product: { en: 'Product', zh: '商品' },
  listing: { en: 'Listing', zh: '房源' },
  group: { en: 'Group', zh: '群组' },
  application: { en: 'Application', zh: '申请' },
};

/** What a masked value (money, a secret) reads as: the log never holds it. */
export const CHANGE_MASK = '••••';

/** At most this many changes of one record in one answer (the newest). */
export const RECORD_HISTORY_MAX = 200;

export const changeLogMeta = {
  /** Open to every signed-in person; the record's own read rule decides (deny by default). */
  recordHistory: meta('bq/changeLog/recordHistory', 'user', 'json'),
  query: meta('bq/changeLog/query', { modules: [MODULE_IDS['system/change-log']] }, 'json'),
} as const;
