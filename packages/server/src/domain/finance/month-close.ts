import type { LedgerMonth, MonthCheck, UnitAmount } from '@bq/contract';
import { type MoneyUnit, moneyToDecimal, sumMoney } from '@bq/validators';
import { inArray, sql } from 'drizzle-orm';
import {
  businessDay,
  businessMonth,
  businessMonthSql,
  businessMonthsTo,
  monthName,
} from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { ledgerPeriods } from '../../db/schema-ledger.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { closePeriod, readAmount } from './ledger-accounts.js';
import { reconcileLedger } from './reconcile.js';
import { unmatchedReceivables } from './title-receipts.js';

/**
 * Closing a month of the ledger (docs/finance-books.md "Closing a month"). `closePeriod` is the
 * database's side (nothing dated in a closed month); this is finance's: a month is closed once its
 * books tie out, nothing of it is half-paid or waiting for a decision, and it has ended.
 */

const MONTHS_LISTED = 12;

/** The months, each open or closed by whom and when, as of `now` (California). */
async function monthsOf(db: Db | Tx, now: Date, months: string[]): Promise<LedgerMonth[]> {
  const closed = await db
    .select({ month: ledgerPeriods.month, at: ledgerPeriods.closedAt, by: users.name })
    .from(ledgerPeriods)
    .leftJoin(users, sql`${users.id} = ${ledgerPeriods.closedBy}`)
    .where(inArray(ledgerPeriods.month, months));
  const current = businessMonth(now);
  return months.map((month) => {
    const row = closed.find((c) => c.month === month);
    return {
      month,
      status: row ? 'closed' : 'open',
      ended: month < current,
      closedBy: row ? (row.by ?? 'The system') : null,
      closedAt: row ? row.at.toISOString() : null,
    };
  });
}

/** The last twelve months to this one, newest first. */
export async function listLedgerMonths(db: Db | Tx, now: Date) {
  const months = businessMonthsTo(now, MONTHS_LISTED).reverse();
  return { today: businessDay(now), months: await monthsOf(db, now, months) };
}

