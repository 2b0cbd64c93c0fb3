import type { OrderDetail } from '@bq/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { OrderLinesTable } from '../../../shared/commerce/OrderLinesTable';
import { OrderRecord } from '../../../shared/commerce/OrderRecord';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { OrderTotals } from '../../../shared/commerce/OrderTotals';
import { formatDateTime, formatDeadline } from '../../../shared/format';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { CourseLineLinks } from '../components/CourseLineLinks';
import { FulfilDialog } from '../components/FulfilDialog';
import { orderActions } from '../components/fulfilment';

import { type OrderScope, scopeOf } from '../components/orderScope';

/**
 * `/marketing/marketing-order-manage/detail?id=` and `/college-manage/course-order/detail/:id?/…`:
 * one order for staff: the buyer (the student, on the institute's page), the lines, the money,
 * payments, refunds and its history. Marketing ships or hands over product lines; a fulfilled
 * order is closed from either page. "Full history" is the order's own events; the History tab is
 * the change log's record of its row (docs/change-log.md).
 */
export default function OrderDetailPage() {
  const scope = scopeOf(useLocation().pathname);
  const [search] = useSearchParams();
  const params = useParams();
  const id = idFromAddress(params.id ?? search.get('id'));
  const order = useQuery({ ...callQuery(calls.order.detail, { id: id ?? 0 }), enabled: !!id });
  if (!id) return <EmptyState title="No order chosen" description="Open an order from the list." />;
  if (!order.data) return order.isError ? null : <Skeleton lines={12} />;
  return <Detail order={order.data} scope={scope} />;
}

function Detail({ order, scope }: { order: OrderDetail; scope: OrderScope }) {
  const [dialog, setDialog] = useState<'fulfil' | 'close' | null>(null);
  const close = useCallMutation(calls.order.close);
  const actions = orderActions(order);
  const course = scope.kind === 'course';
  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Inline space="md" alignItems="center">
          <Heading level={1}>
            Order <span>{order.reference}</span>
          </Heading>
          <OrderStateTag state={order.state} />
        </Inline>
        <Inline space="sm">
          {!course && actions.fulfil && (
            <Button variant="primary" onClick={() => setDialog('fulfil')}>
              Ship or hand over
            </Button>
          )}
          {actions.close && <Button onClick={() => setDialog('close')}>Close order</Button>}
          <Button asChild variant="ghost">
            <Link to={scope.history(order.id)}>Full history</Link>
          </Button>
        </Inline>
      </Inline>
      <RecordTabs kind="order" id={String(order.id)}>
        <Stack space="lg">
          <Card title={course ? 'Student' : 'Buyer'} titleLevel={2}>
            <DescriptionList
              columns={3}
              items={[
                { label: 'Name', value: order.buyerName },
                { label: 'E-mail', value: order.buyerEmail },
                { label: 'Placed', value: formatDateTime(order.placedAt) },
                ...(order.payBy ? [{ label: 'Pay by', value: formatDeadline(order.payBy) }] : []),
                ...(order.paidAt ? [{ label: 'Paid', value: formatDateTime(order.paidAt) }] : []),
                ...(order.closedReason ? [{ label: 'Closed', value: order.closedReason }] : []),
              ]}
            />
          </Card>
          <OrderRecord
            order={order}
            showEmpty
            lines={
              <Stack space="md">
                <OrderLinesTable
                  lines={order.lines}
                  extraColumns={
                    course
                      ? [
                          {
                            key: 'course',
                            header: 'Course and lecturer',
                            width: 240,
                            render: (line) => <CourseLineLinks line={line} />,
                          },
                        ]
                      : []
                  }
                />
                <OrderTotals order={order} />
              </Stack>
            }
          />
        </Stack>
      </RecordTabs>
      {dialog === 'fulfil' && <FulfilDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'close' && (
        <ConfirmDialog
          open
          title={`Close ${order.reference}?`}
          message="Nothing more is shipped or refunded through the portal once it is closed."
          confirmText="Close order"
          cancelText="Keep it open"
          onConfirm={async () => {
            await close.mutateAsync({ id: order.id, note: '' });
            toast.success(`${order.reference} is closed`);
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
