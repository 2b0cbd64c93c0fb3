import type { FinanceFigures } from '@bq/contract';
import { DataTable, type DataTableColumn } from '@bq/ui';
import { amountText } from './financeCharts';

export type FiguresRow = FinanceFigures & { label: string; key: string };

const COLUMNS = (first: string): DataTableColumn<FiguresRow>[] => [
  { key: 'label', header: first },
  { key: 'unit', header: 'Unit', width: 90 },
  {
    key: 'income',
    header: 'Income',
    width: 150,
    align: 'right',
    render: (r) => amountText(r.income, r.unit),
  },
  {
    key: 'earned',
    header: 'Earned by payees',
    width: 150,
    align: 'right',
    render: (r) => amountText(r.earned, r.unit),
  },
  {
    key: 'paid',
    header: 'Paid out',
    width: 150,
    align: 'right',
    render: (r) => amountText(r.paid, r.unit),
  },
  {
    key: 'payouts',
    header: 'Still owed',
    width: 150,
    align: 'right',
    render: (r) => amountText(r.payouts, r.unit),
  },
];

/** The statistics' figures as a table: the exact amounts the charts draw, with their unit. */
export function FiguresTable({
  label,
  first,
  rows,
  loading,
  error,
  onRetry,
}: {
  label: string;
  first: string;
  rows: readonly FiguresRow[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS(first)}
      rows={[...rows]}
      rowKey="key"
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText="Nothing in these months."
    />
  );
}
