import type { OrderDetail } from '@bq/contract';

export type Line = OrderDetail['lines'][number];

/** A product line of an order for the tests (two yard signs, nothing shipped), with `over`. */
export const line = (over: Partial<Line>): Line => ({
  id: 1,
  kind: 'product',
  courseId: null,
  productId: 3,
  optionId: null,
  title: 'Yard sign',
  quantity: 2,
  unitPrice: '45.00',
  discountShare: '0.00',
  paidNet: '90.00',
  refunded: '0.00',
  refundedQuantity: 0,
  fulfilment: 'pending',
  ...over,
});
