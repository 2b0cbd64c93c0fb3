import type { OrderDetail } from '@bq/contract';
import { DataTable, type DataTableColumn, Stack, Text } from '@bq/ui';
import { AmountText } from '../AmountText';
import { tableHeight } from '../list/tableHeight';
import { FulfilmentTag } from './OrderStateTag';
import { LINE_KIND_LABELS } from './orderLabels';

export type OrderLine = OrderDetail['lines'][number];

/** The columns of an order's lines; exported so a page can add its own (a link, a button). */
export const ORDER_LINE_COLUMNS: readonly DataTableColumn<OrderLine>[] = [
  {
    key: 'title',
    header: 'Item',
    render: (line) => (
      <Stack space="none">
        <Text>{line.title}</Text>
        <Text size="xs" tone="muted">
          {LINE_KIND_LABELS[line.kind]}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'quantity',
    header: 'Quantity',
    width: 100,
    align: 'right',
    render: (line) =>
      line.refundedQuantity > 0 ? (
        <Stack space="none" align="end">
          <Text>{line.quantity}</Text>
          <Text size="xs" tone="muted">
            {line.refundedQuantity} refunded
          </Text>
        </Stack>
      ) : (
        line.quantity
      ),
  },
  {
    key: 'unitPrice',
    header: 'Unit price',
    width: 120,
    align: 'right',
    render: (line) => <AmountText amount={line.unitPrice} />,
  },
  {
    key: 'paidNet',
    header: 'Line total',
    width: 120,
    align: 'right',
    render: (line) => <AmountText amount={line.paidNet} />,
  },
  {
    key: 'refunded',
    header: 'Refunded',
    width: 110,
    align: 'right',
    render: (line) => <AmountText amount={line.refunded} />,
  },
  {
    key: 'fulfilment',
    header: 'Status',
    width: 130,
    render: (line) => <FulfilmentTag fulfilment={line.fulfilment} />,
  },
];

/**
 * An order's lines (courses and products together) with their frozen prices, what each paid
 * after its discount share, what was refunded and where each stands.
 */
export function OrderLinesTable({
  lines,
  label = 'Order lines',
  extraColumns = [],
}: {
  lines: readonly OrderLine[];
  label?: string;
  extraColumns?: readonly DataTableColumn<OrderLine>[];
}) {
  return (
    <DataTable
      label={label}
      columns={[...ORDER_LINE_COLUMNS, ...extraColumns]}
      rows={lines}
      rowKey="id"
      emptyText="No lines"
      height={tableHeight(lines.length)}
    />
  );
}
