import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Inline,
  Pagination,
  Stack,
  StatusTag,
  Tabs,
  TabsList,
  TabsTrigger,
  Text,
  toast,
} from '@bq/ui';
import { type Key, useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { MESSAGE_STATUS, useDeleteMessages, useMarkRead, useMessages } from '../api/home';

type Filter = 'all' | 'unread' | 'read';
const STATUS_OF: Record<Filter, 0 | 1 | undefined> = {
  all: undefined,
  unread: MESSAGE_STATUS.unread,
  read: MESSAGE_STATUS.read,
};

interface Row {
  id: number;
  title: string;
  content: string;
  sender: string;
  status: 0 | 1;
  createTime: string;
}

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

/** Route `/home/mine-msg`: the in-app notifications, with mark-read and delete. */
export default function MineMsgPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [selected, setSelected] = useState<Key[]>([]);
  const messages = useMessages({ pageNum, pageSize, status: STATUS_OF[filter] });
  const markRead = useMarkRead();
  const remove = useDeleteMessages();
  const ids = selected.map(Number);

  const changeFilter = (next: string) => {
    setFilter(next as Filter);
    setPageNum(1);
    setSelected([]);
  };

  return (
    <Card title="Notifications" titleLevel={1}>
      <Stack space="lg">
        <Inline align="between">
          <Tabs value={filter} onValueChange={changeFilter}>
            <TabsList aria-label="Show">
              <TabsTrigger value="all">All</TabsTrigger>
              <TabsTrigger value="unread">Unread</TabsTrigger>
              <TabsTrigger value="read">Read</TabsTrigger>
            </TabsList>
          </Tabs>
          <Inline space="sm">
            <Button
              disabled={ids.length === 0}
              loading={markRead.isPending}
              onClick={() =>
                markRead.mutate(ids, {
                  onSuccess: () => {
                    setSelected([]);
                    toast.success('Marked as read');
                  },
                })
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
              onConfirm={() =>
                remove.mutateAsync(ids).then(() => {
                  setSelected([]);
                  toast.success('Deleted');
                })
              }
            />
          </Inline>
        </Inline>
        <DataTable
          label="Notifications"
          columns={columns}
          rows={messages.data?.list ?? []}
          rowKey="id"
          selectable
          selectedKeys={selected}
          onSelectionChange={setSelected}
          loading={messages.isPending}
          emptyText="No notifications"
          height={Math.min(600, 56 + 56 * Math.max(3, messages.data?.list.length ?? 3))}
        />
        <Pagination
          page={pageNum}
          pageSize={pageSize}
          total={messages.data?.total ?? 0}
          onPageChange={(page) => {
            setPageNum(page);
            setSelected([]);
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageNum(1);
          }}
        />
      </Stack>
    </Card>
  );
}
