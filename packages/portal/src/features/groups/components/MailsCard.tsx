import { Button, Card, DataTable, type DataTableColumn, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, type Res } from '../../../shared/http/calls';
import { groupPaths } from './groups';

type Mail = Res<typeof calls.groupMail.list>['list'][number];

/** How a mail's delivery stands, in a few words: what went, what waits, what failed or was skipped. */
export function deliverySummary(d: Mail['delivery']) {
  const parts = [
    d.sent > 0 && `${d.sent} e-mailed`,
    d.portal > 0 && `${d.portal} in the portal`,
    d.queued + d.sending > 0 && `${d.queued + d.sending} waiting`,
    d.failed > 0 && `${d.failed} failed`,
    d.skipped > 0 && `${d.skipped} skipped`,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The mails sent to a group, newest first; each opens with every member's delivery. */
export function MailsCard({ groupId, canSend }: { groupId: number; canSend: boolean }) {
  const navigate = useNavigate();
  const mails = useQuery(callQuery(calls.groupMail.list, { groupId }));
  const columns: readonly DataTableColumn<Mail>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (m) => (
        <Stack space="none">
          <Text weight="medium">{m.subject}</Text>
          <Text size="sm" tone="muted">
            {deliverySummary(m.delivery)}
          </Text>
        </Stack>
      ),
    },
    { key: 'sentByName', header: 'By', width: 160 },
    { key: 'sentAt', header: 'Sent', width: 170, render: (m) => formatDateTime(m.sentAt) },
  ];
  return (
    <Card
      title="Group mail"
      extra={
        canSend && (
          <Button variant="primary" onClick={() => navigate(groupPaths.compose(groupId))}>
            Write to the group
          </Button>
        )
      }
    >
      <DataTable
        label="Mails sent"
        columns={columns}
        rows={mails.data?.list ?? []}
        rowKey="id"
        loading={mails.isPending}
        onRowClick={(m) => navigate(groupPaths.mail(groupId, m.id))}
        emptyText="No mail sent to this group yet"
      />
    </Card>
  );
}
