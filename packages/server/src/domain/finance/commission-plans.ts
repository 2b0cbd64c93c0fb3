import type { PlanTerms } from '@bq/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { agentAdminConfigs, users } from '../../db/schema.js';
import { commissionPlans } from '../../db/schema-payroll.js';
import { fieldRefused, forbidden } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * Commission plans as data (docs/finance-closings.md "Commissions"): a plan's terms change
 * by adding a set from a day on, never by editing one, and never from a day already past, so a
 * closing once priced (and posted to the ledger) is never priced again under other terms.
 */

const columns = {
  id: commissionPlans.id,
  name: commissionPlans.name,
  effectiveFrom: commissionPlans.effectiveFrom,
  agentPercent: commissionPlans.agentPercent,
  annualCap: commissionPlans.annualCap,
  capResetsOn: commissionPlans.capResetsOn,
  transactionFee: commissionPlans.transactionFee,
  referralFeeFrom: commissionPlans.referralFeeFrom,
  coachPercent: commissionPlans.coachPercent,
  note: commissionPlans.note,
  createdBy: sql<string>`coalesce(${users.name}, 'the office')`,
  createdAt: commissionPlans.createdAt,
};

const shape = (row: Omit<PlanTerms, 'createdAt'> & { createdAt: Date }): PlanTerms => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every plan, its terms latest start first, and how many admin configs name it. */
export async function listPlans(db: Db | Tx, defaultPlan: string) {
  const rows = await db
    .select(columns)
    .from(commissionPlans)
    .leftJoin(users, eq(users.id, commissionPlans.createdBy))
    .orderBy(sql`lower(${commissionPlans.name})`, desc(commissionPlans.effectiveFrom));
  const named = await db
    .select({
      name: sql<string>`lower(${agentAdminConfigs.commissionPlan})`,
      n: sql<number>`count(*)::int`,
    })
    .from(agentAdminConfigs)
    .groupBy(sql`lower(${agentAdminConfigs.commissionPlan})`);
  const agents = new Map(named.map((r) => [r.name, r.n]));
  // An admin config naming no plan is priced by the default one.
  const unnamed = agents.get('') ?? 0;
  const plans = new Map<string, { name: string; agents: number; terms: PlanTerms[] }>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    const plan = plans.get(key) ?? {
      name: row.name,
      agents: (agents.get(key) ?? 0) + (key === defaultPlan.toLowerCase() ? unnamed : 0),
      terms: [],
    };
    plan.terms.push(shape(row));
    plans.set(key, plan);
  }
  return [...plans.values()];
}

/** Whether 'MM-DD' is a day every year has (29 February is not: the cap would skip years). */
const everyYearHas = (monthDay: string) => {
  const d = new Date(`2023-${monthDay}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(5, 10) === monthDay;
};

export async function addPlanTerms(
  tx: Tx,
  act: Act,
  input: Omit<PlanTerms, 'id' | 'createdBy' | 'createdAt'>,
): Promise<PlanTerms> {
  if (act.actor === null) throw forbidden();
  const today = businessDay(act.now);
  if (input.effectiveFrom < today)
    throw fieldRefused(
      'effectiveFrom',
      'Terms start today or later: closings already priced keep the terms they were priced with',
    );
  if (!everyYearHas(input.capResetsOn))
    throw fieldRefused('capResetsOn', 'must be a day every year has, such as 01-01');
  // The plan's name as it was first written, whatever case this one is typed in.
  const [plan] = await tx
    .select({ name: commissionPlans.name })
    .from(commissionPlans)
    .where(sql`lower(${commissionPlans.name}) = lower(${input.name})`)
    .orderBy(commissionPlans.id)
    .limit(1);
  const name = plan?.name ?? input.name;
  const [same] = await tx
    .select({ id: commissionPlans.id })
    .from(commissionPlans)
    .where(
      sql`lower(${commissionPlans.name}) = lower(${name}) and ${commissionPlans.effectiveFrom} = ${input.effectiveFrom}`,
    );
  if (same) throw fieldRefused('effectiveFrom', `${name} already has terms starting on that day`);
  const [made] = await tx
    .insert(commissionPlans)
    .values({ ...input, name, createdBy: act.actor, createdAt: act.now })
    .returning({ id: commissionPlans.id });
  if (!made) throw new Error('commission plan insert returned nothing');
  const [row] = await tx
    .select(columns)
    .from(commissionPlans)
    .leftJoin(users, eq(users.id, commissionPlans.createdBy))
    .where(eq(commissionPlans.id, made.id));
  if (!row) throw new Error('commission plan vanished');
  return shape(row);
}
