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
import { PersonSearchPicker } from '../../../shared/forms/PersonField';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { RECRUITS, recruitsRequest } from '../components/lists';
import { systemPaths } from '../components/office';

type Recruit = Res<typeof calls.recruitment.list>['list'][number];

/**
 * Route `/system/agent-activity/index`: how each agent came to the office — who recruited whom,
 * from which source — newest first; by recruiter (their recruits) and by name. A row opens the
 * record with the agent's activity records.
 */
export default function RecruitmentsPage() {
  const navigate = useNavigate();
  const list = useListState(RECRUITS);
  const recruits = useListQuery(calls.recruitment.list, list, recruitsRequest);
  const columns: readonly DataTableColumn<Recruit>[] = [
    {
      key: 'agentName',
      header: 'Agent',
      render: (r) => <Text weight="medium">{r.agentName}</Text>,
    },
    {
      key: 'recruiterName',
      header: 'Recruited by',
      render: (r) => r.recruiterName ?? <Text tone="muted">No agent</Text>,
    },
    { key: 'sourceLabel', header: 'Source', width: 220 },
    { key: 'recruitedOn', header: 'Joined', width: 130 },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Referral & Recruiting Management</Heading>
        <Button variant="primary" onClick={() => navigate(systemPaths.recruit())}>
          Record a recruit
        </Button>
      </Inline>
      <FilterBar aria-label="Recruiting filter" {...recruits.filterBar}>
        <FormField label="Recruited by">
          <PersonSearchPicker
            purpose="agent"
            personKey="agentId"
            value={list.draft.recruiter}
            onValueChange={(value) => list.setDraft('recruiter', value)}
            placeholder="Any agent"
            clearable
          />
        </FormField>
        <FormField label="Name">
          <TextField
            value={list.draft.keyword}
            placeholder="Agent or recruiter"
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Recruits"
        columns={list.arrange(columns)}
        rows={recruits.rows}
        rowKey="id"
        {...recruits.table}
        onRowClick={(row) => navigate(systemPaths.recruit(row.id))}
        emptyText="No recruit is recorded."
      />
      <Pagination {...recruits.pagination} />
    </Stack>
  );
}
