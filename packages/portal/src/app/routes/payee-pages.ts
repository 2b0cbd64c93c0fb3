import { type PageEntry, page } from './page';

/**
 * Lecturer and vendor payments and a payout's confirm page. Kept apart from
 * `pages.ts` so each finance slice adds its own list.
 */
export const PAYEE_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/finance/pages/LecturerPayPage'),
    ['/financial/lectirer-pay/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/LecturerPayDetailPage'),
    ['/financial/lectirer-pay/detail'],
  ),
  ...page(
    () => import('../../features/finance/pages/VendorPayPage'),
    ['/financial/vendor-pay/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/VendorPayDetailPage'),
    ['/financial/vendor-pay/detail'],
  ),
  ...page(
    () => import('../../features/finance/pages/PayoutConfirmPage'),
    ['/financial/confirm/:id?/:courseId?'],
  ),
  ...page(() => import('../../features/finance/pages/Tax1099Page'), ['/financial/tax-1099']),
  ...page(
    () => import('../../features/finance/pages/CommissionPlansPage'),
    ['/financial/commission-plans'],
  ),
  ...page(() => import('../../features/finance/pages/MonthClosePage'), ['/financial/month-close']),
  ...page(
    () => import('../../features/finance/pages/AccountingExportPage'),
    ['/financial/accounting-export'],
  ),
};
