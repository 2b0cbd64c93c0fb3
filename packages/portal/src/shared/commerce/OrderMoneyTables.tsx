import type { OrderDetail } from '@bq/contract';
import { DataTable, type DataTableColumn, Inline, Text } from '@bq/ui';
import { AmountText } from '../AmountText';
import { formatDateTime } from '../format';
import { tableHeight } from '../list/tableHeight';
import { PaymentStateTag, RefundStateTag } from './OrderStateTag';

export type OrderPayment = OrderDetail['payments'][number];
export type OrderRefund = OrderDetail['refunds'][number];

const PAYMENT_COLUMNS: readonly DataTableColumn<OrderPayment>[] = [
  {
    key: 'state',
    header: 'State',
    width: 120,
    render: (p) => <PaymentStateTag state={p.state} />,
  },
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
    render: (p) => <AmountText amount={p.received} />,
  },
  { key: 'reference', header: 'Receipt reference', render: (p) => p.reference ?? '' },
  { key: 'reason', header: 'Reason', render: (p) => p.reason },
  {
    key: 'decidedAt',
    header: 'Decided',
    width: 150,
    nowrap: true,
    render: (p) => formatDateTime(p.decidedAt),
  },
];

/** An order's office payments: what was due, received with which reference, or why rejected. */
export function OrderPaymentsTable({ payments }: { payments: readonly OrderPayment[] }) {
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

const REFUND_COLUMNS: readonly DataTableColumn<OrderRefund>[] = [
  {
    key: 'createdAt',
    header: 'Asked',
    width: 150,
    nowrap: true,
    render: (r) => formatDateTime(r.createdAt),
  },
  {
    key: 'lines',
    header: 'Lines',
    render: (r) => r.lines.map((l) => `${l.title} × ${l.quantity}`).join(', '),
  },
  { key: 'reason', header: 'Reason', render: (r) => r.reason },
  {
    key: 'amount',
    header: 'Amount',
    width: 110,
    align: 'right',
    render: (r) => <RefundAmount refund={r} />,
  },
  { key: 'state', header: 'State', width: 120, render: (r) => <RefundStateTag state={r.state} /> },
  { key: 'note', header: 'Finance note', render: (r) => r.note },
];

/** An order's refund requests: which lines, why, how much, and finance's decision. */
export function OrderRefundsTable({ refunds }: { refunds: readonly OrderRefund[] }) {
  return (
    <DataTable
      label="Refunds"
      columns={REFUND_COLUMNS}
      rows={refunds}
      rowKey="id"
      emptyText="No refund requests."
      height={tableHeight(refunds.length)}
    />
  );
}

/**
 * A refund's amount. Until the request is decided it is what its lines would return now (the
 * server's estimate), said as such; on approval the amount is fixed.
 */
export function RefundAmount({
  refund,
  weight,
}: {
  refund: Pick<OrderRefund, 'state' | 'amount' | 'withheldReason' | 'paidWith'>;
  weight?: 'regular' | 'bold';
}) {
  // Approved in dollars: owed to the buyer until finance pays it out (the credit memo's words).
  if (refund.state === 'approved' || refund.state === 'refunded')
    return (
      <Inline space="xs">
        <AmountText amount={refund.amount} weight={weight} />
        <Text tone="muted" size="sm">
          {refund.withheldReason ? `(${refund.withheldReason}) ` : ''}
          {refund.state === 'approved' ? '— being paid' : '— refunded'}
        </Text>
      </Inline>
    );
  if (refund.state === 'requested')
    return (
      <Inline space="xs">
        <AmountText amount={refund.amount} weight={weight} />
        <Text tone="muted" size="sm">
          (fixed on approval)
        </Text>
      </Inline>
    );
  return <AmountText amount={refund.amount} weight={weight} />;
}
