import { and, eq, gte, or, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { approvalDelegations } from '../../db/schema-applications.js';
import { fieldRefused } from '../../envelope.js';
import { canDecide } from './deciders.js';

/**
 * One in-app reminder per overdue application to each person who may decide its step. The
 * `reminded_at` update and the messages are one statement, so a reminder is sent once even when
 * two queue reads run it at the same moment (the second finds `reminded_at` set). Run on every
 * queue read; cheap when nothing is newly overdue.
 */
export async function remindOverdue(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const sent = await rows<{ n: number | string }>(
    db,
    sql`WITH due AS (
        UPDATE applications a SET reminded_at = ${at}::timestamptz
        FROM application_steps s, application_kinds k
        WHERE s.kind = a.type AND s.step = a.step AND k.kind = a.type AND a.status = 'pending'
          AND a.reminded_at IS NULL
          AND coalesce(a.submitted_at, a.created_at) + k.service_hours * interval '1 hour'
            < ${at}::timestamptz
        RETURNING a.id, a.applicant_id, s.module_id, k.title
      ), sent AS (
        INSERT INTO messages (user_id, title, content, sender, created_at)
        SELECT us.id, 'Application #' || due.id || ' is overdue',
          'The ' || lower(due.title) || ' application #' || due.id
            || ' has passed its service time and waits for your decision.',
          'Approvals', ${at}::timestamptz
        FROM due JOIN users us ON us.id <> due.applicant_id AND EXISTS (
          SELECT 1 FROM role_modules rm
          WHERE rm.role_id = us.active_role_id AND rm.module_id = due.module_id)
        RETURNING 1
      ) SELECT count(*) AS n FROM sent`,
  );
  return Number(sent[0]?.n ?? 0);
}

export async function setDelegation(
  db: Db,
  approverId: number,
  d: { delegateId: number; startsOn: string; endsOn: string },
) {
  if (d.delegateId === approverId) throw fieldRefused('delegateId', 'must be someone else');
  if (d.endsOn < d.startsOn) throw fieldRefused('endsOn', 'must not be before the start');
  const [delegate] = await rows<{ ok: boolean }>(
    db,
    sql`SELECT ${canDecide(sql`u.id`)} AS ok FROM users u WHERE u.id = ${d.delegateId}`,
  );
  if (!delegate) throw fieldRefused('delegateId', 'is not a user');
  if (!delegate.ok)
    throw fieldRefused('delegateId', 'cannot decide applications (no approval role)');
  const [row] = await db
    .insert(approvalDelegations)
    .values({ approverId, ...d })
    .returning({ id: approvalDelegations.id });
  if (!row) throw new Error('delegation insert returned nothing');
  return { id: row.id };
}

export async function listDelegations(db: Db, userId: number, now: Date) {
  const today = businessDay(now);
  const list = await db
    .select({
      id: approvalDelegations.id,
      approverId: approvalDelegations.approverId,
      approverName: sql<string>`(SELECT name FROM ${users} WHERE id = ${approvalDelegations.approverId})`,
      delegateId: approvalDelegations.delegateId,
      delegateName: sql<string>`(SELECT name FROM ${users} WHERE id = ${approvalDelegations.delegateId})`,
      startsOn: approvalDelegations.startsOn,
      endsOn: approvalDelegations.endsOn,
    })
    .from(approvalDelegations)
    .where(
      and(
        or(eq(approvalDelegations.approverId, userId), eq(approvalDelegations.delegateId, userId)),
        gte(approvalDelegations.endsOn, today),
      ),
    )
    .orderBy(approvalDelegations.startsOn);
  return { list };
}
