import { LISTS } from '@bq/contract/meta';
import { defineList } from '../../../shared/list/listState';
import { pathTo } from '../../../shared/routes/paths';

/** The token and statistics pages, linked by name. */
export const ledgerPaths = {
  tokens: pathTo('/financial/token/index'),
  checkAccount: pathTo('/financial/token/check-account'),
  statistics: pathTo('/financial/statistics/index'),
  analysis: pathTo('/financial/statistics/analysis'),
};

/**
 * Token accounts: `?keyword=&page=&size=`, and `?account=` for the one whose lines are open
 * (`?lines=` their page).
 */
export const TOKEN_ACCOUNTS = defineList({
  key: 'finance.token-accounts',
  contract: LISTS.token.accounts,
  filters: ['keyword'],
  extra: ['account', 'lines'],
});

/** The reconciliation, tokens first: `?tab=USD&page=`. */
export const RECONCILE_UNITS = ['TOKEN', 'USD'] as const;
export const RECONCILIATION = defineList({
  key: 'finance.token-check',
  contract: LISTS.token.checkAccount,
  tabs: RECONCILE_UNITS,
});

/** The statistics' months: `?from=YYYY-MM&to=YYYY-MM` (empty: the last twelve). */
export const STATISTICS = defineList({ filters: ['from', 'to'] });
