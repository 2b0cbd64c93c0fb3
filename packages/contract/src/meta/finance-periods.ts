import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Closing a month of the ledger and the reconciliation it rests on. Closing is finance's
 * decision alone: every call is the month-close page's module, which only finance and the
 * administrators hold.
 */
const monthClose = { modules: [MODULE_IDS['financial/month-close']] } as const;

/** What must hold before a month is closed, in the order the page lists them. */
export const MONTH_CLOSE_CHECKS = [
  'reconciliation',
  'payouts',
  'payments',
  'ended',
  'receivables',
] as const;
export type MonthCloseCheck = (typeof MONTH_CLOSE_CHECKS)[number];

/** The kinds of difference the reconciliation looks for. */
export const RECONCILIATION_KINDS = [
  'account',
  'order-paid',
  'order-refunded',
  'unit-sum',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const monthCloseMeta = {
  list: meta('bq/monthClose/list', monthClose, 'json'),
  checks: meta('bq/monthClose/checks', monthClose, 'json'),
  close: meta('bq/monthClose/close', monthClose, 'json'),
  reconciliation: meta('bq/monthClose/reconciliation', monthClose, 'json'),
} as const;
