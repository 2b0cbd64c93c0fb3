import { eq } from 'drizzle-orm';
import { caseCommissions } from '../src/db/schema-payroll.js';
import { completeDraft, tc } from './cases-helpers.js';
import type { TestApp } from './helpers.js';

/**
 * A case of `owner` (a demo agent's token) with a commission and a team split, taken through
 * submit, review and approval by the approver; `close` closes it (the commission posts then).
 */
export async function approvedCase(
  t: TestApp,
  tk: { approver: string },
  owner: string,
  fields: { commissionAmount?: string; referralFeePercent?: string; teamSplit?: object[] },
  type: 3 | 6 = 3,
): Promise<{ id: number; caseNo: string }> {
  const made = await completeDraft(t.app, owner, type, fields);
  const submitted = await tc(t.app, 'submit', owner, { id: made.id });
  if (submitted.code !== 200) throw new Error(submitted.message);
  for (const to of ['in_review', 'approved']) {
    const moved = await tc(t.app, 'changeStatus', tk.approver, { id: made.id, to, comment: '' });
    if (moved.code !== 200) throw new Error(moved.message);
  }
  return made;
}

export const closeCase = (t: TestApp, token: string, id: number) =>
  tc(t.app, 'changeStatus', token, { id, to: 'closed', comment: '' });

export const commissionsOf = (t: TestApp, caseId: number) =>
  t.database.db
    .select()
    .from(caseCommissions)
    .where(eq(caseCommissions.caseId, caseId))
    .orderBy(caseCommissions.userId);

/** A case's commissions as the tests compare them: each member's parts, by user. */
export const amounts = (rows: Awaited<ReturnType<typeof commissionsOf>>) =>
  rows.map((r) => ({
    userId: r.userId,
    gross: r.gross,
    office: r.officeAmount,
    fee: r.transactionFee,
    coach: r.coachAmount,
    agent: r.agentAmount,
  }));

/** One member's commission as `amounts` shows it. */
export const share = (
  userId: number | undefined,
  gross: string,
  office: string,
  fee: string,
  coach: string,
  agent: string,
) => ({ userId, gross, office, fee, coach, agent });
