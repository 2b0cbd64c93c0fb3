import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageEntry {
  load: PageLoader;
  /** Rendered outside the staff layout (login, 404, hand-over pages, tourist hall). */
  bare?: boolean;
}

/** The six case types share one create page and one process page (the type comes from the path). */
function casePages(): Record<string, PageEntry> {
  const pages: Record<string, PageEntry> = {};
  for (const key of ['purchase-new', 'purchase-not', 'listing', 'mortgage', 'pm', 'referral']) {
    pages[`/transaction/${key}`] = {
      load: () => import('../../features/cases/pages/CaseCreatePage'),
    };
    pages[`/transaction/${key}-process`] = {
      load: () => import('../../features/cases/pages/CaseProcessPage'),
    };
  }
  return pages;
}

/**
 * The pages that are built, by full route path. A route of the table without an entry here is
 * neither rendered nor shown in the menu (`pages.test.ts` lists what is left). This list, not
 * the route table, builds the router, so the table's titles stay off the first load.
 */
export const PAGES: Readonly<Record<string, PageEntry>> = {
  '/': { bare: true, load: () => import('../../features/auth/pages/LoginPage') },
  '/404': { bare: true, load: () => import('../../features/status/pages/NotFoundPage') },
  '/tran-middle-loading': {
    bare: true,
    load: () => import('../../features/status/pages/TranMiddleLoadingPage'),
  },
  '/pay-loading': { bare: true, load: () => import('../../features/status/pages/PayLoadingPage') },
  '/home': { load: () => import('../../features/home/pages/DashboardPage') },
  '/home/mine-msg': { load: () => import('../../features/home/pages/MineMsgPage') },
  '/home/sending-letter/:name?/:id?': {
    load: () => import('../../features/home/pages/SendingLetterPage'),
  },
  '/transaction/caselist/:status?': {
    load: () => import('../../features/cases/pages/CaseListPage'),
  },
  ...casePages(),
  '/transaction/history/history-index/:addressStr?': {
    load: () => import('../../features/cases/pages/HistoryIndexPage'),
  },
  '/transaction/history/history-det/:hisId?/:addressStr?': {
    load: () => import('../../features/cases/pages/HistoryDetailPage'),
  },
};
