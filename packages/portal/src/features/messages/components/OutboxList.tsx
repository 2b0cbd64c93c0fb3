import { LISTS } from '@bq/contract/meta';
import {
  Box,
  DataTable,
  type DataTableColumn,
  Pagination,
  Select,
  StatusTag,
  type StatusTagTone,
} from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import { calls, type Res } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';

type Mail = Res<typeof calls.messageEmail.getOutbox>['list'][number];
type Status = Mail['status'];

const OUTBOX = defineList({
  key: 'messages.outbox',
  contract: LISTS.messageEmail.getOutbox,
  filters: ['status'],
});
const STATES: Record<Status, { title: string; tone: StatusTagTone }> = {
  queued: { title: 'Queued', tone: 'warning' },
  sending: { title: 'Sending', tone: 'info' },
  sent: { title: 'Sent', tone: 'success' },
  failed: { title: 'Failed', tone: 'danger' },
};
const isStatus = (value: string): value is Status => Object.hasOwn(STATES, value);

const columns: DataTableColumn<Mail>[] = [
  { key: 'createdAt', header: 'Queued', width: 170, render: (m) => formatDateTime(m.createdAt) },
  { key: 'to', header: 'To', width: 220 },
  { key: 'subject', header: 'Subject' },
  {
    key: 'status',
    header: 'State',
    width: 110,
    render: (m) => <StatusTag tone={STATES[m.status].tone}>{STATES[m.status].title}</StatusTag>,
  },
  { key: 'attempts', header: 'Attempts', width: 90, align: 'right' },
  {
    key: 'lastError',
    header: 'Last answer',
    render: (m) =>
      m.status === 'sent' ? `Delivered ${formatDateTime(m.sentAt)}` : (m.lastError ?? ''),
  },
];

/** Every mail's delivery for administrators: queued, being sent, sent, or failed with why. */
export function OutboxList() {
  const list = useListState(OUTBOX);
  const mails = useListQuery(calls.messageEmail.getOutbox, list, (s) => ({
    pageNum: s.page,
    pageSize: s.pageSize,
    ...(isStatus(s.filters.status) ? { status: s.filters.status } : {}),
  }));
  return (
    <>
      <Box style={{ width: 220 }}>
        <Select
          aria-label="Delivery state"
          value={list.state.filters.status || 'all'}
          onValueChange={(value) =>
            list.change({ filters: { status: value === 'all' ? '' : value } })
          }
          options={[
            { value: 'all', label: 'Every state' },
            ...Object.entries(STATES).map(([value, s]) => ({ value, label: s.title })),
          ]}
        />
      </Box>
      <ListViews list={list} columns={columns} />
      <DataTable
        label="Mail delivery"
        columns={list.arrange(columns)}
        rows={mails.rows}
        rowKey="id"
        {...mails.table}
        emptyText="No mail yet"
      />
      <Pagination {...mails.pagination} />
    </>
  );
}
