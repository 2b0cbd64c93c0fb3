import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { GROUPS, groupPaths, groupsRequest } from '../components/groups';

type Group = Res<typeof calls.group.list>['list'][number];

/**
 * Route `/group/list`: the groups the person keeps (every group of the office for those whose role
 * holds them all), with how many members each has and when it was last written to.
 */
export default function GroupsPage() {
  const navigate = useNavigate();
  const list = useListState(GROUPS);
  const groups = useListQuery(calls.group.list, list, groupsRequest);
  const columns: readonly DataTableColumn<Group>[] = [
    {
      key: 'name',
      header: 'Group',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.name}</Text>
          {r.description && (
            <Text size="sm" tone="muted">
              {r.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'ownerName', header: 'Kept by', width: 160 },
    {
      key: 'members',
      header: 'Members',
      width: 150,
      render: (r) => (r.optedOut > 0 ? `${r.members} (${r.optedOut} opted out)` : r.members),
    },
    { key: 'mails', header: 'Mails', width: 90, align: 'right' },
    {
      key: 'lastMailAt',
      header: 'Last mail',
      width: 170,
      render: (r) => formatDateTime(r.lastMailAt) || '—',
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Groups</Heading>
        <Button variant="primary" onClick={() => navigate(groupPaths.group())}>
          New group
        </Button>
      </Inline>
      <FilterBar aria-label="Group filter" {...groups.filterBar}>
        <FormField label="Keyword">
          <TextField
            value={list.draft.keyword}
            placeholder="Name or description"
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Groups"
        columns={list.arrange(columns)}
        rows={groups.rows}
        rowKey="id"
        {...groups.table}
        onRowClick={(row) => navigate(groupPaths.group(row.id))}
        emptyText="No group yet. Make one to write to a team, a branch or a role at once."
      />
      <Pagination {...groups.pagination} />
    </Stack>
  );
}
