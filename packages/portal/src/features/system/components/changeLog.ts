import { CHANGE_KIND_LABELS, CHANGE_KINDS, type ChangeKind, LISTS } from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

/**
 * The change log page's list: `?person=&kind=&record=&from=&to=&page=&size=` (the address is the
 * state). `record` narrows a kind to one record: the older per-area histories link here with it.
 */
export const CHANGE_LOG = defineList({
  key: 'system.change-log',
  contract: LISTS.changeLog.query,
  filters: ['person', 'kind', 'record', 'from', 'to'],
  ranges: [['from', 'to']],
});

export const KIND_OPTIONS = [
  { value: 'all', label: 'Every kind' },
  ...CHANGE_KINDS.map((kind) => ({ value: kind, label: CHANGE_KIND_LABELS[kind].en })),
];

const isKind = (value: string): value is ChangeKind =>
  (CHANGE_KINDS as readonly string[]).includes(value);

/** MM/DD/YYYY (the filter's DateInput) → YYYY-MM-DD; anything else stays absent. */
function isoDay(value: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/** The query call's request for a list state: only the filters that name something. */
export function changeLogRequest(
  state: ListState<never, 'person' | 'kind' | 'record' | 'from' | 'to'>,
) {
  const { person, kind } = state.filters;
  const record = state.filters.record.trim();
  const from = isoDay(state.filters.from);
  const to = isoDay(state.filters.to);
  return {
    ...(/^[1-9]\d*$/.test(person) ? { actorId: Number(person) } : {}),
    ...(isKind(kind) ? { kind, ...(record ? { recordId: record.slice(0, 80) } : {}) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}
