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
  StatusTag,
  Text,
  TextField,
} from '@bq/ui';
import { useNavigate } from 'react-router';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { BOARDS, boardsRequest } from '../components/lists';
import { systemPaths } from '../components/office';

type Board = Res<typeof calls.association.list>['list'][number];

/**
 * Route `/system/associationmgt/index`: the boards (associations of realtors) the office knows,
 * with how many of its agents are members. An agent licensed and in no board may only refer or
 * help a buyer with new construction, so this list is what opens listings to them.
 */
export default function AssociationsPage() {
  const navigate = useNavigate();
  const list = useListState(BOARDS);
  const boards = useListQuery(calls.association.list, list, boardsRequest);
  const columns: readonly DataTableColumn<Board>[] = [
    {
      key: 'name',
      header: 'Board',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.name}</Text>
          <Text size="sm" tone="muted">
            {[r.shortName, r.mls].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'members', header: 'Members', width: 120 },
    {
      key: 'active',
      header: 'Use',
      width: 150,
      render: (r) =>
        r.active ? (
          <StatusTag tone="success">In use</StatusTag>
        ) : (
          <StatusTag tone="neutral">Switched off</StatusTag>
        ),
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Association of realtors</Heading>
        <Button variant="primary" onClick={() => navigate(systemPaths.board())}>
          Add board
        </Button>
      </Inline>
      <FilterBar aria-label="Board filter" {...boards.filterBar}>
        <FormField label="Keyword">
          <TextField
            value={list.draft.keyword}
            placeholder="Name or short name"
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Boards"
        columns={list.arrange(columns)}
        rows={boards.rows}
        rowKey="id"
        {...boards.table}
        onRowClick={(row) => navigate(systemPaths.board(row.id))}
        emptyText="No board matches."
      />
      <Pagination {...boards.pagination} />
    </Stack>
  );
}
