import { FIELD_LIMITS, LISTS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Inline,
  Pagination,
  Stack,
  StatusTag,
  Textarea,
  TextField,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { readAddresses } from './addresses';

type Subscriber = Res<typeof calls.mailList.subscribers>['list'][number];

const SUBSCRIBERS = defineList({
  key: 'mailing.subscribers',
  contract: LISTS.mailList.subscribers,
  filters: ['keyword'],
});
const MAX = FIELD_LIMITS.commerce.subscribeBatch.maxItems;

/** A list's addresses (keyword and page in the URL), adding pasted ones, taking one off. */
export function SubscriberPanel({ listId }: { listId: number }) {
  const list = useListState(SUBSCRIBERS);
  const subscribers = useListQuery(calls.mailList.subscribers, list, (state) => ({
    listId,
    keyword: state.filters.keyword || undefined,
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const remove = useCallMutation(calls.mailList.removeSubscriber, {
    onSuccess: () => toast.success('Address taken off the list'),
  });
  const columns: readonly DataTableColumn<Subscriber>[] = [
    { key: 'email', header: 'Address' },
    { key: 'name', header: 'Name' },
    { key: 'addedAt', header: 'Added', width: 170, render: (r) => formatDateTime(r.addedAt) },
    {
      key: 'optedOutAt',
      header: 'Status',
      width: 210,
      render: (r) =>
        r.optedOutAt ? (
          <StatusTag tone="warning">Unsubscribed {formatDateTime(r.optedOutAt)}</StatusTag>
        ) : (
          <StatusTag tone="success">Subscribed</StatusTag>
        ),
    },
    {
      key: 'id',
      header: '',
      width: 90,
      render: (r) => (
        <ConfirmDialog
          variant="delete"
          title="Take off the list"
          message={`Take ${r.email} off this list? They can be added again later.`}
          confirmText="Take off"
          onConfirm={() => remove.mutateAsync({ id: r.id })}
          trigger={
            <Button size="sm" variant="ghost">
              Remove
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <Card title="Addresses">
      <Stack space="md">
        <AddAddresses listId={listId} />
        <FilterBar aria-label="Address filter" {...subscribers.filterBar}>
          <FormField label="Address or name">
            <TextField
              value={list.draft.keyword}
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={columns} />
        <DataTable
          label="Addresses on the list"
          columns={list.arrange(columns)}
          rows={subscribers.rows}
          rowKey="id"
          loading={subscribers.table.loading}
          emptyText="No addresses on this list yet"
        />
        <Pagination {...subscribers.pagination} />
      </Stack>
    </Card>
  );
}

function AddAddresses({ listId }: { listId: number }) {
  const [text, setText] = useState('');
  const pasted = readAddresses(text);
  const add = useCallMutation(calls.mailList.subscribe, {
    onSuccess: ({ added, already }) => {
      toast.success(
        already > 0 ? `${added} added; ${already} already on the list` : `${added} added`,
      );
      setText('');
    },
  });
  const problem = pasted.tooMany
    ? `At most ${MAX} addresses at a time`
    : pasted.unreadable.length > 0
      ? `No address on line ${pasted.unreadable.join(', ')}`
      : undefined;
  return (
    <form
      aria-label="Add addresses"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && pasted.people.length > 0) add.mutate({ listId, people: pasted.people });
      }}
    >
      <Stack space="sm">
        <FormField
          label="Add addresses"
          help="One a line: an address, optionally with a name (“Ann Lee, ann@example.com”)"
          error={problem}
        >
          <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </FormField>
        <Inline>
          <Button
            type="submit"
            loading={add.isPending}
            disabled={Boolean(problem) || pasted.people.length === 0}
          >
            {pasted.people.length > 1 ? `Add ${pasted.people.length} addresses` : 'Add'}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
