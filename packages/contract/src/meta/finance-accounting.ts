import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The accounting export (docs/finance-books.md "Accounting export"): the ledger's accounts mapped to the
 * office's chart of accounts, and the journals exported for QuickBooks. It is finance's reading
 * of the ledger for the office's books, so it rides on the finance statistics module that finance
 * and the administrators already hold, rather than a module nobody has been given yet.
 */
const accounting = { modules: [MODULE_IDS['financial/statistics']] } as const;

/** The journal formats an export can be written in (docs/decisions/finance-pay.md: why IIF). */
export const ACCOUNTING_FORMATS = ['iif'] as const;
export type AccountingFormatName = (typeof ACCOUNTING_FORMATS)[number];

export const accountingExportMeta = {
  accounts: meta('bq/accountingExport/accounts', accounting, 'json'),
  saveAccount: meta('bq/accountingExport/saveAccount', accounting, 'json'),
  mapSuggested: meta('bq/accountingExport/mapSuggested', accounting, 'json'),
  exportJournal: meta('bq/accountingExport/exportJournal', accounting, 'json'),
  list: meta('bq/accountingExport/list', accounting, 'json'),
  download: meta('bq/accountingExport/download', accounting, 'json'),
} as const;
