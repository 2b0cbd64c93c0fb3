import { Card, DataTable, type DataTableColumn, Stack, StatusTag, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, type Res } from '../../../shared/http/calls';
import { DELIVERY_TEXT } from './groups';
import { deliverySummary } from './MailsCard';

type Mail = Res<typeof calls.groupMail.get>;
type Delivery = Mail['deliveries'][number];

/** How often the page asks again while e-mails wait in the outbox. */
const WAITING_REFRESH_MS = 2000;

const COLUMNS: readonly DataTableColumn<Delivery>[] = [
  {
    key: 'name',
    header: 'Member',
    render: (d) => (
      <Stack space="none">
        <Text weight="medium">{d.name}</Text>
        <Text size="sm" tone="muted">
          {d.email}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'state',
    header: 'Delivery',
    width: 260,
    render: (d) => (
      <StatusTag tone={DELIVERY_TEXT[d.state].tone}>{DELIVERY_TEXT[d.state].text}</StatusTag>
    ),
  },
  {
    key: 'deliveredAt',
    header: 'When',
    width: 170,
    render: (d) => formatDateTime(d.deliveredAt) || '—',
  },
  {
    key: 'lastError',
    header: 'Mail server said',
    render: (d) =>
      d.lastError ? `${d.lastError} (${d.attempts} attempt${d.attempts === 1 ? '' : 's'})` : '',
  },
];

/** A sent mail, and each member's delivery of it, refreshed while e-mails still wait. */
export function DeliveryCard({ mailId }: { mailId: number }) {
  const mail = useQuery({
    ...callQuery(calls.groupMail.get, { id: mailId }),
    refetchInterval: (query) => {
      const d = query.state.data?.delivery;
      return d && d.queued + d.sending > 0 ? WAITING_REFRESH_MS : false;
    },
  });
  if (mail.isError) return <Text tone="danger">This mail could not be found.</Text>;
  const data = mail.data;
  return (
    <Card title={data ? data.subject : 'Group mail'}>
      <Stack space="md">
        {data && (
          <Text tone="muted">
            Sent {formatDateTime(data.sentAt)} by {data.sentByName} to {data.recipients} member
            {data.recipients === 1 ? '' : 's'}: {deliverySummary(data.delivery)}
          </Text>
        )}
        <DataTable
          label="Delivery per member"
          columns={COLUMNS}
          rows={data?.deliveries ?? []}
          rowKey="userId"
          loading={mail.isPending}
          emptyText="Nobody"
        />
      </Stack>
    </Card>
  );
}
