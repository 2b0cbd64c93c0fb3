import { businessDay, type Money, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/index.js';
import { agentAdminConfigs, agents, type cases, caseTeam, users } from '../../db/schema.js';
import { coachAgreements } from '../../db/schema-coach.js';
import { caseCommissions, commissionPlans } from '../../db/schema-payroll.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import {
  caseCommission,
  caseGross,
  type MemberShare,
  type PlanTerms,
  planYearStart,
  teamWithOwner,
} from './commission-math.js';

/**
 * What a case's commission is, priced as its closing prices it (docs/finance-closings.md
 * "Commissions"): the team, each member's plan in effect on the day, the cap room left, the
 * coach, and `caseCommission`'s shares. One function for the closing (`postCaseCommission`) and
 * the CDA (cda.ts), so the document title/escrow is sent and the ledger cannot disagree.
 */

export type PlanRow = typeof commissionPlans.$inferSelect;

const termsOf = (p: PlanRow): PlanTerms => ({
  agentPercent: p.agentPercent,
  annualCap: p.annualCap === null ? null : parseMoney(p.annualCap),
  transactionFee: parseMoney(p.transactionFee),
  referralFeeFrom: p.referralFeeFrom,
  coachPercent: p.coachPercent,
});

/** The plan named `name` in effect on `day` (the latest row effective on or before it). */
export async function planInEffect(tx: Tx, name: string, day: string): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(commissionPlans)
    .where(
      and(
        sql`lower(${commissionPlans.name}) = lower(${name})`,
        lte(commissionPlans.effectiveFrom, day),
      ),
    )
    .orderBy(desc(commissionPlans.effectiveFrom))
    .limit(1);
  return row ?? null;
}

/** Whether some plan (of any date) has this name, whatever its case: what an admin config may name. */
export async function commissionPlanNamed(tx: Tx, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: commissionPlans.id })
    .from(commissionPlans)
    .where(sql`lower(${commissionPlans.name}) = lower(${name.trim()})`)
    .limit(1);
  return row !== undefined;
}

/** Each member's plan name: their admin config's, else the office's default. */
export async function planNames(tx: Tx, userIds: number[], fallback: string) {
  const rows = await tx
    .select({ userId: agents.userId, plan: agentAdminConfigs.commissionPlan })
    .from(agents)
    .innerJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .where(inArray(agents.userId, userIds));
  const named = new Map(rows.map((r) => [r.userId, r.plan.trim()]));
  return new Map(userIds.map((id) => [id, named.get(id) || fallback]));
}

const coachAgent = alias(agents, 'coach_agent');

/** The coach (a user) of each coached member on `day`: an active agreement covering it. */
async function coachesOn(tx: Tx, userIds: number[], day: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ mentee: agents.userId, coach: coachAgent.userId })
    .from(coachAgreements)
    .innerJoin(agents, eq(agents.id, coachAgreements.menteeAgentId))
    .innerJoin(coachAgent, eq(coachAgent.id, coachAgreements.coachAgentId))
    .where(
      and(
        inArray(agents.userId, userIds),
        eq(coachAgreements.status, 'active'),
        lte(coachAgreements.startDate, day),
        or(isNull(coachAgreements.endDate), sql`${coachAgreements.endDate} >= ${day}`),
      ),
    );
  return new Map(rows.map((r) => [r.mentee, r.coach]));
}

/**
 * Company dollars kept from an agent in a plan year so far: each other case's latest version
 * (a re-closed case counts once, as it was last priced; the case being priced counts nothing).
 */
