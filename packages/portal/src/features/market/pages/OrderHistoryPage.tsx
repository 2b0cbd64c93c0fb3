import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { OrderEvent } from '../../../shared/commerce/OrderHistory';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { eventActor, stateLabel } from '../../../shared/commerce/orderLabels';
import { formatDateTime } from '../../../shared/format';
import { historyOf } from '../../../shared/history/RecordTabs';
import { callQuery, calls } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { idFromAddress } from '../../../shared/routes/idFromAddress';

import { scopeOf } from '../components/orderScope';

const COLUMNS: DataTableColumn<OrderEvent>[] = [
  { key: 'at', header: 'When', width: 180, nowrap: true, render: (e) => formatDateTime(e.at) },
  { key: 'actorName', header: 'Who', width: 180, render: (e) => eventActor(e) },
  { key: 'fromState', header: 'From', width: 160, render: (e) => stateLabel(e.fromState) || '—' },
  { key: 'toState', header: 'To', width: 160, render: (e) => stateLabel(e.toState) },
  { key: 'note', header: 'Note', render: (e) => e.note || '—' },
];

/**
 * `/marketing/marketing-order-manage/history?id=` and `/college-manage/course-order/history?id=`:
 * every state change of one order, oldest first, with who made it and when (the system for an
 * expiry) and its note.
 */
export default function OrderHistoryPage() {
  const scope = scopeOf(useLocation().pathname);
  const id = idFromAddress(useSearchParams()[0].get('id'));
  const order = useQuery({ ...callQuery(calls.order.detail, { id: id ?? 0 }), enabled: !!id });
  const history = useQuery({ ...callQuery(calls.order.history, { id: id ?? 0 }), enabled: !!id });
  if (!id) return <EmptyState title="No order chosen" description="Open an order from the list." />;
  if (!history.data) return history.isError ? null : <Skeleton lines={8} />;
  const events = history.data.list;
  const reference = order.data?.reference ?? `#${id}`;
  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Inline space="md" alignItems="center">
          <Heading level={1}>
            History of order <span>{reference}</span>
          </Heading>
          {order.data && <OrderStateTag state={order.data.state} />}
        </Inline>
        <Inline space="sm">
          <Button asChild variant="ghost">
            <Link to={scope.detail({ id, buyerName: order.data?.buyerName })}>Order detail</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={historyOf(scope.detail({ id, buyerName: order.data?.buyerName }))}>
              Every change to the order
            </Link>
          </Button>
        </Inline>
      </Inline>
      <Card>
        <DataTable
          label={`History of order ${reference}`}
          columns={COLUMNS}
          rows={events}
          rowKey="id"
          emptyText="No history yet."
          height={tableHeight(events.length)}
        />
      </Card>
    </Stack>
  );
}
