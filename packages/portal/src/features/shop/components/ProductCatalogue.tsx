import type { ProductCard } from '@bq/contract';
import { FIELD_LIMITS, LISTS } from '@bq/contract/meta';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Inline,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { defineList } from '../../../shared/list/listState';
import { tableHeight } from '../../../shared/list/tableHeight';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { type CartLine, titleOf } from './cartMapping';

/** The catalogue on the cart page: `?keyword=&page=&size=` (the cart itself has no state). */
export const CATALOGUE = defineList({ contract: LISTS.product.list, filters: ['keyword'] });

const activeOptions = (product: ProductCard) => product.options.filter((o) => o.active);

/** The quantity the cart should hold after one more of a product (and option) is added. */
export function quantityAfterAdding(
  lines: readonly CartLine[],
  productId: number,
  optionId: number | undefined,
): number {
  const line = lines.find(
    (l) =>
      l.kind === 'product' && l.productId === productId && (l.optionId ?? undefined) === optionId,
  );
  return Math.min(FIELD_LIMITS.commerce.maxQuantity, (line?.quantity ?? 0) + 1);
}

function AddCell({ product, lines }: { product: ProductCard; lines: readonly CartLine[] }) {
  const options = activeOptions(product);
  const [optionId, setOptionId] = useState(options[0] ? String(options[0].id) : '');
  const name = titleOf(product.nameEn, product.nameZh);
  const add = useCallMutation(calls.cart.setLine, {
    onSuccess: () => toast.success(`${name} is in your cart`),
  });
  const chosen = optionId ? Number.parseInt(optionId, 10) : undefined;
  const soldOut = product.stock === 0;
  return (
    <Inline space="xs" wrap={false}>
      {options.length > 0 && (
        <Select
          size="sm"
          aria-label={`Option of ${name}`}
          value={optionId}
          onValueChange={setOptionId}
          options={options.map((o) => ({ value: String(o.id), label: o.label }))}
        />
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={soldOut}
        loading={add.isPending}
        aria-label={soldOut ? `Sold out: ${name}` : `Add to cart: ${name}`}
        onClick={() =>
          add.mutate({
            kind: 'product',
            productId: product.id,
            optionId: chosen,
            quantity: quantityAfterAdding(lines, product.id, chosen),
          })
        }
      >
        {soldOut ? 'Sold out' : 'Add to cart'}
      </Button>
    </Inline>
  );
}

function priceOf(product: ProductCard) {
  const options = activeOptions(product);
  if (options.length === 0) return <AmountText amount={product.price} />;
  return (
    <Stack space="none" align="end">
      {options.map((o) => (
        <Text key={o.id} size="sm">
          {o.label}: <AmountText amount={o.price} />
        </Text>
      ))}
    </Stack>
  );
}

/**
 * "Browse products" on the cart page: the published products (the server shows a buyer nothing
 * else), searched by name, each added to the cart with its option; the quantity is then changed
 * in the cart.
 */
export function ProductCatalogue({ lines }: { lines: readonly CartLine[] }) {
  const list = useListState(CATALOGUE);
  const products = useListQuery(calls.product.list, list, (state) => ({
    keyword: state.filters.keyword.trim(),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  const columns: DataTableColumn<ProductCard>[] = [
    {
      key: 'name',
      header: 'Product',
      render: (product) => (
        <Stack space="none">
          <Text>{titleOf(product.nameEn, product.nameZh)}</Text>
          <Text size="xs" tone="muted" truncate>
            {titleOf(product.typeNameEn, product.typeNameZh)} ·{' '}
            {titleOf(product.descriptionEn, product.descriptionZh)}
          </Text>
        </Stack>
      ),
    },
    { key: 'price', header: 'Price', width: 170, align: 'right', render: priceOf },
    {
      key: 'stock',
      header: 'Availability',
      width: 130,
      render: (product) =>
        product.stock === null
          ? 'Made to order'
          : product.stock === 0
            ? 'Sold out'
            : `${product.stock} in stock`,
    },
    {
      key: 'add',
      header: '',
      width: 260,
      render: (product) => <AddCell product={product} lines={lines} />,
    },
  ];
  return (
    <Card title="Browse products" titleLevel={2}>
      <Stack space="md">
        <FilterBar aria-label="Product search" {...products.filterBar}>
          <FormField label="Product name">
            <TextField
              value={list.draft.keyword}
              maxLength={FIELD_LIMITS.commerce.keyword.max}
              placeholder="Cards, signs, postcards…"
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
        <DataTable
          label="Products"
          columns={columns}
          rows={products.rows}
          rowKey="id"
          rowHeight={64}
          height={tableHeight(Math.min(6, products.rows.length), 64)}
          emptyText="No products match."
          {...products.table}
        />
        <Pagination {...products.pagination} />
      </Stack>
    </Card>
  );
}
