import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  FormField,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { ApiError } from '../../../shared/http/apiError';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { mailingPaths } from '../components/mailingPaths';

type ListRow = Res<typeof calls.mailList.lists>['list'][number];
const L = FIELD_LIMITS.commerce;

const COLUMNS: readonly DataTableColumn<ListRow>[] = [
  { key: 'name', header: 'List' },
  { key: 'description', header: 'About' },
  { key: 'subscribers', header: 'Subscribed', width: 120, align: 'right' },
  { key: 'optedOut', header: 'Unsubscribed', width: 130, align: 'right' },
  { key: 'campaigns', header: 'Campaigns', width: 110, align: 'right' },
  {
    key: 'lastSentAt',
    header: 'Last sent',
    width: 170,
    render: (row) => (row.lastSentAt ? formatDateTime(row.lastSentAt) : 'Never'),
  },
];

/**
 * Route `/marketing/maillist/index`: marketing's mailing lists, how many addresses each still
 * reaches and how many unsubscribed, and a new list. A list opens its addresses and campaigns.
 */
export default function MailListsPage() {
  const navigate = useNavigate();
  const lists = useQuery(callQuery(calls.mailList.lists, {}));
  return (
    <Stack space="lg">
      <Heading level={1}>Mailing list</Heading>
      <NewList onAdded={(id) => navigate(mailingPaths.detail(id))} />
      <DataTable
        label="Mailing lists"
        columns={COLUMNS}
        rows={lists.data?.list ?? []}
        rowKey="id"
        loading={lists.isPending}
        emptyText="No mailing lists yet: add the first above"
        onRowClick={(row) => navigate(mailingPaths.detail(row.id))}
      />
    </Stack>
  );
}

function NewList({ onAdded }: { onAdded: (id: number) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const save = useCallMutation(calls.mailList.save, {
    options: { quiet: true },
    onSuccess: ({ id }) => {
      toast.success(`Mailing list “${name.trim()}” added`);
      onAdded(id);
    },
  });
  const error = save.error instanceof ApiError ? save.error.message : undefined;
  return (
    <Card title="New mailing list">
      <form
        aria-label="New mailing list"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) save.mutate({ name: name.trim(), description: description.trim() });
        }}
      >
        <Stack space="sm">
          <Inline space="md" align="end">
            <FormField label="Name" required error={error}>
              <TextField
                value={name}
                maxLength={L.listName.max}
                onChange={(e) => setName(e.target.value)}
                placeholder="e.g. Open house news"
              />
            </FormField>
            <FormField label="About the list">
              <TextField
                value={description}
                maxLength={L.listDescription.max}
                onChange={(e) => setDescription(e.target.value)}
                placeholder="Who is on it and what they get"
              />
            </FormField>
            <Button
              type="submit"
              variant="primary"
              loading={save.isPending}
              disabled={!name.trim()}
            >
              Add list
            </Button>
          </Inline>
          <Text size="sm" tone="muted">
            Every mail sent to a list carries a link that unsubscribes its reader from all our
            marketing mail, without signing in.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
