import type { BlacklistRow } from '@bq/contract';
import {
  Button,
  ConfirmDialog,
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
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import {
  BLACKLIST,
  BLACKLIST_TABS,
  blacklistRequest,
  KIND_TEXT,
  tabTitle,
} from '../components/blacklist';
import { EntryDialog } from '../components/EntryDialog';

/**
 * Route `/system/blacklist`: the e-mail addresses, domains and IP networks refused at
 * registration, an outsider's login and checkout. The kind tab, keyword and page are the address.
 */
export default function BlacklistPage() {
  const [adding, setAdding] = useState(false);
  const list = useListState(BLACKLIST);
  const entries = useListQuery(calls.blackList.getBlackList, list, blacklistRequest);
  const lift = useCallMutation(calls.blackList.remove, {
    onSuccess: () => toast.success('Entry lifted'),
  });
  const columns: readonly DataTableColumn<BlacklistRow>[] = [
    {
      key: 'kind',
      header: 'Kind',
      width: 200,
      render: (r) => <StatusTag tone="danger">{KIND_TEXT[r.kind]}</StatusTag>,
    },
    { key: 'value', header: 'Refused', render: (r) => <Text weight="medium">{r.value}</Text> },
    { key: 'reason', header: 'Reason' },
    {
      key: 'addedAt',
      header: 'Added',
      width: 220,
      render: (r) => (
        <Stack space="none">
          <Text>{formatDateTime(r.addedAt)}</Text>
          <Text size="sm" tone="muted">
            by {r.addedBy}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'id',
      header: '',
      width: 90,
      render: (r) => (
        <ConfirmDialog
          title={`Lift ${r.value}?`}
          message="It is refused no more from now on. The entry stays in the record, with who lifted it."
          confirmText="Lift"
          onConfirm={() => lift.mutateAsync({ id: r.id })}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Lift ${r.value}`}>
              Lift
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Blacklist</Heading>
        <Button variant="primary" onClick={() => setAdding(true)}>
          Add to the blacklist
        </Button>
      </Inline>
      <Text tone="muted">
        Refused at registration, and for people outside the office at login, in their profile and at
        checkout, with one neutral answer. Staff accounts are never refused: suspend them in user
        management.
      </Text>
      <ListTabs label="Kind" tabs={BLACKLIST_TABS} title={tabTitle} {...entries.tabs}>
        <FilterBar aria-label="Blacklist filter" {...entries.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={list.draft.keyword}
              placeholder="Entry or reason"
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={columns} />
        <DataTable
          label="Blacklist entries"
          columns={list.arrange(columns)}
          rows={entries.rows}
          rowKey="id"
          {...entries.table}
          emptyText="Nothing is refused."
        />
        <Pagination {...entries.pagination} />
      </ListTabs>
      {adding && <EntryDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
