import { CODES } from '@bq/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { messages } from '../../db/schema.js';
import { applications, approvalRecords } from '../../db/schema-applications.js';
import { ApiError, conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import { notifyPerson } from '../messages/notify-person.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { applyEffect, type EntryPass } from './effects.js';
import { actingForSql, type Decider } from './queue.js';

export const KIND_TITLES: Record<string, string> = {
  tutor: 'tutoring',
  wages: 'wages',
  entry: 'entry',
  'coach-cost': 'coach cost',
  vendor: 'vendor payment',
  mentor: 'become-a-mentor',
};

/** Anything sent to the applicant goes through here, inside the decision's transaction. */
export async function notify(tx: Tx, userId: number, title: string, content: string, at: Date) {
  await tx.insert(messages).values({ userId, title, content, sender: 'Approvals', createdAt: at });
}

interface Loaded {
  id: number;
  applicant_id: number;
  type: string;
  status: string;
  step: number;
  version: number;
  amount: string | null;
  module_id: string;
  acting_for: number | null;
}

/** The application as the decider sees it, or the reason they may not decide it. */
async function loadForDecision(tx: Tx, id: number, who: Decider, now: Date): Promise<Loaded> {
  const [row] = await rows<Loaded>(
    tx as unknown as Db,
    sql`SELECT a.id, a.applicant_id, a.type, a.status, a.step, a.version, a.amount::text AS amount,
        s.module_id, ${actingForSql(who.userId, now)} AS acting_for
      FROM applications a JOIN application_steps s ON s.kind = a.type AND s.step = a.step
      WHERE a.id = ${id}`,
  );
  if (!row) throw notFound('Application');
  assertNotOwnWork(who.userId, [row.applicant_id], 'application');
  if (row.status !== 'pending') {
    throw conflict(`This application is already ${row.status}; nothing is left to decide`);
  }
  const holds = who.modules.has(row.module_id);
  if (!holds && row.acting_for === null) {
    throw forbidden('Deciding this step needs a role you do not hold');
  }
  return { ...row, acting_for: holds ? null : row.acting_for };
}

/** The next step of the chain that applies to this amount, or null when the chain is done. */
async function nextStep(tx: Tx, row: Loaded): Promise<number | null> {
  const [next] = await rows<{ step: number }>(
    tx as unknown as Db,
    sql`SELECT step FROM application_steps
      WHERE kind = ${row.type} AND step > ${row.step}
        AND (min_amount IS NULL OR ${row.amount}::numeric >= min_amount)
      ORDER BY step LIMIT 1`,
  );
  return next ? Number(next.step) : null;
}

/**
 * A fault to run after the status update and record, before the effect commits: a test passes
 * one that throws to prove the decision, its record and its effect are one write.
 */
export interface DecisionFaults {
  beforeEffect?: () => void | Promise<void>;
}

export interface Decision {
  id: number;
  decision: 'pass' | 'reject';
  comment: string;
  entry?: EntryPass;
}

/**
 * One decision in one transaction: a conditional update (status, step and version as read), the
 * approval record, the effect of the last pass and the message to the applicant. A concurrent
 * decision on the same step makes the update match nothing: 409, and nothing of this one stays.
 */
export async function decide(
  db: Db,
  who: Decider,
  d: Decision,
  now: Date,
  faults: DecisionFaults = {},
) {
  if (d.decision === 'reject' && d.comment.trim() === '') {
    throw fieldRefused('comment', 'is required to reject');
  }
  const act = { now, actor: who.userId };
  return db.transaction(async (tx) => {
    const row = await loadForDecision(tx, d.id, who, now);
    if (row.type === 'entry' && d.decision === 'pass' && !d.entry) {
      throw new ApiError(
        CODES.badInput,
        'An entry is passed with entryApplicationPass: it needs the role of the new agent',
      );
    }
    const next = d.decision === 'pass' ? await nextStep(tx, row) : null;
    const status: 'rejected' | 'approved' | 'pending' =
      d.decision === 'reject' ? 'rejected' : next === null ? 'approved' : 'pending';
    const updated = await tx
      .update(applications)
      .set({
        status,
        step: next ?? row.step,
        version: row.version + 1,
        updatedAt: now,
        ...(status !== 'pending' && { decidedAt: now }),
      })
      .where(
        and(
          eq(applications.id, row.id),
          eq(applications.status, 'pending'),
          eq(applications.step, row.step),
          eq(applications.version, row.version),
        ),
      )
      .returning({ id: applications.id });
    if (updated.length === 0) {
      throw conflict('Someone else decided this application at the same time; reload it');
    }
    await tx.insert(approvalRecords).values({
      applicationId: row.id,
      step: row.step,
      action: d.decision === 'pass' ? 'passed' : 'rejected',
      actorId: who.userId,
      actingForId: row.acting_for,
      comment: d.comment,
      createdAt: now,
    });
    await faults.beforeEffect?.();
    const effect =
      status === 'approved' ? await applyEffect(tx, act, { row, entry: d.entry }) : null;
    const what = KIND_TITLES[row.type] ?? row.type;
    // The message center's template, in-app and/or by e-mail as the applicant chose.
    await notifyPerson(tx, act, {
      userId: row.applicant_id,
      code: 'application-decided',
      values: {
        applicationNo: String(row.id),
        applicationKind: what,
        decision: status === 'pending' ? `passed step ${row.step}, waiting for the next` : status,
        reason: d.comment ? (status === 'rejected' ? d.comment : `Comment: ${d.comment}`) : '',
      },
      sender: 'Approvals',
    });
    return { id: row.id, status, step: next ?? row.step, effect };
  });
}
