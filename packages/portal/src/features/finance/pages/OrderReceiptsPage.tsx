import { Card, DataTable, type DataTableColumn, Heading, Pagination, Stack, Text } from '@bq/ui';
import { useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { formatDateTime, formatDeadline } from '../../../shared/format';
import type { Res } from '../../../shared/http/calls';
import { calls } from '../../../shared/http/calls';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { RECEIPTS } from '../components/financeLists';
import { PaymentActions } from '../components/PaymentActions';

type Awaiting = Res<typeof calls.payment.awaiting>['list'][number];

const COLUMNS: DataTableColumn<Awaiting>[] = [
  { key: 'orderReference', header: 'Order', width: 160, nowrap: true },
  { key: 'buyerName', header: 'Buyer' },
  {
    key: 'due',
    header: 'Due',
    width: 120,
    align: 'right',
    render: (row) => <AmountText amount={row.due} weight="bold" />,
  },
  {
    key: 'createdAt',
    header: 'Waiting since',
    width: 160,
    nowrap: true,
    render: (row) => formatDateTime(row.createdAt),
  },
  {
    key: 'payBy',
    header: 'Pay by',
    width: 180,
    nowrap: true,
    render: (row) => formatDeadline(row.payBy),
  },
  {
    key: 'actions',
    header: '',
    width: 190,
    render: (row) => <PaymentActions payment={row} />,
  },
];

/**
 * Route `/financial/order-receipt/index`: office payments awaiting a receipt, oldest first.
 * Accept with the transfer's or cheque's reference and the amount received, or reject with a
 * reason; a row opens its order.
 */
export default function OrderReceiptsPage() {
  const navigate = useNavigate();
  const list = useListState(RECEIPTS);
  const payments = useListQuery(calls.payment.awaiting, list, (state) => ({
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Stack space="lg">
      <Heading level={1}>Order receipts</Heading>
      <Text tone="muted">
        Office payments (bank transfer, cheque, card at the desk) waiting for finance to confirm the
        receipt. A course seat is enrolled when its order is paid.
      </Text>
      <Card padding="none">
        <DataTable
          label="Payments awaiting a receipt"
          columns={COLUMNS}
          rows={payments.rows}
          rowKey="id"
          emptyText="No payment is awaiting a receipt."
          onRowClick={(row) => navigate(commercePaths.orderReceiptDetail({ id: row.orderId }))}
          {...payments.table}
        />
      </Card>
      <Pagination {...payments.pagination} />
    </Stack>
  );
}
