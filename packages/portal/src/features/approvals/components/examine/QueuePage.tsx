import { APPLICATION_KINDS, type ApplicationKind } from '@bq/contract/meta';
import {
  Checkbox,
  DataTable,
  FilterBar,
  FilterTabs,
  FormField,
  Heading,
  Pagination,
  Select,
  Stack,
  TextField,
} from '@bq/ui';
import { useNavigate } from 'react-router';
import { calls } from '../../../../shared/http/calls';
import { ListViews } from '../../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../../shared/list/useList';
import { paths } from '../../../../shared/routes/paths';
import type { QueueRow } from '../../api/examine';
import { KIND_TITLES } from '../detail/kinds';
import { BulkDecision } from './BulkDecision';
import { DelegationCard } from './DelegationCard';
import { QUEUE_COLUMNS } from './queueColumns';
import { QUEUE_LIST, QUEUE_TABS, toQueueSearch } from './queueList';

const TAB_TITLES = {
  pending: 'Waiting for me',
  approved: 'Passed by me',
  rejected: 'Rejected by me',
};
const KIND_OPTIONS = [
  { value: 'all', label: 'All kinds' },
  ...APPLICATION_KINDS.map((kind) => ({ value: kind, label: KIND_TITLES[kind] })),
];

/**
 * The approver's queue (`examine/index`), or the queue of one kind (`examine/coach-cost`,
 * `examine/vendor`): what waits for the caller's decision, by due date, with bulk decisions.
 */
export function QueuePage({ kind, title }: { kind?: ApplicationKind; title: string }) {
  const navigate = useNavigate();
  const list = useListState(QUEUE_LIST);
  const queue = useListQuery(calls.application.search, list, (state) => toQueueSearch(state, kind));
  const { draft, setDraft, state } = list;
  const pending = state.tab === 'pending';

  const open = (row: QueueRow) =>
    navigate(paths.approvalDetail({ id: row.id, type: row.kind, status: row.status }));

  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      <FilterTabs
        label="Queue"
        tabs={QUEUE_TABS.map((tab) => ({
          value: tab,
          label: `${TAB_TITLES[tab]}${tab === 'pending' && pending && queue.result.data ? ` (${queue.total})` : ''}`,
        }))}
        {...queue.tabs}
      >
        <FilterBar aria-label="Queue filters" {...queue.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={draft.keyword}
              placeholder="No., applicant or form text"
              onChange={(event) => setDraft('keyword', event.target.value)}
            />
          </FormField>
          {!kind && (
            <FormField label="Kind">
              <Select
                options={KIND_OPTIONS}
                value={draft.kind || 'all'}
                onValueChange={(value) => setDraft('kind', value === 'all' ? '' : value)}
              />
            </FormField>
          )}
          <Checkbox
            label="Overdue only"
            checked={draft.overdue === '1'}
            onCheckedChange={(checked) => setDraft('overdue', checked === true ? '1' : '')}
          />
        </FilterBar>
        {pending && (
          <BulkDecision selected={queue.selected.map(Number)} onDone={queue.clearSelection} />
        )}
        <ListViews list={list} columns={QUEUE_COLUMNS} />
        <DataTable
          label="Applications"
          columns={list.arrange(QUEUE_COLUMNS)}
          rows={queue.rows}
          rowKey="id"
          {...queue.table}
          selectable={pending}
          selectRowLabel={(row) => `Select application ${row.id}`}
          emptyText={pending ? 'Nothing waits for your decision' : 'No applications'}
          onRowClick={open}
          height={520}
        />
        <Pagination {...queue.pagination} />
      </FilterTabs>
      {!kind && <DelegationCard />}
    </Stack>
  );
}
