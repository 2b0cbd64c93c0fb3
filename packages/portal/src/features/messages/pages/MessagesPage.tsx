import {
  Box,
  Button,
  DataTable,
  type DataTableColumn,
  FilterTabs,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
} from '@bq/ui';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import type { ListState } from '../../../shared/list/listState';
import { type ListHandle, useListQuery, useListState } from '../../../shared/list/useList';
import { MESSAGE_LIST, type MESSAGE_TABS } from '../components/messageList';

type Received = Res<typeof calls.messageStation.getMessageList>['list'][number];
type Sent = Res<typeof calls.messageStation.getSentList>['list'][number];

const READ = (status: 0 | 1) => (status === 1 ? 'Read' : 'Unread');

/** The two lists differ only in who is named (sender or receiver) and what the time means. */
function letterColumns<Row extends { status: 0 | 1; createTime: string }>(
  person: { key: keyof Row & string; header: string },
  when: string,
): DataTableColumn<Row>[] {
  return [
    { key: 'title', header: 'Title' },
    { key: person.key, header: person.header, width: 180 },
    { key: 'status', header: 'State', width: 100, render: (row) => READ(row.status) },
    {
      key: 'createTime',
      header: when,
      width: 180,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
}

const receivedColumns = letterColumns<Received>({ key: 'sender', header: 'From' }, 'Received');
const sentColumns = letterColumns<Sent>({ key: 'receiverName', header: 'To' }, 'Sent');

type Tab = (typeof MESSAGE_TABS)[number];
type State = ListHandle<Tab, 'status', string>;
type StateOf = ListState<Tab, 'status', string>;

function ReceivedList({ list }: { list: State }) {
  const navigate = useNavigate();
  const query = useListQuery(calls.messageStation.getMessageList, list, (s: StateOf) => ({
    pageNum: s.page,
    pageSize: s.pageSize,
    ...(s.filters.status === '0' || s.filters.status === '1'
      ? { status: Number(s.filters.status) }
      : {}),
  }));
  return (
    <>
      <Box style={{ width: 220 }}>
        <Select
          aria-label="State"
          value={list.state.filters.status || 'all'}
          onValueChange={(value) =>
            list.change({ filters: { status: value === 'all' ? '' : value } })
          }
          options={[
            { value: 'all', label: 'All' },
            { value: '0', label: 'Unread' },
            { value: '1', label: 'Read' },
          ]}
        />
      </Box>
      <ListViews list={list} columns={receivedColumns} />
      <DataTable
        label="Received letters"
        columns={list.arrange(receivedColumns)}
        rows={query.rows}
        rowKey="id"
        {...query.table}
        emptyText="No letters"
        onRowClick={() => navigate('/home/mine-msg')}
      />
      <Pagination {...query.pagination} />
    </>
  );
}

function SentList({ list }: { list: State }) {
  const query = useListQuery(calls.messageStation.getSentList, list, (s: StateOf) => ({
    pageNum: s.page,
    pageSize: s.pageSize,
  }));
  return (
    <>
      <ListViews list={list} columns={sentColumns} />
      <DataTable
        label="Sent letters"
        columns={list.arrange(sentColumns)}
        rows={query.rows}
        rowKey="id"
        {...query.table}
        emptyText="Nothing sent yet"
      />
      <Pagination {...query.pagination} />
    </>
  );
}

const LETTERS = [
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
];

/** Route `messagecenter/message/index`: letters received and sent, with links to write one. */
export default function MessagesPage() {
  const list = useListState(MESSAGE_LIST);
  const navigate = useNavigate();
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Station messages</Heading>
        <Inline space="sm" alignItems="center">
          <Link to="/messagecenter/message/form-mgt">Message templates</Link>
          <Button onClick={() => navigate('/messagecenter/message/send-msg')}>
            Send a message
          </Button>
        </Inline>
      </Inline>
      <FilterTabs
        label="Letters"
        tabs={LETTERS}
        value={list.state.tab}
        onValueChange={(tab) => list.change({ tab })}
      >
        {list.state.tab === 'sent' ? <SentList list={list} /> : <ReceivedList list={list} />}
      </FilterTabs>
    </Stack>
  );
}
