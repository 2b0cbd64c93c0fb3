import type { StatementDetail, StatementRow } from '@bq/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { payStatementFeesOwed } from '../../db/schema-agent-fees.js';
import { ledgerAccounts, ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import {
  payouts,
  payStatementEvents,
  payStatementLines,
  payStatements,
  type StatementStatus,
} from '../../db/schema-payroll.js';
import { correctionLinks } from '../../domain/finance/corrections-views.js';
import type { Payout } from '../../domain/finance/payouts.js';
import { notFound } from '../../envelope.js';

/** What finance reads of pay statements: the list, one statement, the CSV's rows. */

export interface StatementFilters {
  month?: string | undefined;
  status?: StatementStatus | undefined;
  keyword: string;
}

const person = alias(users, 'person');
const reviewer = alias(users, 'reviewer');
const approver = alias(users, 'approver');

export function statementWhere(f: StatementFilters): SQL | undefined {
  const p = f.keyword ? containsPattern(f.keyword, { lower: true }) : null;
  return and(
    f.month ? eq(payStatements.month, f.month) : undefined,
    f.status ? eq(payStatements.status, f.status) : undefined,
    p ? sql`lower(${person.name}) like ${p}` : undefined,
  );
}

/** A draft's running total is the sum of its lines; a reviewed one's is fixed. */
const running = sql<string>`coalesce(${payStatements.total}, (
    select sum(l.amount) from pay_statement_lines s join ledger_lines l on l.id = s.line_id
    where s.statement_id = ${payStatements.id}), 0)::numeric(14, 2)::text`;
const lineCount = sql<number>`(select count(*) from pay_statement_lines s
    where s.statement_id = ${payStatements.id})`.mapWith(Number);

function base(db: Db | Tx) {
  return db
    .select({
      s: payStatements,
      name: person.name,
      reviewedBy: reviewer.name,
      approvedBy: approver.name,
      total: running,
      lineCount,
    })
    .from(payStatements)
    .innerJoin(person, eq(person.id, payStatements.userId))
    .leftJoin(reviewer, eq(reviewer.id, payStatements.reviewedBy))
    .leftJoin(approver, eq(approver.id, payStatements.approvedBy));
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const rowOf = (r: BaseRow): StatementRow => ({
  id: r.s.id,
  userId: r.s.userId,
  name: r.name,
  month: r.s.month,
  status: r.s.status,
  total: r.total,
  lineCount: r.lineCount,
  reviewedBy: r.reviewedBy,
  approvedBy: r.approvedBy,
  paidAt: r.s.paidAt?.toISOString() ?? null,
  version: r.s.version,
});

export async function countStatements(db: Db | Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payStatements)
    .innerJoin(person, eq(person.id, payStatements.userId))
    .where(where);
  return row?.n ?? 0;
}

export async function statementRows(
  db: Db | Tx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<StatementRow[]> {
  const rows = await base(db)
    .where(where)
    .orderBy(desc(payStatements.month), asc(person.name), asc(payStatements.id))
    .limit(limit)
    .offset(offset);
  return rows.map(rowOf);
}

/** The names of these users, by id (for who made, settled or decided something). */
export const names = async (db: Db | Tx, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export async function statementDetail(
  db: Db | Tx,
  id: number,
  secondPersonAbove: string,
): Promise<StatementDetail> {
  const [row] = await base(db).where(eq(payStatements.id, id));
  if (!row) throw notFound('Pay statement');
  const lines = await db
    .select({ l: ledgerLines, t: ledgerTransfers, kind: ledgerAccounts.kind })
    .from(payStatementLines)
    .innerJoin(ledgerLines, eq(ledgerLines.id, payStatementLines.lineId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(eq(payStatementLines.statementId, id))
    .orderBy(asc(ledgerTransfers.businessDay), asc(ledgerLines.id));
  const owed = await db
    .select({ l: ledgerLines, t: ledgerTransfers, kind: ledgerAccounts.kind })
    .from(payStatementFeesOwed)
    .innerJoin(ledgerLines, eq(ledgerLines.id, payStatementFeesOwed.lineId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(eq(payStatementFeesOwed.statementId, id))
    .orderBy(asc(ledgerTransfers.businessDay), asc(ledgerLines.id));
  const events = await db
    .select()
    .from(payStatementEvents)
    .where(eq(payStatementEvents.statementId, id))
    .orderBy(asc(payStatementEvents.id));
  const paid = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.sourceKind, 'statement'), eq(payouts.sourceId, id)))
    .orderBy(desc(payouts.id));
  const transferIds = lines.map(({ t }) => t.id);
  const links = await correctionLinks(db, transferIds);
  const reversals =
    transferIds.length === 0
      ? []
      : await db
          .select({ id: ledgerTransfers.id, reverses: ledgerTransfers.reverses })
          .from(ledgerTransfers)
          .where(inArray(ledgerTransfers.reverses, transferIds));
  const who = await names(db, [
    ...events.map((e) => e.actorId),
    ...paid.flatMap((p) => [p.createdBy, p.settledBy]),
  ]);
  const nameOf = (userId: number | null) => (userId === null ? null : (who.get(userId) ?? null));
  const lineOf = ({ l, t, kind }: (typeof lines)[number]) => ({
    lineId: l.id,
    transferId: t.id,
    day: t.businessDay,
    eventKey: t.eventKey,
    sourceKind: t.sourceKind,
    sourceId: t.sourceId,
    memo: t.memo,
    account: kind,
    amount: l.amount,
    reverses: t.reverses,
    reversedBy: reversals.find((r) => r.reverses === t.id)?.id ?? null,
    correctionId: links.get(t.id) ?? null,
  });
  return {
    ...rowOf(row),
    lines: lines.map(lineOf),
    feesOwed: owed.map(lineOf),
    events: events.map((e) => ({
      action: e.action,
      by: nameOf(e.actorId),
      at: e.at.toISOString(),
      amount: e.amount,
      note: e.note,
    })),
    payouts: paid.map((p) => payoutViewOf(p, nameOf)),
    secondPersonAbove,
    reviewedById: row.s.reviewedBy,
    approvedById: row.s.approvedBy,
  };
}

/** A payout as the pages show it, with who started and settled it by name. */
export function payoutViewOf(p: Payout, nameOf: (userId: number | null) => string | null) {
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    reference: p.reference,
    voidReason: p.voidReason,
    createdBy: nameOf(p.createdBy),
    createdAt: p.createdAt.toISOString(),
    settledBy: nameOf(p.settledBy),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}
