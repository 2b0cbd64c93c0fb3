import type { LineKind, OrderDetail } from '@bq/contract';
import { Button, ConfirmDialog, DescriptionList, Heading, Inline, Stack, toast } from '@bq/ui';
import { Link } from 'react-router';
import { commercePaths } from '../../../shared/commerce/commercePaths';
import { OrderRecord } from '../../../shared/commerce/OrderRecord';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { OrderTotals } from '../../../shared/commerce/OrderTotals';
import { refundableQuantity } from '../../../shared/commerce/orderLabels';
import { formatDateTime, formatDeadline } from '../../../shared/format';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { readMoney } from '../../../shared/money';

const REFUNDABLE_STATES = new Set(['paid', 'fulfilled', 'refund_requested']);

/** Whether the buyer may cancel: placed and nothing paid yet (a part paid goes back by refund). */
export const canCancel = (order: Pick<OrderDetail, 'state' | 'paid'>) =>
  order.state === 'placed' && readMoney(order.paid)?.minor === 0n;

/** Whether the buyer may ask for a refund: paid and a line with something left to refund. */
export const canAskRefund = (order: Pick<OrderDetail, 'state' | 'lines'>) =>
  REFUNDABLE_STATES.has(order.state) && order.lines.some((l) => refundableQuantity(l) > 0);

/**
 * One of the buyer's orders as both order pages show it: its state, money, lines, office
 * payments, refunds and history; cancel while nothing is paid, ask for a refund once paid.
 * `kind` is the page's (the refund form it leads to).
 */
export function BuyerOrderDetail({ order, kind }: { order: OrderDetail; kind: LineKind }) {
  const cancel = useCallMutation(calls.order.cancel, {
    onSuccess: () => toast.success(`Order ${order.reference} cancelled`),
  });
  const refundPath =
    kind === 'course'
      ? commercePaths.myOrderRefund({ id: order.id })
      : commercePaths.myProductOrderRefund({ id: order.id });
  return (
    <Stack space="lg">
      <Inline space="sm">
        <Heading level={1}>
          Order <span>{order.reference}</span>
        </Heading>
        <OrderStateTag state={order.state} />
      </Inline>
      <DescriptionList
        columns={3}
        items={[
          { label: 'Placed', value: formatDateTime(order.placedAt) },
          {
            label: order.state === 'placed' ? 'Pay by' : 'Paid on',
            value:
              order.state === 'placed' ? formatDeadline(order.payBy) : formatDateTime(order.paidAt),
          },
          ...(order.closedReason ? [{ label: 'Reason', value: order.closedReason }] : []),
        ]}
      />
      <OrderTotals order={order} />
      <Inline space="sm">
        {order.state === 'placed' && (
          <Button asChild variant="primary">
            <Link to={commercePaths.payLoading({ search: { order: order.id } })}>How to pay</Link>
          </Button>
        )}
        {canAskRefund(order) && (
          <Button asChild variant="secondary">
            <Link to={refundPath}>Apply for a refund</Link>
          </Button>
        )}
        {canCancel(order) && (
          <ConfirmDialog
            title="Cancel this order?"
            message="The order is cancelled and a held course seat is given back. This cannot be undone."
            confirmText="Cancel order"
            cancelText="Keep it"
            trigger={<Button variant="ghost">Cancel order</Button>}
            onConfirm={() => cancel.mutateAsync({ id: order.id, reason: '' })}
          />
        )}
      </Inline>
      <OrderRecord order={order} />
    </Stack>
  );
}
