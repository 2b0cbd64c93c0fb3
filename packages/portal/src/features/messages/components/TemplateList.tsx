import { DataTable, type DataTableColumn, Heading, Inline, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, type Res } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { type Channel, TEMPLATE_CALLS } from '../api/templates';

type Template = Res<typeof TEMPLATE_CALLS.email.list>['list'][number];

const columns: DataTableColumn<Template>[] = [
  { key: 'name', header: 'Event' },
  { key: 'subject2', header: 'Subject (English)' },
  {
    key: 'variables',
    header: 'Variables',
    render: (row) => row.variables.map((v) => `{${v}}`).join(' '),
  },
  { key: 'version', header: 'Version', width: 90, align: 'right' },
  {
    key: 'updatedAt',
    header: 'Last saved',
    width: 220,
    render: (row) => `${formatDateTime(row.updatedAt)} · ${row.updatedBy ?? 'shipped'}`,
  },
];

/** The templates of one channel; a row opens its editor. */
export function TemplateList({
  channel,
  title,
  onOpen,
  other,
}: {
  channel: Channel;
  title: string;
  onOpen: (id: number) => void;
  /** A link to the other channel's templates. */
  other: { to: string; label: string };
}) {
  const list = useQuery(callQuery(TEMPLATE_CALLS[channel].list, {}));
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{title}</Heading>
        <Link to={other.to}>{other.label}</Link>
      </Inline>
      <Text tone="muted">
        One template per event, in Chinese and English. Open one to change its texts; every save is
        kept as a version.
      </Text>
      <DataTable
        label={title}
        rows={list.data?.list ?? []}
        rowKey="id"
        columns={columns}
        {...queryTable(list)}
        onRowClick={(row) => onOpen(row.id)}
        emptyText="No templates"
      />
    </Stack>
  );
}
