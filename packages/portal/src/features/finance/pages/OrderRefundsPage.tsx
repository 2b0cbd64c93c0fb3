import type { RefundRow } from '@bq/contract';
import { Card, DataTable, type DataTableColumn, Heading, Pagination, Stack } from '@bq/ui';
import { useNavigate } from 'react-router';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { RefundAmount } from '../../../shared/commerce/OrderMoneyTables';
import { RefundStateTag } from '../../../shared/commerce/OrderStateTag';
import { REFUND_STATE_LABELS } from '../../../shared/commerce/orderLabels';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { REFUND_TABS, REFUNDS, refundStateOf } from '../components/financeLists';
import { RefundActions } from '../components/RefundActions';

const COLUMNS: DataTableColumn<RefundRow>[] = [
  { key: 'orderReference', header: 'Order', width: 160, nowrap: true },
  { key: 'buyerName', header: 'Buyer', width: 150 },
  {
    key: 'lines',
    header: 'Lines',
    render: (row) => row.lines.map((l) => `${l.title} × ${l.quantity}`).join(', '),
  },
  { key: 'reason', header: 'Reason' },
  {
    key: 'amount',
    header: 'Amount',
    width: 110,
    align: 'right',
    render: (row) => <RefundAmount refund={row} weight="bold" />,
  },
  {
    key: 'createdAt',
    header: 'Asked',
    width: 150,
    nowrap: true,
    render: (row) => formatDateTime(row.createdAt),
  },
  {
    key: 'state',
    header: 'State',
    width: 190,
    render: (row) =>
      row.state === 'requested' ? (
        <RefundActions refund={row} />
      ) : (
        <RefundStateTag state={row.state} />
      ),
  },
];

/**
 * Route `/financial/order-refund/index`: buyers' refund requests by state (the requested ones
 * first), approved or refused with a note; a row opens the request with its order.
 */
export default function OrderRefundsPage() {
  const navigate = useNavigate();
  const list = useListState(REFUNDS);
  const refunds = useListQuery(calls.refund.list, list, (state) => ({
    ...(refundStateOf(state.tab) ? { state: refundStateOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Stack space="lg">
      <Heading level={1}>Order refunds</Heading>
      <ListTabs
        {...refunds.tabs}
        label="Refund states"
        tabs={REFUND_TABS}
        title={(tab) => (tab === 'all' ? 'All' : REFUND_STATE_LABELS[tab].label)}
      >
        <Stack space="md">
          <Card padding="none">
            <DataTable
              label="Refund requests"
              columns={COLUMNS}
              rows={refunds.rows}
              rowKey="id"
              emptyText="No refund requests here."
              onRowClick={(row) =>
                navigate(commercePaths.orderRefundDetail({ id: row.id, orderId: row.orderId }))
              }
              {...refunds.table}
            />
          </Card>
          <Pagination {...refunds.pagination} />
        </Stack>
      </ListTabs>
    </Stack>
  );
}
