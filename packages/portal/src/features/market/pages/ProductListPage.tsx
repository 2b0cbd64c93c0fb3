import type { ProductCard } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { Link, useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { useProductTypes } from '../api/market';
import { marketPaths } from '../components/marketPaths';
import { PRODUCT_STATUS_TEXT, ProductStatusTag } from '../components/ProductStatusTag';
import { PRODUCT_TABS, PRODUCTS, productListRequest } from '../components/productLists';
import { productName } from '../components/productMapping';

const ANY_TYPE = 'any';

const COLUMNS: DataTableColumn<ProductCard>[] = [
  {
    key: 'photo',
    header: 'Photo',
    width: 80,
    render: (row) =>
      row.photos[0] ? <img src={row.photos[0]} alt="" height={40} /> : <Text tone="muted">—</Text>,
  },
  {
    key: 'name',
    header: 'Product',
    render: (row) => (
      <Stack space="none">
        <Text weight="medium">{productName(row)}</Text>
        {row.nameEn && row.nameZh && (
          <Text size="sm" tone="muted">
            {row.nameZh}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'type', header: 'Type', width: 160, render: (row) => row.typeNameEn },
  {
    key: 'price',
    header: 'Price',
    width: 110,
    align: 'right',
    render: (row) => <AmountText amount={row.price} />,
  },
  {
    key: 'stock',
    header: 'Stock',
    width: 130,
    render: (row) => (row.stock === null ? 'Made to order' : String(row.stock)),
  },
  {
    key: 'options',
    header: 'Options',
    width: 90,
    align: 'right',
    render: (row) => String(row.options.filter((o) => o.active).length),
  },
  {
    key: 'status',
    header: 'Status',
    width: 130,
    render: (row) => <ProductStatusTag status={row.status} />,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    width: 170,
    nowrap: true,
    render: (row) => formatDateTime(row.updatedAt),
  },
];

/**
 * Route `/marketing/commodity-manage/list`: every product whatever its status, by status tab,
 * keyword and type; the address holds all of it (F5 and a pasted link show the same list).
 */
export default function ProductListPage() {
  const navigate = useNavigate();
  const types = useProductTypes();
  const list = useListState(PRODUCTS);
  const products = useListQuery(calls.product.list, list, productListRequest);
  const typeOptions = [
    { value: ANY_TYPE, label: 'Any type' },
    ...(types.data?.list ?? []).map((t) => ({ value: String(t.id), label: t.nameEn })),
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Products</Heading>
        <Inline space="sm">
          <Button asChild variant="ghost">
            <Link to={marketPaths.discountCodes({})}>Discount codes</Link>
          </Button>
          <Button asChild variant="primary">
            <Link to={marketPaths.productEdit({ type: 'add' })}>New product</Link>
          </Button>
        </Inline>
      </Inline>
      <ListTabs
        label="Product status"
        tabs={PRODUCT_TABS}
        title={(tab) => (tab === 'all' ? 'All' : PRODUCT_STATUS_TEXT[tab])}
        {...products.tabs}
      >
        <FilterBar aria-label="Product filters" {...products.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={list.draft.keyword}
              placeholder="Name or description"
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
          <FormField label="Type">
            <Select
              options={typeOptions}
              value={list.draft.typeId || ANY_TYPE}
              onValueChange={(value) => list.setDraft('typeId', value === ANY_TYPE ? '' : value)}
            />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={COLUMNS} />
        <DataTable
          label="Products"
          columns={list.arrange(COLUMNS)}
          rows={products.rows}
          rowKey="id"
          {...products.table}
          emptyText="No products match."
          onRowClick={(row) => navigate(marketPaths.productDetail({ id: row.id }))}
          height={560}
        />
        <Pagination {...products.pagination} />
      </ListTabs>
    </Stack>
  );
}
