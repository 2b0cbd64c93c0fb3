import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormField,
  Inline,
  Stack,
  Text,
  Textarea,
  TextField,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';

type Campaign = Res<typeof calls.mailList.campaigns>['list'][number];
const L = FIELD_LIMITS.commerce;

const COLUMNS: readonly DataTableColumn<Campaign>[] = [
  { key: 'subject', header: 'Subject' },
  { key: 'sentAt', header: 'Sent', width: 170, render: (c) => formatDateTime(c.sentAt) },
  { key: 'sentByName', header: 'By', width: 160, render: (c) => c.sentByName ?? '' },
  { key: 'queued', header: 'Mailed', width: 100, align: 'right' },
  { key: 'skipped', header: 'Left out (unsubscribed)', width: 190, align: 'right' },
];

/** A new key for each campaign written: the same send clicked twice is one campaign. */
const newKey = () => `campaign-${crypto.randomUUID()}`;

/** The campaigns sent to a list, and a new one (asked once more before it goes). */
export function CampaignPanel({ listId, reaches }: { listId: number; reaches: number }) {
  const campaigns = useQuery(callQuery(calls.mailList.campaigns, { listId }));
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [key, setKey] = useState(newKey);
  const send = useCallMutation(calls.mailList.send, {
    onSuccess: ({ queued, skipped }) => {
      toast.success(
        skipped > 0
          ? `Sent to ${queued}; ${skipped} unsubscribed left out`
          : `Sent to ${queued} addresses`,
      );
      setSubject('');
      setBody('');
      setKey(newKey());
    },
  });
  const ready = subject.trim() !== '' && body.trim() !== '' && reaches > 0;
  return (
    <Card title="Campaigns">
      <Stack space="md">
        <form aria-label="New campaign" onSubmit={(event) => event.preventDefault()}>
          <Stack space="sm">
            <FormField label="Subject" required>
              <TextField
                value={subject}
                maxLength={L.subject.max}
                onChange={(e) => setSubject(e.target.value)}
              />
            </FormField>
            <FormField
              label="Message"
              required
              help="Plain text. The unsubscribe link is added under it in every mail."
            >
              <Textarea
                rows={6}
                value={body}
                maxLength={L.mailBody.max}
                onChange={(e) => setBody(e.target.value)}
              />
            </FormField>
            <Inline space="md">
              <ConfirmDialog
                title="Send the campaign"
                message={`Send “${subject.trim()}” to ${reaches} address${reaches === 1 ? '' : 'es'}? A sent campaign cannot be called back.`}
                confirmText="Send"
                onConfirm={() =>
                  send.mutateAsync({
                    listId,
                    subject: subject.trim(),
                    body,
                    idempotencyKey: key,
                  })
                }
                trigger={
                  <Button variant="primary" disabled={!ready} loading={send.isPending}>
                    Send…
                  </Button>
                }
              />
              {reaches === 0 && (
                <Text size="sm" tone="muted">
                  Nobody on this list can be mailed yet.
                </Text>
              )}
            </Inline>
          </Stack>
        </form>
        <DataTable
          label="Campaigns sent"
          columns={COLUMNS}
          rows={campaigns.data?.list ?? []}
          rowKey="id"
          loading={campaigns.isPending}
          emptyText="No campaign sent to this list yet"
        />
      </Stack>
    </Card>
  );
}
