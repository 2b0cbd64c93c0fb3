import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  TextField,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { usePeopleOptions } from '../api/people';
import { AddPersonDialog } from '../components/AddPersonDialog';
import { ExportPanel } from '../components/ExportPanel';
import { UserBulkActions } from '../components/UserBulkActions';
import {
  EXPIRING_DAYS,
  licenceTitle,
  officeTitle,
  STATUS_TITLES,
  toAgentQuery,
  USER_LIST,
} from '../components/userList';

type AgentRow = Res<typeof calls.agentInfo.getAgent>['list'][number];

const ANY = 'any';

const columns: DataTableColumn<AgentRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Sign-in e-mail' },
  { key: 'roleName', header: 'Roles', width: 160, render: (row) => row.roleName ?? '—' },
  { key: 'branchName', header: 'Branch', width: 150, render: (row) => row.branchName ?? '—' },
  {
    key: 'agentStatus',
    header: 'Licence',
    width: 170,
    render: (row) => licenceTitle(row.agentStatus) ?? '—',
  },
  {
    key: 'licenseExpiresOn',
    header: 'Licence expires',
    width: 130,
    render: (row) => (row.licenseExpiresOn ? formatDate(row.licenseExpiresOn) : '—'),
  },
  {
    key: 'relStatus',
    header: 'With the office',
    width: 130,
    render: (row) => officeTitle(row.relStatus) ?? '—',
  },
];

/**
 * Route `usermgt/index`: every person of the office (agents, lecturers, finance, approvers,
 * administrators), filtered and paged by the server; the role filter matches any role held.
 */
export default function UsersPage() {
  const navigate = useNavigate();
  const list = useListState(USER_LIST);
  const agents = useListQuery(calls.agentInfo.getAgent, list, toAgentQuery);
  const [adding, setAdding] = useState(false);
  const { draft, setDraft } = list;
  const { roleOptions, branchOptions } = usePeopleOptions();
  const open = (agentId: number) => navigate(`/userroles/usermgt/expand/${agentId}`);
  // Staff who never were agents (lecturers, finance, approvers…) get their office record the
  // first time it is opened; everyone else's opens at once.
  const openRecord = useCallMutation(calls.agentInfo.openRecord);
  const openRow = async (row: AgentRow) =>
    open(row.agentId ?? (await openRecord.mutateAsync({ userId: row.userId })).agentId);

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Users</Heading>
        <Inline space="sm">
          <ExportPanel query={toAgentQuery(list.state)} />
          <Button onClick={() => setAdding(true)}>Add person</Button>
        </Inline>
      </Inline>
      <FilterBar aria-label="User filters" {...agents.filterBar}>
        <FormField label="Keyword">
          <TextField
            value={draft.keyword}
            placeholder="Name, e-mail or licence no."
            onChange={(event) => setDraft('keyword', event.target.value)}
          />
        </FormField>
        <FormField label="Licence">
          <Select
            value={draft.status || ANY}
            onValueChange={(value) => setDraft('status', value === ANY ? '' : value)}
            options={[
              { value: ANY, label: 'Any' },
              ...Object.entries(STATUS_TITLES).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FormField>
        <FormField label="Role">
          <Select
            value={draft.roleId || ANY}
            onValueChange={(value) => setDraft('roleId', value === ANY ? '' : value)}
            options={[{ value: ANY, label: 'Any role' }, ...roleOptions]}
          />
        </FormField>
        <FormField label="Licence lapses within">
          <Select
            value={draft.expiring || ANY}
            onValueChange={(value) => setDraft('expiring', value === ANY ? '' : value)}
            options={[
              { value: ANY, label: 'Any time' },
              ...EXPIRING_DAYS.map((days) => ({ value: String(days), label: `${days} days` })),
            ]}
          />
        </FormField>
        <FormField label="Branch">
          <Select
            value={draft.branchId || ANY}
            onValueChange={(value) => setDraft('branchId', value === ANY ? '' : value)}
            options={[{ value: ANY, label: 'Any branch' }, ...branchOptions]}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <UserBulkActions
        rows={agents.rows}
        selected={agents.selected.map(Number)}
        onClear={agents.clearSelection}
      />
      <DataTable
        label="Users"
        columns={list.arrange(columns)}
        rows={agents.rows}
        rowKey="userId"
        {...agents.table}
        selectable
        selectRowLabel={(row) => `Select ${row.name}`}
        selectAllLabel="Select everyone on this page"
        emptyText="No people match"
        onRowClick={(row) => void openRow(row)}
        height={560}
      />
      <Pagination {...agents.pagination} />
      {adding && (
        <AddPersonDialog
          roles={roleOptions}
          branches={branchOptions}
          onClose={() => setAdding(false)}
          onAdded={(agentId) => {
            setAdding(false);
            open(agentId);
          }}
        />
      )}
    </Stack>
  );
}
