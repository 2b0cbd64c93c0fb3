import { type PageEntry, page } from './page';

/**
 * Listings: `/housing-manage`. The share page is public and bare (`h-share` in
 * `app/guards.ts`): whoever has its link opens it without a login. Kept apart from `pages.ts` so
 * the area is built beside the system slices without touching one list.
 */
export const HOUSING_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/listings/pages/ListingListPage'),
    ['/housing-manage/h-list'],
  ),
  ...page(
    () => import('../../features/listings/pages/ListingEditPage'),
    ['/housing-manage/h-edit/:type?/:id?'],
  ),
  ...page(
    () => import('../../features/listings/pages/ListingDetailPage'),
    ['/housing-manage/h-detail/:id?'],
  ),
  ...page(
    () => import('../../features/listings/pages/ListingSharePage'),
    ['/housing-manage/h-share/:id?/:url?'],
    { bare: true },
  ),
  ...page(
    () => import('../../features/listings/pages/ListingTemplatePage'),
    ['/housing-manage/h-mould/:id?'],
  ),
};
