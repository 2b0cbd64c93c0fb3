import type { OrderDetail } from '@bq/contract';
import { DescriptionList, Heading, Inline, Stack } from '@bq/ui';
import { OrderRecord } from '../../../shared/commerce/OrderRecord';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { OrderTotals } from '../../../shared/commerce/OrderTotals';
import { formatDateTime, formatDeadline } from '../../../shared/format';

/** An order as finance reads it: buyer, money, lines, payments, refunds and history. */
export function FinanceOrderView({ order }: { order: OrderDetail }) {
  return (
    <Stack space="lg">
      <Inline space="sm">
        <Heading level={2}>Order {order.reference}</Heading>
        <OrderStateTag state={order.state} />
      </Inline>
      <DescriptionList
        columns={3}
        items={[
          { label: 'Buyer', value: `${order.buyerName} (${order.buyerEmail})` },
          { label: 'Placed', value: formatDateTime(order.placedAt) },
          {
            label: order.paidAt ? 'Paid on' : 'Pay by',
            value: order.paidAt ? formatDateTime(order.paidAt) : formatDeadline(order.payBy),
          },
        ]}
      />
      <OrderTotals order={order} />
      <OrderRecord order={order} titleLevel={3} />
    </Stack>
  );
}
