import type { OrderSummary } from '@bq/contract';
import { Card, DataTable, type DataTableColumn, Heading, Pagination, Stack } from '@bq/ui';
import { useLocation, useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { ORDER_STATE_LABELS } from '../../../shared/commerce/orderLabels';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { kindOfPath, MY_ORDERS, ORDER_TABS, orderStateOf } from '../components/orderLists';

const COLUMNS: DataTableColumn<OrderSummary>[] = [
  { key: 'reference', header: 'Reference', width: 170, nowrap: true },
  {
    key: 'placedAt',
    header: 'Placed',
    width: 170,
    nowrap: true,
    render: (row) => formatDateTime(row.placedAt),
  },
  {
    key: 'kinds',
    header: 'Holds',
    render: (row) =>
      row.kinds.map((kind) => (kind === 'course' ? 'Courses' : 'Products')).join(' and '),
  },
  {
    key: 'total',
    header: 'Total',
    width: 120,
    align: 'right',
    render: (row) => <AmountText amount={row.total} />,
  },
  {
    key: 'paid',
    header: 'Paid',
    width: 120,
    align: 'right',
    render: (row) => <AmountText amount={row.paid} />,
  },
  {
    key: 'state',
    header: 'State',
    width: 160,
    render: (row) => <OrderStateTag state={row.state} />,
  },
];

/**
 * Routes `/agent-center/my-order/index` (orders holding a course) and
 * `/agent-center/my-Commodity-order/index` (orders holding a product): the buyer's orders by
 * state, newest first; the tab and the page are in the address.
 */
export default function MyOrdersPage() {
  const navigate = useNavigate();
  const kind = kindOfPath(useLocation().pathname);
  const list = useListState(MY_ORDERS);
  const orders = useListQuery(calls.order.mine, list, (state) => ({
    kind,
    ...(orderStateOf(state.tab) ? { state: orderStateOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const title = kind === 'course' ? 'My orders' : 'My product orders';
  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      <ListTabs
        {...orders.tabs}
        label="Order states"
        tabs={ORDER_TABS}
        title={(tab) => (tab === 'all' ? 'All' : ORDER_STATE_LABELS[tab].label)}
      >
        <Stack space="md">
          <ListViews list={list} columns={COLUMNS} />
          <Card padding="none">
            <DataTable
              label={title}
              columns={list.arrange(COLUMNS)}
              rows={orders.rows}
              rowKey="id"
              emptyText={kind === 'course' ? 'No course orders yet.' : 'No product orders yet.'}
              onRowClick={(row) =>
                navigate(
                  kind === 'course'
                    ? commercePaths.myOrderDetail({ id: row.id })
                    : commercePaths.myProductOrderDetail({ search: { id: row.id } }),
                )
              }
              {...orders.table}
            />
          </Card>
          <Pagination {...orders.pagination} />
        </Stack>
      </ListTabs>
    </Stack>
  );
}
