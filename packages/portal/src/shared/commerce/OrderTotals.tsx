import type { OrderSummary } from '@bq/contract';
import { type DescriptionItem, DescriptionList } from '@bq/ui';
import { AmountText } from '../AmountText';
import { readMoney } from '../money';

export { AmountText } from '../AmountText';

/**
 * An order's money: goods, discount, total, paid and refunded (decimal strings from the server,
 * shown exactly). A discount or a refund of zero is left out.
 */
export function OrderTotals({
  order,
  columns = 3,
}: {
  order: Pick<OrderSummary, 'total' | 'paid' | 'refunded'> & { goods?: string; discount?: string };
  columns?: 1 | 2 | 3;
}) {
  const nonZero = (amount: string | undefined) => (readMoney(amount)?.minor ?? 0n) !== 0n;
  const items: DescriptionItem[] = [
    ...(order.goods !== undefined && nonZero(order.discount)
      ? [
          { label: 'Goods', value: <AmountText amount={order.goods} /> },
          { label: 'Discount', value: <AmountText amount={order.discount} /> },
        ]
      : []),
    { label: 'Total', value: <AmountText amount={order.total} weight="bold" /> },
    { label: 'Paid', value: <AmountText amount={order.paid} /> },
    ...(nonZero(order.refunded)
      ? [{ label: 'Refunded', value: <AmountText amount={order.refunded} /> }]
      : []),
  ];
  return <DescriptionList columns={columns} items={items} />;
}
