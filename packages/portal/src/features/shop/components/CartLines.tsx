import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  DataTable,
  type DataTableColumn,
  QuantityStepper,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { AmountText } from '../../../shared/AmountText';
import { LINE_KIND_LABELS } from '../../../shared/commerce/orderLabels';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { type CartLine, priceChanged, titleOf } from './cartMapping';

const MAX_QUANTITY = FIELD_LIMITS.commerce.maxQuantity;

function ItemCell({ line }: { line: CartLine }) {
  return (
    <Stack space="none">
      <Text>{titleOf(line.titleEn, line.titleZh)}</Text>
      <Text size="xs" tone={line.problem ? 'danger' : 'muted'}>
        {line.problem ?? LINE_KIND_LABELS[line.kind]}
      </Text>
    </Stack>
  );
}

function PriceCell({ line }: { line: CartLine }) {
  if (!priceChanged(line)) return <AmountText amount={line.currentPrice} />;
  return (
    <Stack space="none" align="end">
      <AmountText amount={line.currentPrice} weight="bold" />
      <Text size="xs" tone="warning">
        was <AmountText amount={line.unitPrice} />
      </Text>
    </Stack>
  );
}

/**
 * The cart's lines, courses and products together: a product's quantity is changed in place, a
 * course is one seat; each line can be removed. `readOnly` shows them on the confirm step.
 */
export function CartLines({
  lines,
  readOnly = false,
  loading = false,
}: {
  lines: readonly CartLine[];
  readOnly?: boolean;
  loading?: boolean;
}) {
  const setLine = useCallMutation(calls.cart.setLine);
  const removeLine = useCallMutation(calls.cart.removeLine);
  const columns: DataTableColumn<CartLine>[] = [
    { key: 'item', header: 'Item', render: (line) => <ItemCell line={line} /> },
    {
      key: 'price',
      header: 'Unit price',
      width: 120,
      align: 'right',
      render: (line) => <PriceCell line={line} />,
    },
    {
      key: 'quantity',
      header: 'Quantity',
      width: readOnly ? 100 : 170,
      render: (line) =>
        line.kind === 'course' ? (
          '1 seat'
        ) : readOnly ? (
          line.quantity
        ) : (
          <QuantityStepper
            size="sm"
            label={`Quantity of ${titleOf(line.titleEn, line.titleZh)}`}
            value={line.quantity}
            min={1}
            max={MAX_QUANTITY}
            disabled={setLine.isPending}
            onChange={(quantity) =>
              setLine.mutate({
                kind: 'product',
                productId: line.productId ?? undefined,
                optionId: line.optionId ?? undefined,
                quantity,
              })
            }
          />
        ),
    },
    {
      key: 'lineTotal',
      header: 'Line total',
      width: 120,
      align: 'right',
      render: (line) => <AmountText amount={line.lineTotal} />,
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'remove',
            header: '',
            width: 100,
            render: (line: CartLine) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${titleOf(line.titleEn, line.titleZh)}`}
                onClick={() => removeLine.mutate({ lineId: line.id })}
              >
                Remove
              </Button>
            ),
          },
        ]),
  ];
  return (
    <DataTable
      label="Cart lines"
      columns={columns}
      rows={lines}
      rowKey="id"
      loading={loading}
      emptyText="Your cart is empty."
      height={tableHeight(lines.length)}
    />
  );
}

/** The notices of a cart: changed prices and lines that cannot be bought now. */
export function CartNoticeList({
  notices,
}: {
  notices: readonly { lineId: number; kind: 'price' | 'problem'; text: string }[];
}) {
  return (
    <Stack space="xs">
      {notices.map((notice) => (
        <Text key={`${notice.lineId}-${notice.kind}`}>
          <StatusTag tone={notice.kind === 'price' ? 'warning' : 'danger'}>
            {notice.kind === 'price' ? 'Price changed' : 'Cannot be bought'}
          </StatusTag>{' '}
          {notice.text}
        </Text>
      ))}
    </Stack>
  );
}
