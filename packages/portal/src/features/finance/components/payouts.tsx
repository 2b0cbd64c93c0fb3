import type { StatementDetail } from '@bq/contract';
import type { DataTableColumn } from '@bq/ui';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { tableHeight as fitRows } from '../../../shared/list/tableHeight';

/** A payout as the statement, lecturer and vendor pages show it. */
export type PayoutView = StatementDetail['payouts'][number];

/** A ledger line as a statement, a lecturer's or a vendor's account shows it. */
export type LedgerLineView = StatementDetail['lines'][number];

/**
 * The columns of an account's ledger lines: when, from what (`sources` names the source kinds),
 * what, any `extra` columns (the statement's "As"), and the amount.
 */
export function ledgerLineColumns(
  sources: Readonly<Record<string, string>>,
  extra: DataTableColumn<LedgerLineView>[] = [],
): DataTableColumn<LedgerLineView>[] {
  return [
    { key: 'day', header: 'Posted', width: 110, nowrap: true },
    {
      key: 'sourceKind',
      header: 'Source',
      width: 210,
      render: (row) => `${sources[row.sourceKind] ?? row.sourceKind} #${row.sourceId}`,
    },
    { key: 'memo', header: 'What' },
    ...extra,
    {
      key: 'amount',
      header: 'Amount',
      width: 140,
      align: 'right',
      render: (row) => <AmountText amount={row.amount} />,
    },
  ];
}

/** A short table as tall as its header and rows (it scrolls past ten rows), or its empty text. */
/** Ten rows at most, then the table scrolls. */
export const tableHeight = (rows: number) => fitRows(rows, 40, 10);

export const PAYOUT_STATUS = {
  pending: 'Pending',
  posted: 'Posted',
  voided: 'Voided',
  returned: 'Returned by the bank',
} as const;

export const PAYOUT_COLUMNS: DataTableColumn<PayoutView>[] = [
  { key: 'id', header: 'Payout', width: 90, render: (row) => `#${row.id}` },
  { key: 'status', header: 'Status', width: 100, render: (row) => PAYOUT_STATUS[row.status] },
  {
    key: 'amount',
    header: 'Amount',
    width: 140,
    align: 'right',
    render: (row) => <AmountText amount={row.amount} />,
  },
  {
    key: 'createdBy',
    header: 'Made',
    render: (row) => `${row.createdBy ?? 'System'}, ${formatDateTime(row.createdAt)}`,
  },
  {
    key: 'settledBy',
    header: 'Settled',
    render: (row) =>
      row.settledAt ? `${row.settledBy ?? 'System'}, ${formatDateTime(row.settledAt)}` : '',
  },
  {
    key: 'reference',
    header: 'Reference or reason',
    render: (row) => row.reference || row.voidReason,
  },
];
