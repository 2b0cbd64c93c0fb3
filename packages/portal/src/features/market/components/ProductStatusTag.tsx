import type { ProductStatus } from '@bq/contract';
import { StatusTag, type StatusTagTone } from '@bq/ui';

export const PRODUCT_STATUS_TEXT: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  retired: 'Retired',
};

const TONES: Record<ProductStatus, StatusTagTone> = {
  draft: 'neutral',
  published: 'success',
  retired: 'warning',
};

/** A product's status as a tag: draft (only marketing sees it), published (on sale), retired. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return (
    <StatusTag tone={TONES[status]} dot>
      {PRODUCT_STATUS_TEXT[status]}
    </StatusTag>
  );
}
