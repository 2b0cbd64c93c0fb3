import { Card, DataTable, type DataTableColumn, Heading, Pagination, Stack, Text } from '@bq/ui';
import { Link, useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { formatDateTime, formatDeadline } from '../../../shared/format';
import type { Res } from '../../../shared/http/calls';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { RECEIPT_TABS, RECEIPTS, receiptsRequest } from '../components/financeLists';
import { PaymentActions } from '../components/PaymentActions';

type Payment = Res<typeof calls.payment.awaiting>['list'][number];

/** The order's number, a link to the order with its payments and history. */
const ORDER: DataTableColumn<Payment> = {
  key: 'orderReference',
  header: 'Order',
  width: 160,
  nowrap: true,
  render: (row) => (
    <Link
      to={commercePaths.orderReceiptDetail({ id: row.orderId })}
      onClick={(event) => event.stopPropagation()}
    >
      {row.orderReference}
    </Link>
  ),
};

const AWAITING: DataTableColumn<Payment>[] = [
  ORDER,
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
    width: 200,
    nowrap: true,
    render: (row) => formatDateTime(row.createdAt),
  },
  {
    key: 'payBy',
    header: 'Pay by',
    width: 200,
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

const DECIDED: DataTableColumn<Payment>[] = [
  ORDER,
  { key: 'buyerName', header: 'Buyer' },
  {
    key: 'received',
    header: 'Received',
    width: 120,
    align: 'right',
    render: (row) => (row.received ? <AmountText amount={row.received} weight="bold" /> : '—'),
  },
  { key: 'reference', header: 'Receipt reference', render: (row) => row.reference ?? '—' },
  {
    key: 'decidedAt',
    header: 'Decided',
    width: 200,
    nowrap: true,
    render: (row) => formatDateTime(row.decidedAt),
  },
  { key: 'decidedByName', header: 'By', width: 150, render: (row) => row.decidedByName ?? '' },
];

const TAB_TITLES = { awaiting: 'Awaiting a receipt', accepted: 'Accepted', rejected: 'Rejected' };

/**
 * Route `/financial/order-receipt/index`: office payments awaiting a receipt, oldest first, to
 * accept (the transfer's or cheque's reference and the amount received) or reject with a reason;
 * and the register of receipts accepted or rejected, newest first. The tab is in the address;
 * every row opens its order.
 */
export default function OrderReceiptsPage() {
  const navigate = useNavigate();
  const list = useListState(RECEIPTS);
  const payments = useListQuery(calls.payment.awaiting, list, receiptsRequest);
  const awaiting = list.state.tab === 'awaiting';
  const columns = awaiting ? AWAITING : DECIDED;
  return (
    <Stack space="lg">
      <Heading level={1}>Order receipts</Heading>
      <Text tone="muted">
        Office payments (bank transfer, cheque, card at the desk) waiting for finance to confirm the
        receipt. A course seat is enrolled when its order is paid.
      </Text>
      <ListTabs
        label="Receipts"
        tabs={RECEIPT_TABS}
        title={(tab) => TAB_TITLES[tab]}
        {...payments.tabs}
      >
        <Stack space="md">
          <ListViews list={list} columns={columns} />
          <Card padding="none">
            <DataTable
              label={awaiting ? 'Payments awaiting a receipt' : `Receipts ${list.state.tab}`}
              columns={list.arrange(columns)}
              rows={payments.rows}
              rowKey="id"
              emptyText={
                awaiting ? 'No payment is awaiting a receipt.' : `No receipt ${list.state.tab} yet.`
              }
              onRowClick={(row) => navigate(commercePaths.orderReceiptDetail({ id: row.orderId }))}
              {...payments.table}
            />
          </Card>
          <Pagination {...payments.pagination} />
        </Stack>
      </ListTabs>
    </Stack>
  );
}
