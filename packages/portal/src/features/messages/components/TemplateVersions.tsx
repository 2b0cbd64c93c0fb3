import { Button, Card, ConfirmDialog, DataTable, type DataTableColumn, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';

type Version = Res<typeof calls.messageTemplate.getVersions>['list'][number];

/** Every saved version, newest first; an earlier one can be restored as the next version. */
export function TemplateVersions({ template }: { template: { id: number; version: number } }) {
  const versions = useQuery(callQuery(calls.messageTemplate.getVersions, { id: template.id }));
  const restore = useCallMutation(calls.messageTemplate.restore);
  const columns: DataTableColumn<Version>[] = [
    { key: 'version', header: 'Version', width: 90 },
    {
      key: 'changedAt',
      header: 'Saved',
      width: 180,
      render: (row) => formatDateTime(row.changedAt),
    },
    { key: 'changedBy', header: 'By', width: 160, render: (row) => row.changedBy ?? 'Shipped' },
    {
      key: 'subject2',
      header: 'English subject',
      render: (row) =>
        row.restoredFrom ? `${row.subject2} (restored from ${row.restoredFrom})` : row.subject2,
    },
    {
      key: 'restoredFrom',
      header: '',
      width: 110,
      render: (row) =>
        row.version === template.version ? (
          'Current'
        ) : (
          <ConfirmDialog
            title="Restore this version"
            message={`Save version ${row.version}'s texts as version ${template.version + 1}?`}
            confirmText="Restore"
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Restore version ${row.version}`}>
                Restore
              </Button>
            }
            onConfirm={async () => {
              await restore.mutateAsync({
                id: template.id,
                version: row.version,
                currentVersion: template.version,
              });
              toast.success(`Version ${row.version} restored`);
            }}
          />
        ),
    },
  ];
  return (
    <Card title="Versions">
      <DataTable
        label="Versions"
        rows={versions.data?.list ?? []}
        rowKey="version"
        columns={columns}
        {...queryTable(versions)}
      />
    </Card>
  );
}
