import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { agentAdminConfigs, agents, users } from '../db/schema.js';
import { commissionPlans } from '../db/schema-payroll.js';

/**
 * Commission plans of the demo: three plans as a California brokerage runs them, one
 * with a change already dated for next year (a plan change applies from a date), and each demo
 * agent's admin config naming one. `Standard` is the office's default (DEFAULT_COMMISSION_PLAN)
 * for an agent whose config names none.
 */
export const DEMO_PLANS = [
  {
    name: 'Standard',
    effectiveFrom: '2020-01-01',
    agentPercent: '70',
    annualCap: '16000.00',
    capResetsOn: '01-01',
    transactionFee: '250.00',
    referralFeeFrom: 'shared',
    coachPercent: '10',
    note: '70/30 to a $16,000 cap each calendar year, then 100%; $250 per closing; a coached agent gives the coach 10% of their side.',
  },
  {
    name: 'Standard',
    effectiveFrom: '2027-01-01',
    agentPercent: '75',
    annualCap: '15000.00',
    capResetsOn: '01-01',
    transactionFee: '250.00',
    referralFeeFrom: 'shared',
    coachPercent: '10',
    note: 'From 2027: 75/25 to a $15,000 cap.',
  },
  {
    name: 'Team Lead 80/20',
    effectiveFrom: '2020-01-01',
    agentPercent: '80',
    annualCap: '12000.00',
    capResetsOn: '04-01',
    transactionFee: '150.00',
    referralFeeFrom: 'shared',
    coachPercent: '0',
    note: '80/20 to a $12,000 cap; the plan year starts on the anniversary, 1 April.',
  },
  {
    name: 'Flat fee 100%',
    effectiveFrom: '2020-01-01',
    agentPercent: '100',
    annualCap: null,
    capResetsOn: '01-01',
    transactionFee: '495.00',
    referralFeeFrom: 'agent',
    coachPercent: '0',
    note: 'The agent keeps 100% and pays $495 per closing and any referral fee.',
  },
] as const;

const PLAN_OF: Record<string, string> = {
  'agent@bq.example.com': 'Standard',
  'agent.nolicense@bq.example.com': 'Standard',
  'agent.noboard@bq.example.com': 'Flat fee 100%',
  'mentor@bq.example.com': 'Team Lead 80/20',
  'multi@bq.example.com': 'Standard',
};

export async function seedDemoPayroll(tx: Tx, now: Date): Promise<void> {
  await tx.insert(commissionPlans).values(DEMO_PLANS.map((p) => ({ ...p, createdAt: now })));
  const rows = await tx
    .select({ agentId: agents.id, email: users.email })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(inArray(users.email, Object.keys(PLAN_OF)));
  for (const row of rows)
    await tx
      .update(agentAdminConfigs)
      .set({ commissionPlan: PLAN_OF[row.email] ?? '' })
      .where(eq(agentAdminConfigs.agentId, row.agentId));
}
