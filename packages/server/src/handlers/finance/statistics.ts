import { businessStamp, type MoneyUnit, parseMoney } from '@bq/validators';
import type { FamilyHandlers } from '../../context.js';
import { financeStatistics } from '../../domain/finance/statistics.js';
import { csvFile } from '../../export/csv-file.js';

const amount = (text: string, unit: MoneyUnit) => parseMoney(text, unit);

/** `bq/statistical/getFinance` and its CSV: the finance statistics pages' calls. */
export const statisticalFinance: Pick<
  FamilyHandlers<'statistical'>,
  'getFinance' | 'exportFinance'
> = {
  async getFinance(input, ctx) {
    return financeStatistics(ctx.db, ctx.now(), input);
  },

  async exportFinance(input, ctx) {
    const f = await financeStatistics(ctx.db, ctx.now(), input);
    const row = (
      group: string,
      key: string,
      r: { unit: MoneyUnit; income: string; earned: string; payouts: string; paid: string },
    ) => [
      group,
      key,
      r.unit,
      amount(r.income, r.unit),
      amount(r.earned, r.unit),
      amount(r.paid, r.unit),
      amount(r.payouts, r.unit),
    ];
    return csvFile(`finance-${f.from}-${f.to}-${businessStamp(ctx.now())}.csv`, [
      ['Group', 'Key', 'Unit', 'Income', 'Earned by payees', 'Paid out', 'Still owed'],
      ...f.totals.map((r) => row('total', `${f.from} to ${f.to}`, r)),
      ...f.byMonth.map((r) => row('month', r.month, r)),
      ...f.byBranch.map((r) => row('branch', r.branch, r)),
      ...f.bySource.map((r) => row('source', r.source, r)),
    ]);
  },
};
