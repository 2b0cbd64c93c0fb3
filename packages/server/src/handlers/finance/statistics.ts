import type { FamilyHandlers } from '../../context.js';
import { financeStatistics } from '../../domain/finance/statistics.js';

/** `bq/statistical/getFinance` (issue 26 item 6): the finance statistics pages' one call. */
export const statisticalFinance: Pick<FamilyHandlers<'statistical'>, 'getFinance'> = {
  async getFinance(input, ctx) {
    return financeStatistics(ctx.db, ctx.now(), input);
  },
};
