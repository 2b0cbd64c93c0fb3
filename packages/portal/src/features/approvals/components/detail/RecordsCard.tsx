import { Card, DataTable, type DataTableColumn } from '@bq/ui';
import { formatDateTime } from '../../../../shared/format';
import { type ApprovalRecord, useApprovalRecords } from '../../api/examine';

const ACTIONS: Record<ApprovalRecord['action'], string> = {
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
  passed: 'Passed',
  rejected: 'Rejected',
};

const COLUMNS: readonly DataTableColumn<ApprovalRecord>[] = [
  { key: 'at', header: 'When', width: 150, render: (r) => formatDateTime(r.at) },
  { key: 'action', header: 'Action', width: 100, render: (r) => ACTIONS[r.action] },
  { key: 'step', header: 'Step', width: 60, render: (r) => (r.step > 0 ? r.step : '') },
  {
    key: 'byName',
    header: 'By',
    width: 240,
    render: (r) => (r.actingForName ? `${r.byName} (acting for ${r.actingForName})` : r.byName),
  },
  { key: 'comment', header: 'Comment' },
];

/** Every approval record of the application (`bq/approveRecord/search`), oldest first. */
export function RecordsCard({ applicationId }: { applicationId: number }) {
  const records = useApprovalRecords(applicationId);
  return (
    <Card title="Approval records" titleLevel={2}>
      <DataTable
        label="Approval records"
        columns={COLUMNS}
        rows={records.data?.list ?? []}
        rowKey="id"
        loading={records.isPending}
        emptyText="No records"
      />
    </Card>
  );
}
