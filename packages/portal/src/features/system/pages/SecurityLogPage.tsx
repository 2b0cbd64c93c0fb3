import type { SecurityEvent } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DateInput,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  Text,
} from '@bq/ui';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../shared/format';
import { PersonSearchPicker } from '../../../shared/forms/PersonField';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { saveBase64File } from '../../../shared/http/saveFile';
import { layout } from '../../../shared/layout/store';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import {
  FAILURE_LABELS,
  kindLabel,
  kindOptions,
  SECURITY_LOG,
  SECURITY_WORDS,
  type SecurityWord,
  securityFilters,
  securityLogRequest,
} from '../components/securityLog';

function columnsFor(english: boolean): readonly DataTableColumn<SecurityEvent>[] {
  const w = (key: SecurityWord) => SECURITY_WORDS[key][english ? 0 : 1];
  return [
    { key: 'at', header: w('when'), width: 210, render: (e) => formatDateTime(e.at) },
    {
      key: 'kind',
      header: w('what'),
      width: 260,
      render: (e) => (
        <Stack space="none">
          <Text weight="medium">{kindLabel(e.kind, english)}</Text>
          {e.reason && (
            <Text size="sm" tone="danger">
              {FAILURE_LABELS[e.reason][english ? 0 : 1]}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'user',
      header: w('who'),
      render: (e) => (
        <Stack space="none">
          <Text>{e.userName ?? e.detail.email ?? w('nobody')}</Text>
          <Text size="sm" tone="muted">
            {[
              e.userEmail,
              e.subjectName && e.subjectId !== e.userId
                ? `${w('concerning')} ${e.subjectName}`
                : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'where',
      header: w('where'),
      width: 260,
      render: (e) => (
        <Stack space="none">
          <Text>{e.ip || '—'}</Text>
          <Text size="sm" tone="muted">
            {[e.device, e.sessionId === null ? '' : `${w('session')} ${e.sessionId}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
  ];
}

/**
 * Route `/system/security-log`: the security log (docs/auth.md), newest first, by person, event
 * and days, with its CSV. The filters and the page are the address.
 */
export default function SecurityLogPage() {
  const { language } = useSnapshot(layout);
  const english = language !== 1;
  const w = (key: SecurityWord) => SECURITY_WORDS[key][english ? 0 : 1];
  const list = useListState(SECURITY_LOG);
  const columns = columnsFor(english);
  const log = useListQuery(calls.security.events, list, securityLogRequest);
  const exportCsv = useCallMutation(calls.security.export);
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{w('title')}</Heading>
        <Button
          variant="secondary"
          loading={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(securityFilters(list.state.filters), { onSuccess: saveBase64File })
          }
        >
          {w('download')}
        </Button>
      </Inline>
      <Text tone="muted">{w('intro')}</Text>
      <FilterBar aria-label={w('filters')} {...log.filterBar}>
        <FormField label={w('person')}>
          <PersonSearchPicker
            purpose="staff"
            value={list.draft.person}
            onValueChange={(value) => list.setDraft('person', value)}
            placeholder={w('anyone')}
            clearable
          />
        </FormField>
        <FormField label={w('kind')}>
          <Select
            options={kindOptions(english)}
            value={list.draft.kind || 'all'}
            onValueChange={(kind) => list.setDraft('kind', kind === 'all' ? '' : kind)}
          />
        </FormField>
        <FormField label={w('from')}>
          <DateInput
            value={list.draft.from}
            onValueChange={(from) => list.setDraft('from', from)}
          />
        </FormField>
        <FormField label={w('to')}>
          <DateInput value={list.draft.to} onValueChange={(to) => list.setDraft('to', to)} />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} language={language} />
      <DataTable
        label={w('events')}
        columns={list.arrange(columns)}
        rows={log.rows}
        rowKey="id"
        rowHeight={64}
        {...log.table}
        emptyText={w('empty')}
      />
      <Pagination {...log.pagination} />
    </Stack>
  );
}
