import {
  businessMonth,
  compareMoney,
  formatMoney,
  type Money,
  moneyToDecimal,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { payStatementFeesOwed } from '../../db/schema-agent-fees.js';
import { ledgerAccounts, ledgerLines } from '../../db/schema-ledger.js';
import {
  payStatementEvents,
  payStatementLines,
  payStatements,
  type StatementAction,
} from '../../db/schema-payroll.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import { notifyPerson } from '../messages/notify-person.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import type { Transfer } from './ledger.js';
import { createPayout, livePayoutOf, postPayout, voidPayout } from './payouts.js';
import { nettedFees } from './statement-fees.js';

/**
 * Pay statements (docs/finance-pay.md "Statements and payouts"): one person's pay
 * for a pay period (a California month) is the ledger lines owed to them on their payroll
 * accounts (agent, coach): commissions, coaching fees. A line joins the person's draft statement
 * of its month when posted (or when finance drafts a month); a line dated in a month whose
 * statement is already reviewed joins the next open one (corrections go to the open period).
 * Drafted → reviewed (total fixed) → approved → paying (payout pending) → paid; nobody acts on
 * their own statement, a total above the configured amount is approved by someone other than its
 * reviewer, and whoever approved does not pay.
 */

export type Statement = typeof payStatements.$inferSelect;

/** The account kinds a pay statement pays. */
export const PAYROLL_KINDS = ['agent', 'coach'] as const;

const nextMonth = (month: string) => {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

async function record(
  tx: Tx,
  act: Act,
  statementId: number,
  action: StatementAction,
  extra: { amount?: Money | null; note?: string } = {},
) {
  await tx.insert(payStatementEvents).values({
    statementId,
    action,
    actorId: act.actor,
    at: act.now,
    amount: extra.amount ? moneyToDecimal(extra.amount) : null,
    note: extra.note ?? '',
  });
}

/** The person's statement that takes new lines of `month`: that month's draft, else a later one. */
async function openStatement(tx: Tx, act: Act, userId: number, month: string): Promise<Statement> {
  let at = month;
  for (;;) {
    const made = await tx
      .insert(payStatements)
      .values({ userId, month: at, createdAt: act.now })
      .onConflictDoNothing()
      .returning({ id: payStatements.id });
    if (made[0]) await record(tx, act, made[0].id, 'drafted');
    const [row] = await tx
      .select()
      .from(payStatements)
      .where(and(eq(payStatements.userId, userId), eq(payStatements.month, at)))
      .for('update');
    if (row?.status === 'draft') return row;
    at = nextMonth(at);
  }
}

async function attach(tx: Tx, statementId: number, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await tx
    .insert(payStatementLines)
    .values(lineIds.map((lineId) => ({ statementId, lineId })))
    .onConflictDoNothing();
}

/** Puts a just-posted transfer's payroll lines on their people's open statements. */
export async function attachToStatements(tx: Tx, act: Act, transfer: Transfer): Promise<void> {
  const accounts = transfer.lines.map((l) => l.account);
  const rows = await tx
    .select({ lineId: ledgerLines.id, userId: ledgerAccounts.userId })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
    .where(
      and(
        eq(ledgerLines.transferId, transfer.id),
        inArray(ledgerLines.accountId, accounts),
        inArray(ledgerAccounts.kind, [...PAYROLL_KINDS]),
        sql`${ledgerAccounts.userId} IS NOT NULL`,
      ),
    );
  const month = transfer.businessDay.slice(0, 7);
  for (const row of rows) {
    if (row.userId === null) continue;
    const statement = await openStatement(tx, act, row.userId, month);
    await attach(tx, statement.id, [row.lineId]);
  }
}

/**
 * Shows a billed fee the agent did not agree to have netted on their open statement (the next
 * one): owed, listed, never part of what it pays. A fee the agent agreed to is left for review,
 * which nets it against the statement it is reviewed on (`nettedFees`).
 */
export async function showFeeOwed(
  tx: Tx,
  act: Act,
  fee: { userId: number; lineId: number; month: string },
): Promise<number> {
  const statement = await openStatement(tx, act, fee.userId, fee.month);
  await tx
    .insert(payStatementFeesOwed)
    .values({ statementId: statement.id, lineId: fee.lineId })
    .onConflictDoNothing();
  return statement.id;
}

/**
 * The payroll lines of `userId` (every person when null) dated up to the end of `month` that are
 * on no statement yet: payouts (their holds and voids) are never statement lines, and an agent's
 * fees join a statement only as review nets them or as shown owed.
 */
async function unattached(tx: Tx, month: string, userId: number | null) {
  const rows = await tx.execute<{ line_id: number; user_id: number }>(sql`
    SELECT l.id AS line_id, a.user_id
    FROM ledger_lines l
    JOIN ledger_accounts a ON a.id = l.account_id
    JOIN ledger_transfers t ON t.id = l.transfer_id
    WHERE a.kind IN ('agent', 'coach') AND a.user_id IS NOT NULL
      AND t.source_kind NOT IN ('payout', 'agent-fee')
      AND to_char(t.business_day, 'YYYY-MM') <= ${month}
      ${userId === null ? sql`` : sql`AND a.user_id = ${userId}`}
      AND NOT EXISTS (SELECT 1 FROM pay_statement_lines s WHERE s.line_id = l.id)
      AND NOT EXISTS (SELECT 1 FROM pay_statement_fees_owed o WHERE o.line_id = l.id)
    ORDER BY a.user_id, l.id`);
  return rows.rows.map((r) => ({ lineId: Number(r.line_id), userId: Number(r.user_id) }));
}

/**
 * Drafts a pay period: every payroll line up to its end not yet on a statement joins its
 * person's open statement (that month's draft, made if need be). Answers what it touched.
 */
export async function draftStatements(
  tx: Tx,
  act: Act,
  month: string,
): Promise<{ statements: number; lines: number }> {
  if (month > businessMonth(act.now)) throw conflict(`${month} has not started yet`);
  const lines = await unattached(tx, month, null);
  const byUser = new Map<number, number[]>();
  for (const l of lines) byUser.set(l.userId, [...(byUser.get(l.userId) ?? []), l.lineId]);
  for (const [userId, ids] of byUser) {
    const statement = await openStatement(tx, act, userId, month);
    await attach(tx, statement.id, ids);
  }
  return { statements: byUser.size, lines: lines.length };
}

/** What a statement pays: its lines' sum per account, and the total. */
export async function statementSums(
  tx: Tx,
  statementId: number,
): Promise<{ byAccount: { account: number; amount: Money }[]; total: Money; lines: number }> {
  const rows = await tx
    .select({
      account: ledgerLines.accountId,
      sum: sql<string>`sum(${ledgerLines.amount})::text`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payStatementLines)
    .innerJoin(ledgerLines, eq(ledgerLines.id, payStatementLines.lineId))
    .where(eq(payStatementLines.statementId, statementId))
    .groupBy(ledgerLines.accountId)
    .orderBy(ledgerLines.accountId);
  const byAccount = rows.map((r) => ({ account: r.account, amount: parseMoney(r.sum) }));
  return {
    byAccount,
    total: sumMoney(byAccount.map((a) => a.amount)),
    lines: rows.reduce((n, r) => n + r.n, 0),
  };
}

async function locked(tx: Tx, id: number): Promise<Statement> {
  const [row] = await tx.select().from(payStatements).where(eq(payStatements.id, id)).for('update');
  if (!row) throw notFound('Pay statement');
  return row;
}

function mustBe(row: Statement, status: Statement['status'], doing: string) {
  if (row.status !== status)
    throw conflict(`The statement is ${row.status}: only a ${status} statement can be ${doing}`);
}

function notOwn(act: Act, row: Statement) {
  if (act.actor === null) throw forbidden('A person acts on a pay statement');
  assertNotOwnWork(act.actor, [row.userId], 'pay statement');
}

async function update(tx: Tx, row: Statement, set: Partial<Statement>): Promise<Statement> {
  const [done] = await tx
    .update(payStatements)
    .set({ ...set, version: row.version + 1 })
    .where(eq(payStatements.id, row.id))
    .returning();
  if (!done) throw new Error('statement update returned nothing');
  return done;
}

/** Reviewed: every line of the period is on it, and its total is fixed. */
export async function reviewStatement(
  tx: Tx,
  act: Act,
  input: { id: number; note?: string },
): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'draft', 'reviewed');
  notOwn(act, row);
  const late = await unattached(tx, row.month, row.userId);
  await attach(
    tx,
    row.id,
    late.map((l) => l.lineId),
  );
  // The agent's agreed fees are netted here, against what the statement pays.
  const before = await statementSums(tx, row.id);
  await attach(tx, row.id, await nettedFees(tx, row.month, row.userId, before.total));
  const { total, lines } = await statementSums(tx, row.id);
  if (lines === 0 || total.minor <= 0n)
    throw conflict(`Nothing to pay: the statement's lines come to ${formatMoney(total)}`);
  const done = await update(tx, row, {
    status: 'reviewed',
    total: moneyToDecimal(total),
    reviewedBy: act.actor,
    reviewedAt: act.now,
  });
  await record(tx, act, row.id, 'reviewed', { amount: total, note: input.note });
  return done;
}

/** Back to draft (a correction is coming): its lines stay, its total is fixed again on review. */
export async function returnStatement(
  tx: Tx,
  act: Act,
  input: { id: number; note: string },
): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'reviewed', 'returned to draft');
  notOwn(act, row);
  const done = await update(tx, row, {
    status: 'draft',
    total: null,
    reviewedBy: null,
    reviewedAt: null,
  });
  await record(tx, act, row.id, 'returned', { note: input.note });
  return done;
}

