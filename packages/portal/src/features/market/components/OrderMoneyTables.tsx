import type { OrderDetail } from '@bq/contract';
import { DataTable, type DataTableColumn } from '@bq/ui';
import { AmountText } from '../../../shared/AmountText';
import { tableHeight } from '../../../shared/commerce/OrderLinesTable';
import { PaymentStateTag, RefundStateTag } from '../../../shared/commerce/OrderStateTag';
import { formatDateTime } from '../../../shared/format';

type Payment = OrderDetail['payments'][number];
type Refund = OrderDetail['refunds'][number];

const PAYMENT_COLUMNS: DataTableColumn<Payment>[] = [
  { key: 'state', header: 'State', width: 130, render: (p) => <PaymentStateTag state={p.state} /> },
  {
    key: 'due',
    header: 'Due',
    width: 110,
    align: 'right',
    render: (p) => <AmountText amount={p.due} />,
  },
  {
    key: 'received',
    header: 'Received',
    width: 110,
    align: 'right',
    render: (p) => (p.received ? <AmountText amount={p.received} /> : '—'),
  },
  { key: 'reference', header: 'Receipt', render: (p) => p.reference ?? '—' },
  { key: 'reason', header: 'Reason', render: (p) => p.reason || '—' },
  {
    key: 'decidedAt',
    header: 'Decided',
    width: 170,
    nowrap: true,
    render: (p) => (p.decidedAt ? formatDateTime(p.decidedAt) : '—'),
  },
];

const REFUND_COLUMNS: DataTableColumn<Refund>[] = [
  { key: 'state', header: 'State', width: 120, render: (r) => <RefundStateTag state={r.state} /> },
  {
    key: 'lines',
    header: 'Lines',
    render: (r) => r.lines.map((l) => `${l.title} × ${l.quantity}`).join(', '),
  },
  {
    key: 'amount',
    header: 'Amount',
    width: 110,
    align: 'right',
    render: (r) => <AmountText amount={r.amount} />,
  },
  { key: 'reason', header: 'Reason' },
  { key: 'note', header: 'Finance note', render: (r) => r.note || '—' },
  {
    key: 'createdAt',
    header: 'Asked',
    width: 170,
    nowrap: true,
    render: (r) => formatDateTime(r.createdAt),
  },
];

/** The order's office payments: what was due, received with which receipt, or rejected and why. */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <DataTable
      label="Payments"
      columns={PAYMENT_COLUMNS}
      rows={payments}
      rowKey="id"
      emptyText="No payments yet."
      height={tableHeight(payments.length)}
    />
  );
}

/** The order's refund requests: lines, amount, the buyer's reason and finance's decision. */
export function RefundsTable({ refunds }: { refunds: readonly Refund[] }) {
  return (
    <DataTable
      label="Refunds"
      columns={REFUND_COLUMNS}
      rows={refunds}
      rowKey="id"
      emptyText="No refunds asked."
      height={tableHeight(refunds.length)}
    />
  );
}
