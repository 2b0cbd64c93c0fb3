import type { ChangeRow } from '@bq/contract';
import { formatDateTime } from '../format';
import type { HistoryEntry } from './HistoryTimeline';

/** The History tab's words, in the page's language (1 Chinese, 2 English, as the layout keeps it). */
export const HISTORY_WORDS = {
  2: {
    details: 'Details',
    history: 'History',
    tabs: 'Record and history',
    system: 'System',
    insert: 'Created',
    update: 'Changed',
    delete: 'Removed',
    empty: 'No change is recorded yet.',
    failed: 'The history could not be loaded.',
    retry: 'Retry',
    masked: 'Money and secrets are kept masked (••••): the log tells who changed them and when.',
  },
  1: {
    details: '详情',
    history: '历史',
    tabs: '记录与历史',
    system: '系统',
    insert: '创建',
    update: '修改',
    delete: '删除',
    empty: '暂无变更记录。',
    failed: '历史记录加载失败。',
    retry: '重试',
    masked: '金额与机密信息以 •••• 显示：记录只说明何人何时修改。',
  },
} as const;
export type HistoryLanguage = keyof typeof HISTORY_WORDS;
export type HistoryWords = (typeof HISTORY_WORDS)[HistoryLanguage];

/** A stored column name as a person reads it: `license_expires_on` → `License expires on`. */
export const fieldLabel = (column: string) =>
  column.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The change log's rows as the timeline's entries: who (or the system), when, each field. */
export function historyEntries(rows: readonly ChangeRow[], words: HistoryWords): HistoryEntry[] {
  return rows.map((row) => ({
    key: row.id,
    who: row.actorName ?? words.system,
    when: formatDateTime(row.at),
    dateTime: row.at,
    title: words[row.op],
    fields: row.fields.map((f) => ({
      key: `${row.table}.${f.field}`,
      label: fieldLabel(f.field),
      before: f.before,
      after: f.after,
    })),
  }));
}
