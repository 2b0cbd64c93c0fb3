import { businessDay, type Money, moneyToDecimal, parseMoney } from '@bq/validators';
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/index.js';
import { agentAdminConfigs, agents, cases, caseTeam, users } from '../../db/schema.js';
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
import {
  earlierVersions,
  recloseMember,
  recloseMembers,
  reopeningsOf,
} from './commission-reclose.js';
import { waterfallLines } from './commission-waterfall.js';
import { postTransfer } from './ledger.js';
import { attachToStatements } from './statements.js';

/**
 * A closed case's commission on the ledger: each team member's part, priced by the plan their
 * admin config names as it stood on the closing day, posted once as
 * `case:<id>:commission:<user>:v1` with its whole waterfall (commission-waterfall.ts: the gross
 * part due from title/escrow, the referral fee, the agent's net, the coach's share, the
 * transaction fee and the company dollar) and kept in `case_commissions` with how it was
 * computed. Called by the case's close, in its transaction; calling it again for the same case
 * answers what was posted.
 */

export const COMMISSION_VERSION = 1;

export const commissionKey = (caseId: number, userId: number, version = COMMISSION_VERSION) =>
  `case:${caseId}:commission:${userId}:v${version}`;

type PlanRow = typeof commissionPlans.$inferSelect;

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

export interface PostedCommission extends MemberShare {
  planId: number;
  planName: string;
  coachId: number | null;
  transferId: number | null;
}

async function postedBefore(tx: Tx, caseId: number, version: number): Promise<PostedCommission[]> {
  const rows = await tx
    .select({ c: caseCommissions, planName: commissionPlans.name })
    .from(caseCommissions)
    .innerJoin(commissionPlans, eq(commissionPlans.id, caseCommissions.planId))
    .where(and(eq(caseCommissions.caseId, caseId), eq(caseCommissions.version, version)))
    .orderBy(caseCommissions.id);
  return rows.map(({ c, planName }) => ({
    userId: c.userId,
    teamPercent: c.teamPercent,
    gross: parseMoney(c.gross),
    referralFee: parseMoney(c.referralFee),
    office: parseMoney(c.officeAmount),
    transactionFee: parseMoney(c.transactionFee),
    coach: parseMoney(c.coachAmount),
    agent: parseMoney(c.agentAmount),
    planId: c.planId,
    planName,
    coachId: c.coachId,
    transferId: c.transferId,
  }));
}

/**
 * Posts a closed case's commission to the ledger, once per close. A case with no gross commission
 * posts nothing. A member whose plan is not in effect on the day refuses the close (409): a
 * closing is never priced on a guess; finance adds the plan (or the agent's config names one)
 * first. A case closed again after a reopening posts the next version (`:v2`, …) as a correction
 * of each member's earlier one (commission-reclose.ts): the difference moves, never a second
 * commission. `secondPersonAbove`: a re-close moving more than it is closed by someone other
 * than who reopened the case.
 */
export async function postCaseCommission(
  tx: Tx,
  act: Act,
  input: { caseId: number; defaultPlan: string; secondPersonAbove?: Money },
): Promise<PostedCommission[]> {
  const reopened = await reopeningsOf(tx, input.caseId);
  const version = COMMISSION_VERSION + reopened.count;
  const before = await postedBefore(tx, input.caseId, version);
  if (before.length > 0) return before;
  const [c] = await tx.select().from(cases).where(eq(cases.id, input.caseId));
  if (!c) throw conflict(`No case ${input.caseId}`);
  const earlier = version > COMMISSION_VERSION ? await earlierVersions(tx, c.id, version) : [];
  const gross = caseGross(c);
  if (gross === null || gross.minor <= 0n) {
    if (reopened.last)
      await recloseMembers(tx, act, {
        c,
        version,
        reopened: reopened.last,
        earlier,
        posted: [],
        secondPersonAbove: input.secondPersonAbove,
      });
    return [];
  }
  const day = businessDay(act.now);
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
  const names = await planNames(tx, ids, input.defaultPlan);
  const coaches = await coachesOn(tx, ids, day);
  const plans = new Map<number, PlanRow>();
  for (const id of ids) {
    const name = names.get(id) ?? input.defaultPlan;
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
      };
    }),
  );
  const shares = caseCommission({ gross, referralPercent: c.referralFeePercent, members });
  const posted: PostedCommission[] = [];
  for (const [i, share] of shares.entries()) {
    const member = members[i];
    const plan = plans.get(share.userId) as PlanRow;
    const coachId = share.coach.minor > 0n ? (coaches.get(share.userId) ?? null) : null;
    const lines = await waterfallLines(tx, act, share, coachId);
    const eventKey = commissionKey(c.id, share.userId, version);
    const memo = `${c.caseNo}: commission, ${share.teamPercent}% of the team split, plan ${plan.name}`;
    let transferId: number | null = null;
    if (reopened.last) {
      transferId = await recloseMember(tx, act, {
        c,
        userId: share.userId,
        reopened: reopened.last,
        earlier,
        lines,
        eventKey,
        memo,
        secondPersonAbove: input.secondPersonAbove,
      });
    } else if (lines.length > 0) {
      const transfer = await postTransfer(tx, act, {
        eventKey,
        source: { kind: 'case', id: c.id },
        memo,
        lines,
      });
      transferId = transfer.id;
      await attachToStatements(tx, act, transfer);
    }
    await tx.insert(caseCommissions).values({
      caseId: c.id,
      userId: share.userId,
      version,
      planId: plan.id,
      planYear: member?.year ?? day,
      businessDay: day,
      teamPercent: share.teamPercent,
      gross: moneyToDecimal(share.gross),
      referralFee: moneyToDecimal(share.referralFee),
      officeAmount: moneyToDecimal(share.office),
      transactionFee: moneyToDecimal(share.transactionFee),
      coachId,
      coachAmount: moneyToDecimal(share.coach),
      agentAmount: moneyToDecimal(share.agent),
      transferId,
      createdAt: act.now,
    });
    posted.push({ ...share, planId: plan.id, planName: plan.name, coachId, transferId });
  }
  if (reopened.last)
    await recloseMembers(tx, act, {
      c,
      version,
      reopened: reopened.last,
      earlier,
      posted: posted.map((p) => p.userId),
      secondPersonAbove: input.secondPersonAbove,
    });
  return posted;
}
