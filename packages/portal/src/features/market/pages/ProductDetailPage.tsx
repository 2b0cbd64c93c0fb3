import type { ProductCard, ProductStatus } from '@bq/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { useProduct } from '../api/market';
import { marketPaths } from '../components/marketPaths';
import { PhotoGallery } from '../components/PhotoGallery';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { productName } from '../components/productMapping';

/** What each status change is called, and what it tells the person before they make it. */
const MOVES: Record<ProductStatus, { action: string; question: string; done: string }> = {
  published: {
    action: 'Publish',
    question: 'Buyers see it in the marketplace and can order it.',
    done: 'published',
  },
  retired: {
    action: 'Retire',
    question: 'Buyers no longer see it; the orders that have it keep it.',
    done: 'retired',
  },
  draft: {
    action: 'Back to draft',
    question: 'Buyers no longer see it until it is published again.',
    done: 'a draft again',
  },
};

/** The status changes offered from each status. */
const NEXT: Record<ProductStatus, readonly ProductStatus[]> = {
  draft: ['published'],
  published: ['retired'],
  retired: ['published', 'draft'],
};

/**
 * Route `/marketing/commodity-manage/detail/:id?`: one product as marketing sees it (any status):
 * photos (ImagePreview), facts in both languages, options with their prices; edit, publish,
 * retire.
 */
export default function ProductDetailPage() {
  const id = idFromAddress(useParams().id);
  const product = useProduct(id);
  if (!id)
    return <EmptyState title="No product chosen" description="Open a product from the list." />;
  if (!product.data) return product.isError ? null : <Skeleton lines={10} />;
  return <Detail product={product.data} />;
}

function Detail({ product }: { product: ProductCard }) {
  const [moving, setMoving] = useState<ProductStatus | null>(null);
  const change = useCallMutation(calls.product.changeStatus);
  const name = productName(product);
  const options = product.options.filter((o) => o.active);
  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Inline space="md" alignItems="center">
          <Heading level={1}>{name}</Heading>
          <ProductStatusTag status={product.status} />
        </Inline>
        <Inline space="sm">
          <Button asChild>
            <Link to={marketPaths.productEdit({ type: 'edit', id: product.id })}>Edit</Link>
          </Button>
          {NEXT[product.status].map((status) => (
            <Button
              key={status}
              variant={status === 'published' ? 'primary' : 'secondary'}
              onClick={() => setMoving(status)}
            >
              {MOVES[status].action}
            </Button>
          ))}
        </Inline>
      </Inline>
      <RecordTabs kind="product" id={String(product.id)}>
        <Stack space="lg">
          <Card title="Photos" titleLevel={2}>
            <PhotoGallery photos={product.photos} name={name} />
          </Card>
          <Card title="Product" titleLevel={2}>
            <DescriptionList
              columns={2}
              items={[
                { label: 'Name (English)', value: product.nameEn || '—' },
                { label: 'Name (Chinese)', value: product.nameZh || '—' },
                {
                  label: 'Type',
                  value: product.typeNameZh
                    ? `${product.typeNameEn} · ${product.typeNameZh}`
                    : product.typeNameEn,
                },
                { label: 'Price', value: <AmountText amount={product.price} /> },
                {
                  label: 'Stock',
                  value: product.stock === null ? 'Made to order' : `${product.stock} in stock`,
                },
                { label: 'Updated', value: formatDateTime(product.updatedAt) },
                {
                  label: 'Description (English)',
                  value: <Text as="p">{product.descriptionEn || '—'}</Text>,
                  span: 2,
                },
                {
                  label: 'Description (Chinese)',
                  value: <Text as="p">{product.descriptionZh || '—'}</Text>,
                  span: 2,
                },
              ]}
            />
          </Card>
          <Card title="Options" titleLevel={2}>
            <DataTable
              label="Options"
              columns={[
                { key: 'label', header: 'Option' },
                {
                  key: 'price',
                  header: 'Price',
                  width: 140,
                  align: 'right',
                  render: (row) => <AmountText amount={row.price} />,
                },
              ]}
              rows={options}
              rowKey="id"
              emptyText="No options: the product is sold at its price."
            />
          </Card>
        </Stack>
      </RecordTabs>
      {moving && (
        <ConfirmDialog
          open
          title={`${MOVES[moving].action} ${name}?`}
          message={MOVES[moving].question}
          confirmText={MOVES[moving].action}
          cancelText="Cancel"
          onConfirm={async () => {
            await change.mutateAsync({ id: product.id, status: moving });
            toast.success(`${name} is ${MOVES[moving].done}`);
            setMoving(null);
          }}
          onCancel={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}
