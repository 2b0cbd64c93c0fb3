import type { OrderSummary } from '@bq/contract';
import {
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { useLocation, useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { ORDER_STATE_LABELS } from '../../../shared/commerce/orderLabels';
import { formatDateTime, formatDeadline } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { ORDER_TABS, ORDERS, orderListRequest, scopeOf } from '../components/orderScope';

const COLUMNS: DataTableColumn<OrderSummary>[] = [
  { key: 'reference', header: 'Order', width: 150, nowrap: true },
  { key: 'buyerName', header: 'Buyer' },
  {
    key: 'state',
    header: 'State',
    width: 160,
    render: (row) => <OrderStateTag state={row.state} />,
  },
  {
    key: 'total',
    header: 'Total',
    width: 110,
    align: 'right',
    render: (row) => <AmountText amount={row.total} />,
  },
  {
    key: 'paid',
    header: 'Paid',
    width: 110,
    align: 'right',
    render: (row) => <AmountText amount={row.paid} />,
  },
  {
    key: 'placedAt',
    header: 'Placed',
    width: 170,
    nowrap: true,
    render: (row) => formatDateTime(row.placedAt),
  },
  {
    key: 'payBy',
    header: 'Pay by',
    width: 170,
    nowrap: true,
    render: (row) => (row.payBy ? formatDeadline(row.payBy) : '—'),
  },
];

/**
 * `/marketing/marketing-order-manage/index` (orders with a product line) and
 * `/college-manage/course-order/index` (orders with a course line): newest first, by state tab
 * and keyword (reference, buyer's name or e-mail), all in the address.
 */
export default function OrderListPage() {
  const navigate = useNavigate();
  const scope = scopeOf(useLocation().pathname);
  const list = useListState(ORDERS);
  const orders = useListQuery(calls.order.list, list, (state) =>
    orderListRequest(scope.kind, state),
  );
  return (
    <Stack space="lg">
      <Heading level={1}>{scope.title}</Heading>
      <Text tone="muted">
        An order's number is the number of the cart it was placed from, so numbers skip: a cart
        never checked out keeps its number. No order is missing.
      </Text>
      <ListTabs
        label="Order state"
        tabs={ORDER_TABS}
        title={(tab) => (tab === 'all' ? 'All' : ORDER_STATE_LABELS[tab].label)}
        {...orders.tabs}
      >
        <FilterBar aria-label="Order filters" {...orders.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={list.draft.keyword}
              placeholder="Reference, buyer's name or e-mail"
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={COLUMNS} />
        <DataTable
          label={scope.title}
          columns={list.arrange(COLUMNS)}
          rows={orders.rows}
          rowKey="id"
          {...orders.table}
          emptyText="No orders match."
          onRowClick={(row) => navigate(scope.detail(row))}
          height={560}
        />
        <Pagination {...orders.pagination} />
      </ListTabs>
    </Stack>
  );
}
