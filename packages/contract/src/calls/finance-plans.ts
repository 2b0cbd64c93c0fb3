import { z } from 'zod';
import { commissionPlanMeta, REFERRAL_FEE_FROM } from '../meta/finance-payroll.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { amount, decimal } from './amount.js';
import { defineCallOf } from './define.js';
import { day, empty, line, plain } from './fields.js';

const L = FIELD_LIMITS.payroll;
const percent = () => decimal(FIELD_LIMITS.case.percent4);
const money = () => amount({ max: FIELD_LIMITS.common.money });

/** One set of a plan's terms, from its first day on (until a later set starts). */
export const planTerms = z.object({
  id: z.int(),
  name: z.string(),
  effectiveFrom: z.string(),
  /** The agent's side of the split, a percent as a decimal string; the office keeps the rest. */
  agentPercent: z.string(),
  /** Company dollars kept from one agent per plan year, in dollars; null: no cap. */
  annualCap: z.string().nullable(),
  /** The plan year's first day, 'MM-DD'. */
  capResetsOn: z.string(),
  /** Dollars charged on each closing. */
  transactionFee: z.string(),
  referralFeeFrom: z.enum(REFERRAL_FEE_FROM),
  coachPercent: z.string(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PlanTerms = z.infer<typeof planTerms>;

export const commissionPlan = {
  /**
   * Every plan with its terms, the latest start first, and how many agents' admin configs name
   * it; `today` is California's, so a page can tell the terms in force from those to come.
   */
  list: defineCallOf(
    commissionPlanMeta.list,
    empty(),
    z.object({
      today: z.string(),
      defaultPlan: z.string(),
      plans: z.array(z.object({ name: z.string(), agents: z.int(), terms: z.array(planTerms) })),
    }),
  ),
  /**
   * Adds terms to a plan (a new name makes a new plan) from a day on: today or later, so a
   * closing already priced is never priced again under other terms.
   */
  addTerms: defineCallOf(
    commissionPlanMeta.addTerms,
    z.object({
      name: line(L.planName, 1),
      effectiveFrom: day(),
      agentPercent: percent(),
      annualCap: money().nullable().optional().default(null),
      capResetsOn: z
        .string({ error: 'must be a month and day as MM-DD' })
        .trim()
        .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a month and day as MM-DD')
        .optional()
        .default('01-01'),
      transactionFee: money().optional().default('0'),
      referralFeeFrom: z
        .enum(REFERRAL_FEE_FROM, { error: "must be 'shared' or 'agent'" })
        .optional()
        .default('shared'),
      coachPercent: percent().optional().default('0'),
      note: plain(L.note).optional().default(''),
    }),
    planTerms,
  ),
};
