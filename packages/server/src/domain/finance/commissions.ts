import { type Money, parseMoney } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { cases } from '../../db/schema.js';
import { caseCommissions, commissionPlans } from '../../db/schema-payroll.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertClosingMatchesCda } from './cda-check.js';
import type { MemberShare } from './commission-math.js';
import {
  earlierVersions,
  recloseMember,
  recloseMembers,
  reopeningsOf,
} from './commission-reclose.js';
import { priceCase, shareColumns } from './commission-shares.js';
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
 * than who reopened the case. The numbers are `priceCase`'s, the CDA's too: a case with a CDA
 * closes only on its approved latest version, and only when that is what this posts (cda-check.ts).
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
  const priced = await priceCase(tx, act, c, input.defaultPlan);
  // A case whose CDA went to title/escrow posts exactly what it says, or does not close.
  await assertClosingMatchesCda(tx, c, priced);
  const day = priced.day;
  if (priced.members.length === 0) {
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
  const posted: PostedCommission[] = [];
  for (const { share, plan, planYear, coachId } of priced.members) {
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
      planYear,
      businessDay: day,
      ...shareColumns(share),
      coachId,
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
