import type { ApplicationKind, ApplicationStatus } from '@bq/contract';
import { type SQL, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';

/** Who asks: enough of the session to decide what they may see and decide. */
export interface Decider {
  userId: number;
  modules: ReadonlySet<string>;
}

/**
 * The delegation through which `userId` may decide the step joined as `s` of application `a`: an
 * approver who holds the step's module named them for today, and is not the applicant. Null when
 * there is none (the caller then needs the module themselves).
 */
export function actingForSql(userId: number, now: Date): SQL {
  return sql`(SELECT d.approver_id FROM approval_delegations d
    JOIN users du ON du.id = d.approver_id
    WHERE d.delegate_id = ${userId} AND ${businessDay(now)}::date BETWEEN d.starts_on AND d.ends_on
      AND d.approver_id <> a.applicant_id
      AND EXISTS (SELECT 1 FROM role_modules rm
        WHERE rm.role_id = du.active_role_id AND rm.module_id = s.module_id)
    ORDER BY d.id LIMIT 1)`;
}

function heldSql(modules: ReadonlySet<string>): SQL {
  const ids = [...modules];
  if (ids.length === 0) return sql`false`;
  return sql`s.module_id IN (${sql.join(
    ids.map((m) => sql`${m}`),
    sql`, `,
  )})`;
}

/**
 * The one definition of "an application this person may decide now": pending, not their own,
 * at a step whose module they hold or hold by delegation. The queue, the decisions and the
 * header's pending badge (getNum) all use it. Needs `applications a` joined with
 * `application_steps s ON s.kind = a.type AND s.step = a.step`.
 */
export function decidableSql(who: Decider, now: Date): SQL {
  return sql`(a.status = 'pending' AND a.applicant_id <> ${who.userId}
    AND (${heldSql(who.modules)} OR ${actingForSql(who.userId, now)} IS NOT NULL))`;
}

export const FROM_APPLICATIONS = sql`applications a
  JOIN application_steps s ON s.kind = a.type AND s.step = a.step
  JOIN application_kinds k ON k.kind = a.type
  JOIN users u ON u.id = a.applicant_id`;

/** The header badge's "to decide" count: the same rows the queue's pending tab lists. */
export async function countDecidable(db: Db, who: Decider, now: Date): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM applications a
      JOIN application_steps s ON s.kind = a.type AND s.step = a.step
      WHERE ${decidableSql(who, now)}`,
  );
  return Number(row?.n ?? 0);
}

export interface RowData {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  applicant_id: number;
  applicant_name: string;
  period: string | null;
  step: number;
  step_name: string;
  submitted_at: string | Date | null;
  due_at: string | Date | null;
  overdue: boolean;
  acting_for: string | null;
  amount: string | null;
  version: number;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Columns of a list row; `actingFor` is the delegator's name when the caller decides for them. */
export function rowColumns(who: Decider | null, now: Date): SQL {
  const acting = who
    ? sql`CASE WHEN a.status = 'pending' AND NOT ${heldSql(who.modules)} THEN
        (SELECT name FROM users WHERE id = ${actingForSql(who.userId, now)}) END`
    : sql`NULL`;
  const due = sql`(coalesce(a.submitted_at, a.created_at) + k.service_hours * interval '1 hour')`;
  return sql`a.id, a.type AS kind, a.status, a.applicant_id, u.name AS applicant_name, a.period,
    CASE WHEN a.status = 'draft' THEN 0 ELSE a.step END AS step,
    CASE WHEN a.status = 'draft' THEN '' ELSE s.name END AS step_name,
    CASE WHEN a.status = 'draft' THEN NULL ELSE coalesce(a.submitted_at, a.created_at) END
      AS submitted_at,
    CASE WHEN a.status = 'pending' THEN ${due} END AS due_at,
    (a.status = 'pending' AND ${due} < ${now.toISOString()}::timestamptz) AS overdue,
    ${acting} AS acting_for, a.amount::text AS amount, a.version`;
}

export function toRow(r: RowData) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    applicantId: r.applicant_id,
    applicantName: r.applicant_name,
    period: r.period,
    step: Number(r.step),
    stepName: r.step_name,
    submittedAt: iso(r.submitted_at),
    dueAt: iso(r.due_at),
    overdue: Boolean(r.overdue),
    actingFor: r.acting_for,
    amount: r.amount,
    version: Number(r.version),
  };
}