export async function capUsed(
  tx: Tx,
  userId: number,
  planYear: string,
  caseId: number,
): Promise<Money> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${caseCommissions.officeAmount}), 0)::text` })
    .from(caseCommissions)
    .where(
      and(
        eq(caseCommissions.userId, userId),
        eq(caseCommissions.planYear, planYear),
        sql`${caseCommissions.caseId} <> ${caseId}`,
        sql`${caseCommissions.version} = (SELECT max(c2.version) FROM case_commissions c2
          WHERE c2.case_id = ${caseCommissions.caseId} AND c2.user_id = ${caseCommissions.userId})`,
      ),
    );
  return parseMoney(row?.sum ?? '0');
}

type CaseRow = typeof cases.$inferSelect;

/** A member's priced part: the share, the plan and plan year it was priced by, their coach. */
export interface PricedMember {
  share: MemberShare;
  plan: PlanRow;
  planYear: string;
  /** The coach paid a share (null when the share gives none). */
  coachId: number | null;
}

/** A case priced on a day: its gross (null: it states none) and each member's part. */
export interface PricedCase {
  day: string;
  gross: Money | null;
  members: PricedMember[];
}

/**
 * Prices a case on the business day of `act.now`. A case with no gross (or a gross of 0) prices
 * no member. A member whose plan is not in effect on the day refuses (409): a commission is never
 * priced on a guess; finance adds the plan (or the agent's config names one) first. The members'
 * user rows are locked (id order), so two closings of one agent count the cap one after the other.
 */
export async function priceCase(
  tx: Tx,
  act: Act,
  c: CaseRow,
  defaultPlan: string,
): Promise<PricedCase> {
  const day = businessDay(act.now);
  const gross = caseGross(c);
  if (gross === null || gross.minor <= 0n) return { day, gross, members: [] };
  const rows = await tx
    .select({ userId: caseTeam.userId, percent: caseTeam.percent })
    .from(caseTeam)
    .where(eq(caseTeam.caseId, c.id));
  const team = teamWithOwner(c.ownerId, rows);
  const ids = team.map((m) => m.userId);
  // The members' rows locked in id order: two closings of one agent's cases count the cap one
  // after the other, so neither spends room the other already spent.
  await tx.execute(
    sql`SELECT id FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR NO KEY UPDATE`,
  );
  const names = await planNames(tx, ids, defaultPlan);
  const coaches = await coachesOn(tx, ids, day);
  const plans = new Map<number, PlanRow>();
  for (const id of ids) {
    const name = names.get(id) ?? defaultPlan;
    const plan = await planInEffect(tx, name, day);
    if (!plan) {
      const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
      throw conflict(
        `No commission plan "${name}" is in effect on ${day} for ${who?.name ?? `user ${id}`}: finance adds it before the case closes`,
      );
    }
    plans.set(id, plan);
  }
  const members = await Promise.all(
    team.map(async (m) => {
      const plan = plans.get(m.userId) as PlanRow;
      const year = planYearStart(day, plan.capResetsOn);
      return {
        userId: m.userId,
        teamPercent: m.percent,
        terms: termsOf(plan),
        capUsed: await capUsed(tx, m.userId, year, c.id),
        coached: coaches.has(m.userId),
        year,
        plan,
      };
    }),
  );
  const shares = caseCommission({ gross, referralPercent: c.referralFeePercent, members });
  return {
    day,
    gross,
    members: shares.map((share, i) => ({
      share,
      plan: members[i]?.plan as PlanRow,
      planYear: members[i]?.year ?? day,
      coachId: share.coach.minor > 0n ? (coaches.get(share.userId) ?? null) : null,
    })),
  };
}

/**
 * A member's share as the rows that keep it store it (the closing's `case_commissions`, a CDA
 * version's `cda_shares`): the same columns, so the CDA and the closing compare cent for cent.
 */
export function shareColumns(share: MemberShare) {
  return {
    teamPercent: share.teamPercent,
    gross: moneyToDecimal(share.gross),
    referralFee: moneyToDecimal(share.referralFee),
    officeAmount: moneyToDecimal(share.office),
    transactionFee: moneyToDecimal(share.transactionFee),
    coachAmount: moneyToDecimal(share.coach),
    agentAmount: moneyToDecimal(share.agent),
  };
}