/**
 * Approved; above `secondPersonAbove`, only by someone other than its reviewer. The total checked
 * is the one paying pays (every account netted), so the threshold sees the money that leaves.
 */
export async function approveStatement(
  tx: Tx,
  act: Act,
  input: { id: number; note?: string; secondPersonAbove: Money },
): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'reviewed', 'approved');
  notOwn(act, row);
  const total = parseMoney(row.total ?? '0');
  if (compareMoney(total, input.secondPersonAbove) > 0 && row.reviewedBy === act.actor)
    throw forbidden(
      `A statement above ${formatMoney(input.secondPersonAbove)} needs a second person: someone other than its reviewer approves it`,
    );
  const done = await update(tx, row, {
    status: 'approved',
    approvedBy: act.actor,
    approvedAt: act.now,
  });
  await record(tx, act, row.id, 'approved', { amount: total, note: input.note });
  return done;
}

/** Pays an approved statement: a pending payout holds its total (phase one). */
export async function payStatement(tx: Tx, act: Act, input: { id: number }): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'approved', 'paid');
  notOwn(act, row);
  if (row.approvedBy === act.actor)
    throw forbidden('Whoever approved a statement does not pay it: another person pays');
  const { byAccount, total } = await statementSums(tx, row.id);
  if (moneyToDecimal(total) !== moneyToDecimal(parseMoney(row.total ?? '0')))
    throw new Error(`statement ${row.id}'s lines no longer come to its reviewed total`);
  const [person] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.userId));
  // Every account the statement names is in the hold, a negative one (a clawback) included: the
  // payout nets it, so what leaves is the approved total to the cent and nothing owed is left
  // behind on a paid statement. An account whose lines net to nothing moves nothing.
  const payout = await createPayout(tx, act, {
    source: { kind: 'statement', id: row.id },
    payee: { userId: row.userId, name: person?.name ?? `user ${row.userId}` },
    from: byAccount.filter((a) => a.amount.minor !== 0n),
  });
  if (moneyToDecimal(parseMoney(payout.amount)) !== moneyToDecimal(total))
    throw new Error(`statement ${row.id}'s payout is not its approved total`);
  const done = await update(tx, row, { status: 'paying' });
  await record(tx, act, row.id, 'payout-pending', {
    amount: parseMoney(payout.amount),
    note: `Payout ${payout.id}`,
  });
  return done;
}

