import type { MyStatementRow } from '@bq/contract';
import {
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  StatusTag,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { tableHeight } from '../components/payouts';
import { STATEMENT_STATUS_LABELS } from '../components/payrollLists';

const COLUMNS: DataTableColumn<MyStatementRow>[] = [
  { key: 'month', header: 'Pay period', width: 110, nowrap: true },
  {
    key: 'status',
    header: 'Status',
    width: 140,
    render: (row) => (
      <StatusTag tone={STATEMENT_STATUS_LABELS[row.status].tone}>
        {STATEMENT_STATUS_LABELS[row.status].label}
      </StatusTag>
    ),
  },
  { key: 'lineCount', header: 'Lines', width: 80, align: 'right' },
  {
    key: 'total',
    header: 'Total',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.total} weight="bold" />,
  },
  {
    key: 'paidTotal',
    header: 'Paid',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.paidTotal} />,
  },
  {
    key: 'paidAt',
    header: 'Paid on',
    width: 170,
    render: (row) => (row.paidAt ? formatDateTime(row.paidAt) : ''),
  },
];

/** Route `/agent-center/my-statements/index`: the signed-in person's pay statements; a row opens one. */
export default function MyStatementsPage() {
  const navigate = useNavigate();
  const mine = useQuery(callQuery(calls.myPay.statements, {}));
  if (mine.isError) return <EmptyState title="Your statements could not be loaded" />;
  if (!mine.data) return <Skeleton lines={8} />;
  return (
    <Stack space="lg">
      <Heading level={1}>My statements</Heading>
      <Card padding="none">
        <DataTable
          label="My pay statements"
          columns={COLUMNS}
          rows={mine.data}
          rowKey="id"
          emptyText="No pay statements yet."
          height={tableHeight(mine.data.length)}
          onRowClick={(row) => navigate(paths.myStatement({ search: { id: row.id } }))}
        />
      </Card>
    </Stack>
  );
}
