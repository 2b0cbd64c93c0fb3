import { businessDay } from '../../clock/business-clock.js';
import type { FamilyHandlers } from '../../context.js';
import { addPlanTerms, listPlans } from '../../domain/finance/commission-plans.js';

/** The commission plans page's calls (`/financial/commission-plans`). */
export const commissionPlan: FamilyHandlers<'commissionPlan'> = {
  async list(_input, ctx) {
    const defaultPlan = ctx.config.defaultCommissionPlan;
    return {
      today: businessDay(ctx.now()),
      defaultPlan,
      plans: await listPlans(ctx.db, defaultPlan),
    };
  },
  async addTerms(input, ctx) {
    return ctx.db.transaction((tx) => addPlanTerms(tx, ctx.act(), input));
  },
};
