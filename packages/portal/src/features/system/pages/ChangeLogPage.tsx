import type { ChangeRow } from '@bq/contract';
import { CHANGE_KIND_LABELS } from '@bq/contract/meta';
import {
  DataTable,
  type DataTableColumn,
  DateInput,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import { PersonSearchPicker } from '../../../shared/forms/PersonField';
import { fieldLabel, HISTORY_WORDS } from '../../../shared/history/historyEntries';
import { calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { CHANGE_LOG, changeLogRequest, KIND_OPTIONS } from '../components/changeLog';

const WORDS = HISTORY_WORDS[2];
const FIELDS_SHOWN = 3;
const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

const columns: readonly DataTableColumn<ChangeRow>[] = [
  {
    key: 'at',
    header: 'When',
    width: 210,
    render: (r) => (
      <Stack space="none">
        <Text>{formatDateTime(r.at)}</Text>
        <Text size="sm" tone="muted">
          {r.actorName ?? WORDS.system}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'kind',
    header: 'Record',
    width: 200,
    render: (r) => (
      <Stack space="none">
        <Text weight="medium">
          {CHANGE_KIND_LABELS[r.kind].en} {r.recordId}
        </Text>
        <Text size="sm" tone="muted">
          {WORDS[r.op]} · {r.table}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'fields',
    header: 'Before → after',
    // Rows are of one height (the table is windowed): three fields, then how many more; the
    // record's History tab shows them all.
    render: (r) => (
      <Stack space="none">
        {r.fields.slice(0, FIELDS_SHOWN).map((f) => (
          <Text key={f.field} size="sm">
            {fieldLabel(f.field)}: {shown(f.before)} → {shown(f.after)}
          </Text>
        ))}
        {r.fields.length > FIELDS_SHOWN && (
          <Text size="sm" tone="muted">
            and {r.fields.length - FIELDS_SHOWN} more
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'call', header: 'Call', width: 220, render: (r) => r.call ?? '—' },
];

/**
 * Route `/system/change-log`: the one change log (docs/change-log.md), every audited write with
 * who, when, which record and each field before and after, newest first; by the person who
 * wrote, the record kind and a range of days. The filters and the page are the address.
 */
export default function ChangeLogPage() {
  const list = useListState(CHANGE_LOG);
  const log = useListQuery(calls.changeLog.query, list, changeLogRequest);
  return (
    <Stack space="lg">
      <Heading level={1}>Change log</Heading>
      <Text tone="muted">
        Every change to people, courses, settings, cases, orders, products, listings, groups and
        applications, kept by the database and never changed. {WORDS.masked}
      </Text>
      <FilterBar aria-label="Change log filters" {...log.filterBar}>
        <FormField label="Changed by">
          <PersonSearchPicker
            purpose="staff"
            value={list.draft.person}
            onValueChange={(value) => list.setDraft('person', value)}
            placeholder="Anyone"
            clearable
          />
        </FormField>
        <FormField label="Record kind">
          <Select
            options={KIND_OPTIONS}
            value={list.draft.kind || 'all'}
            onValueChange={(kind) => list.setDraft('kind', kind === 'all' ? '' : kind)}
          />
        </FormField>
        <FormField label="Record number">
          <TextField
            value={list.draft.record}
            placeholder="Any"
            disabled={!list.draft.kind}
            onChange={(event) => list.setDraft('record', event.target.value)}
          />
        </FormField>
        <FormField label="From">
          <DateInput
            value={list.draft.from}
            onValueChange={(from) => list.setDraft('from', from)}
          />
        </FormField>
        <FormField label="To">
          <DateInput value={list.draft.to} onValueChange={(to) => list.setDraft('to', to)} />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Changes"
        columns={list.arrange(columns)}
        rows={log.rows}
        rowKey="id"
        rowHeight={96}
        {...log.table}
        emptyText="No change matches."
      />
      <Pagination {...log.pagination} />
    </Stack>
  );
}
