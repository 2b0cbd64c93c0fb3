import { type PageEntry, page } from './page';

/**
 * Finance's token and statistics pages, kept apart from `pages.ts` so
 * the finance slices are built side by side without touching one list.
 */
export const FINANCE_LEDGER_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/finance/pages/TokenAccountsPage'),
    ['/financial/token/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/TokenCheckAccountPage'),
    ['/financial/token/check-account'],
  ),
  ...page(
    () => import('../../features/finance/pages/StatisticsPage'),
    ['/financial/statistics/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/StatisticsAnalysisPage'),
    ['/financial/statistics/analysis'],
  ),
};
