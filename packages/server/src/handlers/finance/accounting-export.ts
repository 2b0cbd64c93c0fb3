import type { FamilyHandlers } from '../../context.js';
import {
  accountingAccountRows,
  mapSuggestedAccounts,
  saveAccountingAccount,
} from '../../domain/finance/accounting-accounts.js';
import { exportFile, exportJournal, exportRows } from '../../domain/finance/accounting-export.js';

/** The accounting export page's calls (`/financial/accounting-export`): mapping and journals. */
export const accountingExport: FamilyHandlers<'accountingExport'> = {
  async accounts(_input, ctx) {
    return { accounts: await accountingAccountRows(ctx.db) };
  },

  async saveAccount(input, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) => saveAccountingAccount(tx, act, input));
  },

  async mapSuggested(_input, ctx) {
    const act = ctx.act();
    return { mapped: await ctx.db.transaction((tx) => mapSuggestedAccounts(tx, act)) };
  },

  async exportJournal({ day, month }, ctx) {
    const act = ctx.act();
    return ctx.db.transaction((tx) => exportJournal(tx, act, { day, month }));
  },

  async list(_input, ctx) {
    return { exports: await exportRows(ctx.db) };
  },

  async download({ id }, ctx) {
    return exportFile(ctx.db, id);
  },
};
