import type { OrderDetail } from '@bq/contract';
import { Card, DescriptionList, Heading, Inline, Stack } from '@bq/ui';
import { OrderHistory } from '../../../shared/commerce/OrderHistory';
import { OrderLinesTable } from '../../../shared/commerce/OrderLinesTable';
import { OrderPaymentsTable, OrderRefundsTable } from '../../../shared/commerce/OrderMoneyTables';
import { OrderStateTag } from '../../../shared/commerce/OrderStateTag';
import { OrderTotals } from '../../../shared/commerce/OrderTotals';
import { formatBusinessTime, formatDateTime } from '../../../shared/format';

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
            value: order.paidAt ? formatDateTime(order.paidAt) : formatBusinessTime(order.payBy),
          },
        ]}
      />
      <OrderTotals order={order} />
      <Card title="Lines" titleLevel={3} padding="none">
        <OrderLinesTable lines={order.lines} />
      </Card>
      <Card title="Payments" titleLevel={3} padding="none">
        <OrderPaymentsTable payments={order.payments} />
      </Card>
      {order.refunds.length > 0 && (
        <Card title="Refunds" titleLevel={3} padding="none">
          <OrderRefundsTable refunds={order.refunds} />
        </Card>
      )}
      <Card title="History" titleLevel={3}>
        <OrderHistory events={order.events} />
      </Card>
    </Stack>
  );
}
