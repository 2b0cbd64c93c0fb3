import { LISTS } from '@bq/contract/meta';
import { DataTable, type DataTableColumn, Heading, Inline, Pagination, Stack, Text } from '@bq/ui';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';

type HistoryRow = Res<typeof calls.agentAdminConfig.adminConfigRecord>['list'][number];

const HISTORY = defineList({
  key: 'people.admin-history',
  contract: LISTS.agentAdminConfig.adminConfigRecord,
  extra: ['agentId'],
});

const show = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value == null || value === '' ? '—' : String(value);

const columns: DataTableColumn<HistoryRow>[] = [
  { key: 'at', header: 'When', width: 170, nowrap: true, render: (row) => formatDateTime(row.at) },
  { key: 'field', header: 'Field', width: 170 },
  { key: 'before', header: 'Before', render: (row) => show(row.before) },
  { key: 'after', header: 'After', render: (row) => show(row.after) },
  {
    key: 'source',
    header: 'How',
    width: 190,
    render: (row) =>
      row.source === 'stash' ? `Agent's change, accepted by ${row.byName}` : `By ${row.byName}`,
  },
];

/**
 * Route `usermgt/admin-history?agentId=`: every change to one person's office settings, newest
 * first — the office's own edits and the agent's accepted changes (append-only on the server).
 */
export default function AdminHistoryPage() {
  const list = useListState(HISTORY);
  const agentId = Number(list.state.extra.agentId);
  const named = Number.isInteger(agentId) && agentId > 0;
  // Opened without a person (a typed address): asks nothing the server can only refuse.
  const history = useListQuery(
    calls.agentAdminConfig.adminConfigRecord,
    list,
    (s) => ({ agentId, pageNum: s.page, pageSize: s.pageSize }),
    { enabled: named },
  );
  if (!named) {
    return <Text role="alert">Open the admin history from a person's record.</Text>;
  }
  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Heading level={1}>Admin history</Heading>
        <Link to={`/system/change-log?kind=person&record=${agentId}`}>
          Every change to this person
        </Link>
      </Inline>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Admin history"
        columns={list.arrange(columns)}
        rows={history.rows}
        rowKey="id"
        {...history.table}
        emptyText="No changes recorded yet"
      />
      <Pagination {...history.pagination} />
    </Stack>
  );
}
