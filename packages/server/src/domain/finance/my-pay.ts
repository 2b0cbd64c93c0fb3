import type { MyCap, MyCommissionLine, MyStatement, MyStatementRow } from '@bq/contract';
import { moneyToDecimal, parseMoney, subtractMoney, sumMoney } from '@bq/validators';
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { cases } from '../../db/schema.js';
import { payStatementFeesOwed } from '../../db/schema-agent-fees.js';
import { ledgerAccounts, ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import { payStatementLines, payStatements } from '../../db/schema-payroll.js';
import { notFound } from '../../envelope.js';
import { planYearStart } from './commission-math.js';
import { capUsed, planInEffect, planNames } from './commission-shares.js';
import { PAYROLL_KINDS } from './statements.js';

/**
 * What a person reads of their own pay (docs/finance-pay.md "My commissions and my statements"). Every
 * query is keyed by the signed-in person's id, never by one the request names, so a colleague's
 * figures cannot be asked for; a statement of someone else answers as a missing one, so its id
 * tells nothing.
 */

type Reader = Db | Tx;

function lineRows(db: Reader, where: SQL | undefined) {
  return db
    .select({
      lineId: ledgerLines.id,
      amount: ledgerLines.amount,
      kind: ledgerAccounts.kind,
      t: ledgerTransfers,
      caseNo: cases.caseNo,
      caseType: cases.type,
      purchaseKind: cases.purchaseKind,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
    .leftJoin(
      cases,
      and(eq(ledgerTransfers.sourceKind, 'case'), eq(cases.id, ledgerTransfers.sourceId)),
    )
    .where(where)
    .orderBy(asc(ledgerTransfers.businessDay), asc(ledgerLines.id));
}

type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

const lineOf = (r: LineRow): MyCommissionLine => ({
  lineId: r.lineId,
  transferId: r.t.id,
  eventKey: r.t.eventKey,
  day: r.t.businessDay,
  caseId: r.t.sourceKind === 'case' ? r.t.sourceId : null,
  caseNo: r.caseNo,
  caseType: r.caseType,
  purchaseKind: r.purchaseKind,
  account: r.kind === 'coach' ? 'coach' : 'agent',
  memo: r.t.memo,
  amount: r.amount,
  reverses: r.t.reverses,
});

/** The person's own payroll lines (agent and coach accounts), payouts left out. */
const own = (userId: number) =>
  and(
    eq(ledgerAccounts.userId, userId),
    inArray(ledgerAccounts.kind, [...PAYROLL_KINDS]),
    ne(ledgerTransfers.sourceKind, 'payout'),
  );

/** The person's commission lines dated in business year `year`, and their sum. */
export async function myCommissionLines(db: Reader, userId: number, year: string) {
  const rows = await lineRows(
    db,
    and(
      own(userId),
      gte(ledgerTransfers.businessDay, `${year}-01-01`),
      lte(ledgerTransfers.businessDay, `${year}-12-31`),
    ),
  );
  const lines = rows.map(lineOf);
  const total = sumMoney(lines.map((l) => parseMoney(l.amount)));
  return { lines, yearTotal: moneyToDecimal(total) };
}

/**
 * The cap of the person's plan in force on `day`: what the office has kept of their closings in
 * the plan year so far (each case as last priced) and what is left before they keep it all.
 */
export async function myCap(
  tx: Tx,
  userId: number,
  day: string,
  defaultPlan: string,
): Promise<MyCap | null> {
  const name = (await planNames(tx, [userId], defaultPlan)).get(userId) ?? defaultPlan;
  const plan = await planInEffect(tx, name, day);
  if (!plan || plan.annualCap === null) return null;
  const yearFrom = planYearStart(day, plan.capResetsOn);
  // No case has id 0: every case of the plan year counts.
  const counted = await capUsed(tx, userId, yearFrom, 0);
  const cap = parseMoney(plan.annualCap);
  const left = subtractMoney(cap, counted);
  return {
    plan: plan.name,
    cap: moneyToDecimal(cap),
    yearFrom,
    counted: moneyToDecimal(counted),
    left: moneyToDecimal(left.minor < 0n ? parseMoney('0') : left),
  };
}

/**
 * A draft's running total is the sum of its lines; a reviewed one's is fixed. The statement's
 * columns are written qualified: over one table Drizzle leaves them bare, and a bare `id` inside
 * the subqueries would name the subquery's own row.
 */
const running = sql<string>`coalesce(pay_statements.total, (
    select sum(l.amount) from pay_statement_lines s join ledger_lines l on l.id = s.line_id
    where s.statement_id = pay_statements.id), 0)::numeric(14, 2)::text`;
const paidTotal = sql<string>`coalesce((select sum(p.amount) from payouts p
    where p.source_kind = 'statement' and p.source_id = pay_statements.id
      and p.status = 'posted'), 0)::numeric(14, 2)::text`;
const lineCount = sql<number>`(select count(*) from pay_statement_lines s
    where s.statement_id = pay_statements.id)`.mapWith(Number);

function statementBase(db: Reader) {
  return db.select({ s: payStatements, total: running, paidTotal, lineCount }).from(payStatements);
}

const rowOf = (
  r: Awaited<ReturnType<ReturnType<typeof statementBase>['execute']>>[number],
): MyStatementRow => ({
  id: r.s.id,
  month: r.s.month,
  status: r.s.status,
  total: r.total,
  paidTotal: r.paidTotal,
  paidAt: r.s.paidAt?.toISOString() ?? null,
  lineCount: r.lineCount,
});

export async function myStatements(db: Reader, userId: number): Promise<MyStatementRow[]> {
  const rows = await statementBase(db)
    .where(eq(payStatements.userId, userId))
    .orderBy(desc(payStatements.month), desc(payStatements.id));
  return rows.map(rowOf);
}

export async function myStatement(db: Reader, userId: number, id: number): Promise<MyStatement> {
  const [row] = await statementBase(db).where(
    and(eq(payStatements.id, id), eq(payStatements.userId, userId)),
  );
  if (!row) throw notFound('Pay statement');
  const lineIds = db
    .select({ id: payStatementLines.lineId })
    .from(payStatementLines)
    .where(eq(payStatementLines.statementId, id));
  const lines = await lineRows(db, inArray(ledgerLines.id, lineIds));
  const owedIds = db
    .select({ id: payStatementFeesOwed.lineId })
    .from(payStatementFeesOwed)
    .where(eq(payStatementFeesOwed.statementId, id));
  const owed = await lineRows(db, inArray(ledgerLines.id, owedIds));
  return { ...rowOf(row), lines: lines.map(lineOf), feesOwed: owed.map(lineOf) };
}
