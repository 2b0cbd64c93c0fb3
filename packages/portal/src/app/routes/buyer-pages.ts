import { type PageEntry, page } from './page';

/**
 * Commerce, the buyer's side and finance's order pages: cart, order confirm, payment
 * hand-over, my orders, refund applications, order receipts and refunds. Kept apart from
 * `pages.ts` so the buyer's and the staff's slices are built side by side without touching one
 * list. (`/pay-loading` stays in `pages.ts` with the other hand-over page.)
 */
export const BUYER_PAGES: Readonly<Record<string, PageEntry>> = {
  // The cart with the product catalogue to add from.
  ...page(() => import('../../features/shop/pages/CartPage'), ['/buy-car/index']),
  // One confirm step: the cart's, and one course bought from the hall (then that order).
  ...page(
    () => import('../../features/shop/pages/ConfirmOrderPage'),
    ['/marketing/confirmorder', '/bq-institute/course-hall/order-confirm/:id?/:orderId?'],
  ),
  // The buyer's orders: those holding a course, those holding a product.
  ...page(
    () => import('../../features/shop/pages/MyOrdersPage'),
    ['/agent-center/my-order/index', '/agent-center/my-Commodity-order/index'],
  ),
  ...page(
    () => import('../../features/shop/pages/MyOrderDetailPage'),
    [
      '/agent-center/my-order/detail/:id?/:courseId?/:lecturerName?',
      '/agent-center/my-Commodity-order/detail',
    ],
  ),
  ...page(
    () => import('../../features/shop/pages/RefundApplyPage'),
    [
      '/agent-center/my-order/applyfor/:id?/:courseId?',
      '/agent-center/my-Commodity-order/applyfor/:id?/:courseId?',
    ],
  ),
  // Finance (the finance issue extends this folder): receipts and refunds.
  ...page(
    () => import('../../features/finance/pages/OrderReceiptsPage'),
    ['/financial/order-receipt/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/OrderReceiptDetailPage'),
    ['/financial/order-receipt/detail/:id?/:courseId?'],
  ),
  ...page(
    () => import('../../features/finance/pages/OrderRefundsPage'),
    ['/financial/order-refund/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/OrderRefundDetailPage'),
    [
      '/financial/order-refund/detail/:id?/:orderId?/:courseId?',
      '/financial/order-refund/approval/:id?/:orderId?/:courseId?',
    ],
  ),
};
