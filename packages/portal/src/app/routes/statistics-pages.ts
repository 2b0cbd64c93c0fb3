import { type PageEntry, page } from './page';

/** Statistics and awards, kept apart so slices of the issue add lists. */
export const STATISTICS_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/statistics/pages/StatisticsPage'),
    ['/statistical-awards/statistical'],
  ),
  ...page(
    () => import('../../features/statistics/pages/AwardsPage'),
    ['/statistical-awards/awards/index'],
  ),
  ...page(
    () => import('../../features/statistics/pages/AwardPhotosPage'),
    ['/statistical-awards/awards/photo'],
  ),
  ...page(
    () => import('../../features/statistics/pages/AwardHistoryPage'),
    ['/statistical-awards/awards/history'],
  ),
};
