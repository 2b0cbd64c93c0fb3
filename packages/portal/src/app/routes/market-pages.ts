import { type PageEntry, page } from './page';

/**
 * Commerce, the staff's side: product types, the product catalogue and editor, the
 * marketplace's and the institute's order pages, the mailing list. Kept apart from `pages.ts` so
 * the buyer's and the staff's slices are built side by side without touching one list.
 * (The course orders' course and lecturer pages show the institute's own, from `pages.ts`.)
 */
export const MARKET_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/market/pages/ProductTypesPage'),
    ['/system/commodity-content-type'],
  ),
  ...page(
    () => import('../../features/market/pages/ProductListPage'),
    ['/marketing/commodity-manage/list'],
  ),
  ...page(
    () => import('../../features/market/pages/ProductEditPage'),
    ['/marketing/commodity-manage/edit/:type?/:id?'],
  ),
  ...page(
    () => import('../../features/market/pages/ProductDetailPage'),
    ['/marketing/commodity-manage/detail/:id?'],
  ),
  ...page(
    () => import('../../features/market/pages/DiscountCodesPage'),
    ['/marketing/commodity-manage/discount-codes', '/college-manage/course-list/discount-codes'],
  ),
  ...page(
    () => import('../../features/market/pages/OrderListPage'),
    ['/marketing/marketing-order-manage/index', '/college-manage/course-order/index'],
  ),
  ...page(
    () => import('../../features/market/pages/OrderDetailPage'),
    [
      '/marketing/marketing-order-manage/detail',
      '/college-manage/course-order/detail/:id?/:courseId?/:lecturerName?/:studentName?/:studentEmail?/:studentPhone?/:studentCompany?',
    ],
  ),
  ...page(
    () => import('../../features/market/pages/OrderHistoryPage'),
    ['/marketing/marketing-order-manage/history', '/college-manage/course-order/history'],
  ),
};
