import type { ProductionCredit, ProductionRow } from '@bq/contract';
import { CASE_TYPES } from '@bq/contract/meta';
import { Button, Card, DataTable, type DataTableColumn, Stack, Text } from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import type { FiguresRequest } from '../api/statistics';

const COLUMNS: readonly DataTableColumn<ProductionCredit>[] = [
  { key: 'caseNo', header: 'Case', width: 140 },
  {
    key: 'type',
    header: 'Type',
    width: 100,
    render: (c) => CASE_TYPES[c.type as keyof typeof CASE_TYPES] ?? String(c.type),
  },
  { key: 'closedOn', header: 'Closed', width: 110, render: (c) => formatDate(c.closedOn) },
  { key: 'agentName', header: 'Agent' },
  {
    key: 'teamPercent',
    header: 'Share',
    width: 90,
    align: 'right',
    render: (c) => `${c.teamPercent}%`,
  },
  { key: 'sides', header: 'Sides', width: 70, align: 'right' },
  {
    key: 'volume',
    header: 'Volume',
    width: 140,
    align: 'right',
    render: (c) => <AmountText amount={c.volume} />,
  },
  {
    key: 'gross',
    header: 'Gross commission',
    width: 150,
    align: 'right',
    render: (c) => (c.gross === null ? '—' : <AmountText amount={c.gross} />),
  },
];

/**
 * The cases behind one row of the statistics (the drill-down), each with the share it credited
 * to the row: they add up to the row's figures.
 */
export function CreditsCard({
  request,
  row,
  onClose,
}: {
  request: FiguresRequest;
  row: ProductionRow;
  onClose: () => void;
}) {
  const { period, by, office } = request;
  const credits = useQuery(
    callQuery(calls.production.cases, { period, by, office, id: row.id ?? 0 }),
  );
  return (
    <Card
      title={`Cases behind ${row.name}`}
      extra={
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack space="sm">
        <Text size="sm" tone="muted">
          {row.cases === 1 ? '1 case' : `${row.cases} cases`}, each with the share credited to this
          row; together they make its closed volume and sides.
        </Text>
        <DataTable
          label={`Cases behind ${row.name}`}
          columns={COLUMNS}
          rows={credits.data?.list ?? []}
          rowKey={(c) => `${c.caseId}-${c.userId}`}
          loading={credits.isPending}
          error={credits.isError}
          onRetry={() => void credits.refetch()}
          emptyText={<Text tone="muted">No cases.</Text>}
          height={tableHeight(credits.data?.list.length ?? 3)}
        />
      </Stack>
    </Card>
  );
}