const amounts = (list: { amount: string; unit: MoneyUnit }[]): UnitAmount[] => {
  const units = [...new Set(list.map((a) => a.unit))];
  return units.map((unit) => ({
    unit,
    amount: moneyToDecimal(
      sumMoney(
        list.filter((a) => a.unit === unit).map((a) => readAmount(a.amount, unit)),
        unit,
      ),
    ),
  }));
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** (a) The books tie out: the reconciliation of the month finds no difference. */
async function reconciliationCheck(db: Db | Tx, month: string): Promise<MonthCheck> {
  const found = await reconcileLedger(db, month);
  const n = found.differences.length;
  return {
    key: 'reconciliation',
    blocks: true,
    cases: [],
    label: 'The books tie out',
    passed: n === 0,
    count: n,
    amounts: amounts(found.differences.map((d) => ({ amount: d.difference, unit: d.unit }))),
    detail:
      n === 0
        ? `No difference: ${plural(found.accounts, 'account')} and ${plural(found.orders, 'order')} reconciled`
        : `${plural(n, 'difference')}: ${found.differences.map((d) => d.subject).join(', ')}`,
  };
}

/** (b) Nothing of the month or before it is half-paid: no statement paying, no payout pending. */
async function payoutsCheck(db: Db | Tx, month: string): Promise<MonthCheck> {
  const pending = await rows<{ amount: string; statement: boolean }>(
    db,
    sql`SELECT p.amount::text AS amount, p.source_kind = 'statement' AS statement
          FROM payouts p
         WHERE p.status = 'pending'
           AND (${businessMonthSql(sql`p.created_at`)} <= ${month}
                OR (p.source_kind = 'statement' AND EXISTS (
                      SELECT 1 FROM pay_statements s WHERE s.id = p.source_id AND s.month <= ${month})))`,
  );
  const [paying] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pay_statements
         WHERE status = 'paying' AND month <= ${month}`,
  );
  const statements = paying?.n ?? 0;
  const n = Math.max(pending.length, statements);
  return {
    key: 'payouts',
    blocks: true,
    cases: [],
    label: 'No payout half-paid',
    passed: pending.length === 0 && statements === 0,
    count: n,
    amounts: amounts(pending.map((p) => ({ amount: p.amount, unit: 'USD' as const }))),
    detail:
      n === 0
        ? `No pay statement of ${monthName(month)} or before is being paid, and no payout is pending`
        : `${plural(pending.length, 'payout')} pending (${plural(statements, 'pay statement')} half-paid): confirm or void them first`,
  };
}

/** (c) Every office payment of the month or before it was accepted or rejected. */
async function paymentsCheck(db: Db | Tx, month: string): Promise<MonthCheck> {
  const waiting = await rows<{ due: string }>(
    db,
    sql`SELECT due::text AS due FROM office_payments
         WHERE state = 'awaiting' AND ${businessMonthSql(sql`created_at`)} <= ${month}`,
  );
  const n = waiting.length;
  return {
    key: 'payments',
    blocks: true,
    cases: [],
    label: 'No payment waiting for a decision',
    passed: n === 0,
    count: n,
    amounts: amounts(waiting.map((w) => ({ amount: w.due, unit: 'USD' as const }))),
    detail:
      n === 0
        ? `Every office payment of ${monthName(month)} or before was decided`
        : `${plural(n, 'office payment')} of ${monthName(month)} or before still waiting: accept or reject them first`,
  };
}

/** (d) The month has ended by the business clock. */
function endedCheck(month: string, now: Date): MonthCheck {
  const ended = month < businessMonth(now);
  return {
    key: 'ended',
    blocks: true,
    cases: [],
    label: 'The month has ended',
    passed: ended,
    count: ended ? 0 : 1,
    amounts: [],
    detail: ended
      ? `${monthName(month)} ended before today (${businessDay(now)}, California)`
      : `${monthName(month)} has not ended: today is ${businessDay(now)} (California)`,
  };
}

/**
 * (e) Every closed case's commission was received from title/escrow. A warning, not a block: a
 * case closed on the 30th is commonly funded days later, and an open receivable at a month's end
 * is a true balance of the books, not an error in them (docs/finance-closings.md "Title/escrow receipts").
 */
async function receivablesCheck(db: Db | Tx, month: string): Promise<MonthCheck> {
  const open = await unmatchedReceivables(db, month);
  const n = open.length;
  return {
    key: 'receivables',
    label: "Every closed case's commission received from title/escrow",
    passed: n === 0,
    blocks: false,
    cases: open,
    count: n,
    amounts: amounts(open.map((c) => ({ amount: c.owed, unit: 'USD' as const }))),
    detail:
      n === 0
        ? `Every case closed in ${monthName(month)} or before was paid by title/escrow`
        : `${plural(n, 'closed case')} still owed by title/escrow: ${open.map((c) => c.caseNo).join(', ')} (a warning: the month may close)`,
  };
}

/** A failing check that keeps the month open (a warning does not). */
const blocking = (c: MonthCheck) => !c.passed && c.blocks;

/** A month's state and the checks it must pass before it is closed. */
export async function monthChecks(db: Db | Tx, now: Date, month: string) {
  const [state] = await monthsOf(db, now, [month]);
  const checks = [
    await reconciliationCheck(db, month),
    await payoutsCheck(db, month),
    await paymentsCheck(db, month),
    endedCheck(month, now),
    await receivablesCheck(db, month),
  ];
  return {
    ...(state as LedgerMonth),
    checks,
    canClose: state?.status === 'open' && !checks.some(blocking),
  };
}

/**
 * Closes a month once every check passes. Postings are held first (the ledger's table lock that
 * `closePeriod` takes), so the checks see what the month will hold and nothing is posted between
 * them and the close. A closed month answers its state: closing twice changes nothing.
 */
export async function closeLedgerMonth(tx: Tx, act: Act, month: string): Promise<LedgerMonth> {
  const [before] = await monthsOf(tx, act.now, [month]);
  if (before?.status === 'closed') return before;
  await tx.execute(sql`LOCK TABLE ledger_transfers IN SHARE MODE`);
  const state = await monthChecks(tx, act.now, month);
  const failed = state.checks.find(blocking);
  if (failed) {
    throw conflict(
      `${monthName(month)} cannot be closed: the check "${failed.label}" fails (${failed.detail})`,
    );
  }
  await closePeriod(tx, act, month);
  const [after] = await monthsOf(tx, act.now, [month]);
  return after as LedgerMonth;
}
