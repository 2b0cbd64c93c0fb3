import { LISTS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FilterTabs,
  Inline,
  Pagination,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { MESSAGE_STATUS, useDeleteMessages, useMarkRead } from '../api/home';
import { DeliveryPreferences } from '../components/DeliveryPreferences';
import { MessageDialog, type StationMessage } from '../components/MessageDialog';
import { SessionsCard } from '../components/SessionsCard';
import { TwoStepCard } from '../components/TwoStepCard';

/** Tab, page and size in the URL (`?tab=unread&page=2`): F5 keeps the list. */
const MESSAGES = defineList({
  key: 'home.my-messages',
  contract: LISTS.messageStation.getMessageList,
  tabs: ['all', 'unread', 'read'],
});

type Row = StationMessage;

const SHOW_TABS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

const columns: DataTableColumn<Row>[] = [
  {
    key: 'status',
    header: 'Status',
    width: 100,
    render: (row) => (
      <StatusTag tone={row.status === 0 ? 'info' : 'neutral'}>
        {row.status === 0 ? 'Unread' : 'Read'}
      </StatusTag>
    ),
  },
  {
    key: 'title',
    header: 'Notification',
    render: (row) => (
      <Stack space="none">
        <Text weight={row.status === 0 ? 'bold' : 'regular'} truncate>
          {row.title}
        </Text>
        <Text size="sm" tone="muted" truncate>
          {row.content}
        </Text>
      </Stack>
    ),
  },
  { key: 'sender', header: 'From', width: 180 },
  {
    key: 'createTime',
    header: 'Received',
    width: 180,
    render: (row) => formatDateTime(row.createTime),
  },
];

/**
 * Route `/home/mine-msg`: the in-app notifications, with mark-read and delete, and the person's
 * own settings (how messages reach them, two-step sign-in).
 */
export default function MineMsgPage() {
  const list = useListState(MESSAGES);
  const messages = useListQuery(calls.messageStation.getMessageList, list, (state) => ({
    pageNum: state.page,
    pageSize: state.pageSize,
    status: state.tab === 'all' ? undefined : MESSAGE_STATUS[state.tab],
  }));
  const [opened, setOpened] = useState<Row | null>(null);
  const markRead = useMarkRead();
  const remove = useDeleteMessages();
  const ids = messages.selected.map(Number);
  const done = (message: string) => () => {
    messages.clearSelection();
    toast.success(message);
  };

  return (
    <Stack space="lg">
      <Card title="Notifications" titleLevel={1}>
        <FilterTabs
          label="Show"
          tabs={SHOW_TABS}
          {...messages.tabs}
          actions={
            <Inline space="sm">
              <Button
                disabled={ids.length === 0}
                loading={markRead.isPending}
                onClick={() =>
                  markRead.mutate({ ids, status: 1 }, { onSuccess: done('Marked as read') })
                }
              >
                Mark as read
              </Button>
              <ConfirmDialog
                variant="delete"
                title="Delete notifications"
                message={`Delete ${ids.length} selected notification${ids.length === 1 ? '' : 's'}?`}
                trigger={
                  <Button variant="danger" disabled={ids.length === 0}>
                    Delete
                  </Button>
                }
                onConfirm={() => remove.mutateAsync({ ids }).then(done('Deleted'))}
              />
            </Inline>
          }
        >
          <ListViews list={list} columns={columns} />
          <DataTable
            label="Notifications"
            columns={list.arrange(columns)}
            rows={messages.rows}
            rowKey="id"
            selectable
            {...messages.table}
            emptyText="No notifications"
            onRowClick={setOpened}
            height={Math.min(600, 56 + 56 * Math.max(3, messages.rows.length))}
          />
          <Pagination {...messages.pagination} />
        </FilterTabs>
        <MessageDialog message={opened} onClose={() => setOpened(null)} />
      </Card>
      <DeliveryPreferences />
      <TwoStepCard />
      <SessionsCard />
    </Stack>
  );
}
