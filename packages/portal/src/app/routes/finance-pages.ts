import { type PageEntry, page } from './page';

/**
 * Finance's payroll pages: the staff payroll statements and one statement. Kept apart
 * from `pages.ts` (as the buyer's and marketing's pages are) so the finance slices are built side
 * by side without touching one list.
 */
export const PAYROLL_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(
    () => import('../../features/finance/pages/PayrollStatementsPage'),
    ['/financial/staffwages/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/PayrollStatementDetailPage'),
    ['/financial/staffwages/detail'],
  ),
  ...page(() => import('../../features/finance/pages/CorrectionsPage'), ['/financial/corrections']),
  ...page(
    () => import('../../features/finance/pages/CaseLedgerPage'),
    ['/financial/case-ledger/:id?'],
  ),
  ...page(() => import('../../features/finance/pages/AgentFeesPage'), ['/financial/agent-fees']),
  ...page(
    () => import('../../features/finance/pages/ReferralFeesPage'),
    ['/financial/referral-fees'],
  ),
  ...page(() => import('../../features/finance/pages/BankFilesPage'), ['/financial/bank-files']),
  // The agent's own pay, in the agent center.
  ...page(
    () => import('../../features/finance/pages/MyCommissionsPage'),
    ['/agent-center/my-commissions/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/MyStatementsPage'),
    ['/agent-center/my-statements/index'],
  ),
  ...page(
    () => import('../../features/finance/pages/MyStatementDetailPage'),
    ['/agent-center/my-statements/detail'],
  ),
};
