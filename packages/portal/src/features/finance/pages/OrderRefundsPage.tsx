import type { RefundRow } from '@bq/contract';
import {
  Card,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Select,
  Stack,
} from '@bq/ui';
import { useNavigate } from 'react-router';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { RefundAmount } from '../../../shared/commerce/OrderMoneyTables';
import { RefundStateTag } from '../../../shared/commerce/OrderStateTag';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import {
  REFUND_STATE_OPTIONS,
  REFUND_TABS,
  REFUNDS,
  refundDetailSearch,
  refundsRequest,
} from '../components/financeLists';
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

const TAB_TITLES = { all: 'All', course: 'Courses', product: 'Products' } as const;

/**
 * Route `/financial/order-refund/index`: buyers' refund requests by order type (the tabs) and
 * state (those waiting for a decision first), approved or refused with a note; a row opens the
 * request with its order, and its decision returns here on the same tab.
 */
export default function OrderRefundsPage() {
  const navigate = useNavigate();
  const list = useListState(REFUNDS);
  const refunds = useListQuery(calls.refund.list, list, refundsRequest);
  return (
    <Stack space="lg">
      <Heading level={1}>Order refunds</Heading>
      <ListTabs
        {...refunds.tabs}
        label="Order types"
        tabs={REFUND_TABS}
        title={(t) => TAB_TITLES[t]}
      >
        <Stack space="md">
          <FilterBar aria-label="Refund filter" {...refunds.filterBar}>
            <FormField label="State">
              <Select
                value={list.draft.state || 'requested'}
                options={REFUND_STATE_OPTIONS}
                onValueChange={(value) =>
                  list.setDraft('state', value === 'requested' ? '' : value)
                }
              />
            </FormField>
          </FilterBar>
          <ListViews list={list} columns={COLUMNS} />
          <Card padding="none">
            <DataTable
              label="Refund requests"
              columns={list.arrange(COLUMNS)}
              rows={refunds.rows}
              rowKey="id"
              emptyText="No refund requests here."
              onRowClick={(row) =>
                navigate(
                  `${commercePaths.orderRefundDetail({ id: row.id, orderId: row.orderId })}?${refundDetailSearch(list.state)}`,
                )
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
