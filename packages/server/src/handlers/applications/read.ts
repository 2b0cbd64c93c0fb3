import type { ApplicationKind, ApplicationStatus } from '@bq/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import {
  type Decider,
  decidableSql,
  FROM_APPLICATIONS,
  type RowData,
  rowColumns,
  toRow,
} from '../../domain/applications/queue.js';
import { loadVisible } from '../../domain/applications/visibility.js';
import { invoiceOf } from './invoice.js';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Page {
  pageNum: number;
  pageSize: number;
}

async function page(db: Db, who: Decider | null, now: Date, where: SQL, order: SQL, p: Page) {
  const [total] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM ${FROM_APPLICATIONS} WHERE ${where}`,
  );
  const list = await rows<RowData>(
    db,
    sql`SELECT ${rowColumns(who, now)} FROM ${FROM_APPLICATIONS} WHERE ${where}
      ORDER BY ${order} LIMIT ${p.pageSize} OFFSET ${(p.pageNum - 1) * p.pageSize}`,
  );
  return { total: Number(total?.n ?? 0), list: list.map(toRow) };
}

const SORTS: Record<string, SQL> = {
  dueAt: sql`(coalesce(a.submitted_at, a.created_at) + k.service_hours * interval '1 hour')`,
  submittedAt: sql`coalesce(a.submitted_at, a.created_at)`,
  id: sql`a.id`,
};

export interface QueueQuery extends Page {
  kind?: ApplicationKind;
  status: ApplicationStatus;
  keyword?: string;
  overdue?: boolean;
  sortBy: 'dueAt' | 'submittedAt' | 'id';
  sortOrder: 'asc' | 'desc';
}

/**
 * The queue's search box ("No., applicant or form text"): the number, the applicant's name, or
 * any value typed in the form (a vendor, a topic, an invoice number), never the form's field names.
 */
function keywordSql(keyword: string): SQL {
  const like = `%${likeEscape(keyword)}%`;
  return sql`(a.id::text = ${keyword} OR u.name ILIKE ${like}
    OR EXISTS (SELECT 1 FROM jsonb_each_text(a.payload) f WHERE f.value ILIKE ${like}))`;
}

/** The decider's queue: pending = what they may decide now; other statuses = what they decided. */
export function searchQueue(db: Db, who: Decider, q: QueueQuery, now: Date) {
  const due = SORTS.dueAt as SQL;
  const where = sql.join(
    [
      q.status === 'pending'
        ? decidableSql(who, now)
        : sql`a.status = ${q.status} AND EXISTS (SELECT 1 FROM approval_records r
            WHERE r.application_id = a.id AND r.actor_id = ${who.userId}
              AND r.action IN ('passed', 'rejected'))`,
      q.kind ? sql`a.type = ${q.kind}` : sql`true`,
      q.keyword ? keywordSql(q.keyword) : sql`true`,
      q.overdue === undefined
        ? sql`true`
        : q.overdue
          ? sql`(a.status = 'pending' AND ${due} < ${now.toISOString()}::timestamptz)`
          : sql`NOT (a.status = 'pending' AND ${due} < ${now.toISOString()}::timestamptz)`,
    ],
    sql` AND `,
  );
  const dir = q.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  return page(db, who, now, where, sql`${SORTS[q.sortBy]} ${dir}, a.id ${dir}`, q);
}

export function myApplications(
  db: Db,
  who: Decider,
  q: Page & { kind?: ApplicationKind; status?: ApplicationStatus },
  now: Date,
) {
  const where = sql.join(
    [
      sql`a.applicant_id = ${who.userId}`,
      q.kind ? sql`a.type = ${q.kind}` : sql`true`,
      q.status ? sql`a.status = ${q.status}` : sql`true`,
    ],
    sql` AND `,
  );
  return page(db, null, now, where, sql`a.id DESC`, q);
}

interface RecordData {
  id: number;
  application_id: number;
  step: number;
  action: 'submitted' | 'withdrawn' | 'passed' | 'rejected';
  actor_id: number;
  actor_name: string;
  acting_for_id: number | null;
  acting_for_name: string | null;
  comment: string;
  created_at: string | Date;
}

const RECORDS = sql`approval_records r JOIN users au ON au.id = r.actor_id
  LEFT JOIN users fu ON fu.id = r.acting_for_id`;

function toRecord(r: RecordData) {
  return {
    id: r.id,
    applicationId: r.application_id,
    step: Number(r.step),
    action: r.action,
    by: r.actor_id,
    byName: r.actor_name,
    actingForId: r.acting_for_id,
    actingForName: r.acting_for_name,
    comment: r.comment,
    at: new Date(r.created_at).toISOString(),
  };
}

export async function records(db: Db, who: Decider, applicationId: number, now: Date, p?: Page) {
  await loadVisible(db, who, applicationId, now);
  const limit = p ? sql`LIMIT ${p.pageSize} OFFSET ${(p.pageNum - 1) * p.pageSize}` : sql``;
  const [total] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM approval_records WHERE application_id = ${applicationId}`,
  );
  const list = await rows<RecordData>(
    db,
    sql`SELECT r.*, au.name AS actor_name, fu.name AS acting_for_name FROM ${RECORDS}
      WHERE r.application_id = ${applicationId} ORDER BY r.id ${limit}`,
  );
  return { total: Number(total?.n ?? 0), list: list.map(toRecord) };
}

/** One application with its form, the stepper of its chain and its records. */
export async function detail(db: Db, who: Decider, id: number, now: Date) {
  const app = await loadVisible(db, who, id, now);
  const [row] = await rows<RowData>(
    db,
    sql`SELECT ${rowColumns(who, now)} FROM ${FROM_APPLICATIONS} WHERE a.id = ${id}`,
  );
  const [canDecide] = await rows<{ ok: boolean }>(
    db,
    sql`SELECT ${decidableSql(who, now)} AS ok FROM applications a
      JOIN application_steps s ON s.kind = a.type AND s.step = a.step WHERE a.id = ${id}`,
  );
  const steps = await rows<{ step: number; name: string; module_id: string }>(
    db,
    sql`SELECT step, name, module_id FROM application_steps WHERE kind = ${app.type}
      AND (min_amount IS NULL OR ${app.amount}::numeric >= min_amount) ORDER BY step`,
  );
  const recs = (await records(db, who, id, now)).list;
  const chain = steps.map((s) => {
    const step = Number(s.step);
    const decision = recs.findLast(
      (r) => r.step === step && (r.action === 'passed' || r.action === 'rejected'),
    );
    const state = decision
      ? decision.action === 'passed'
        ? ('done' as const)
        : ('rejected' as const)
      : app.status === 'pending' && app.step === step
        ? ('current' as const)
        : ('todo' as const);
    return {
      step,
      name: s.name,
      moduleId: s.module_id,
      state,
      decidedBy: decision?.byName ?? null,
      actingFor: decision?.actingForName ?? null,
      at: decision?.at ?? null,
      comment: decision?.comment ?? null,
    };
  });
  if (!row) throw new Error('application row vanished');
  const decided = recs.some((r) => r.action === 'passed' || r.action === 'rejected');
  const invoice = app.type === 'vendor' ? await invoiceOf(db, id) : null;
  return {
    ...toRow(row),
    form: app.payload,
    invoice: invoice && { fileName: invoice.fileName, mime: invoice.mime, size: invoice.size },
    chain,
    records: recs,
    canWithdraw:
      app.applicantId === who.userId &&
      (app.status === 'draft' || (app.status === 'pending' && !decided)),
    canDecide: Boolean(canDecide?.ok),
  };
}
