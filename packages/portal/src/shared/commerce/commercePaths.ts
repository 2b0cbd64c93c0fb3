import { pathTo } from '../routes/paths';

/**
 * The buyer's and finance's commerce routes, typed like `paths` and kept beside the
 * commerce pieces so the area's pages and the course hall link to them by name. `id` is the
 * order's id wherever a route has one; a product order's detail takes it as `?id=` (its route
 * has no parameter).
 */
export const commercePaths = {
  cart: pathTo('/buy-car/index'),
  /** The cart's confirm step; `?key=` is the checkout's idempotency key once made. */
  confirmOrder: pathTo('/marketing/confirmorder'),
  /** One course bought from the hall: `id` the course; with `orderId` that order is shown. */
  hallOrderConfirm: pathTo('/bq-institute/course-hall/order-confirm/:id?/:orderId?'),
  /** The office-payment hand-over: `?order=<id>`. */
  payLoading: pathTo('/pay-loading'),
  myOrders: pathTo('/agent-center/my-order/index'),
  myOrderDetail: pathTo('/agent-center/my-order/detail/:id?/:courseId?/:lecturerName?'),
  myOrderRefund: pathTo('/agent-center/my-order/applyfor/:id?/:courseId?'),
  myProductOrders: pathTo('/agent-center/my-Commodity-order/index'),
  myProductOrderDetail: pathTo('/agent-center/my-Commodity-order/detail'),
  myProductOrderRefund: pathTo('/agent-center/my-Commodity-order/applyfor/:id?/:courseId?'),
  orderReceipts: pathTo('/financial/order-receipt/index'),
  orderReceiptDetail: pathTo('/financial/order-receipt/detail/:id?/:courseId?'),
  orderRefunds: pathTo('/financial/order-refund/index'),
  orderRefundDetail: pathTo('/financial/order-refund/detail/:id?/:orderId?/:courseId?'),
  orderRefundApproval: pathTo('/financial/order-refund/approval/:id?/:orderId?/:courseId?'),
};

/**
 * The refund list on an order type's tab (spec: refund detail and approval return to the refund
 * list with the order type as a tab), with the state filter it was opened from; the list's first
 * tab (all types) for `all` or any other value.
 */
export function refundListPath(
  orderType: string | null | undefined,
  state?: string | null,
): string {
  const search = new URLSearchParams();
  if (orderType === 'course' || orderType === 'product') search.set('tab', orderType);
  if (state && /^[a-z]{1,20}$/.test(state)) search.set('state', state);
  const query = search.toString();
  return `/financial/order-refund/index${query ? `?${query}` : ''}`;
}