async function livePayout(tx: Tx, row: Statement) {
  const payout = await livePayoutOf(tx, { kind: 'statement', id: row.id });
  if (!payout) throw new Error(`statement ${row.id} is paying without a payout`);
  return payout;
}

/** The payout went out (phase two): the statement is paid. */
export async function confirmStatementPaid(
  tx: Tx,
  act: Act,
  input: { id: number; reference: string },
): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'paying', 'confirmed paid');
  notOwn(act, row);
  const payout = await postPayout(tx, act, {
    id: (await livePayout(tx, row)).id,
    reference: input.reference,
  });
  const done = await update(tx, row, { status: 'paid', paidBy: act.actor, paidAt: act.now });
  await record(tx, act, row.id, 'paid', {
    amount: parseMoney(payout.amount),
    note: input.reference,
  });
  // The payee hears of it once the money went out, in the same transaction (told once or never).
  await notifyPerson(tx, act, {
    userId: row.userId,
    code: 'statement-paid',
    values: {
      month: row.month,
      amount: formatMoney(parseMoney(payout.amount)),
    },
    sender: 'Finance',
  });
  return done;
}

/** The payout did not go out: the hold is reversed and the statement is approved again. */
export async function voidStatementPayout(
  tx: Tx,
  act: Act,
  input: { id: number; reason: string },
): Promise<Statement> {
  const row = await locked(tx, input.id);
  mustBe(row, 'paying', 'voided');
  notOwn(act, row);
  const payout = await voidPayout(tx, act, {
    id: (await livePayout(tx, row)).id,
    reason: input.reason,
  });
  const done = await update(tx, row, { status: 'approved' });
  await record(tx, act, row.id, 'payout-voided', {
    amount: parseMoney(payout.amount),
    note: input.reason,
  });
  return done;
}
