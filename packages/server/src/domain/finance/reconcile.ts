import type { Reconciliation, ReconciliationDifference, ReconciliationRow } from '@bq/contract';
import {
  isZeroMoney,
  type MoneyUnit,
  moneyToDecimal,
  subtractMoney,
  zeroMoney,
} from '@bq/validators';
import { type SQL, sql } from 'drizzle-orm';
import { businessMonthSql } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage, rows } from '../../db/query-helpers.js';
import { readAmount } from './ledger-accounts.js';

/**
 * `check-account`: every account of a unit, the balance the lines' trigger
 * kept on it against the sum of its lines (`checkAccount` for one account, here for all at once
 * in one grouped query). They differ only if rows were changed behind the triggers (a restore,
 * a hand edit with triggers off); those accounts come first and are counted.
 */
export async function reconcileAccounts(
  db: Db | Tx,
  unit: MoneyUnit,
  paging: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: ReconciliationRow[]; differences: number }> {
  const sums = sql`
    SELECT a.id, a.kind, a.unit, a.balance, a.user_id, a.name,
           coalesce(sum(l.amount), 0)::numeric(14, 2) AS sum, count(l.id)::int AS lines
      FROM ledger_accounts a LEFT JOIN ledger_lines l ON l.account_id = a.id
     WHERE a.unit = ${unit}
     GROUP BY a.id`;
  const [counts] = await rows<{ n: number; different: number }>(
    db,
    sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE s.balance <> s.sum)::int AS different
          FROM (${sums}) s`,
  );
  const page = await countAndPage(paging, counts?.n ?? 0, async (limit, offset) => {
    const list = await rows<{
      id: number;
      kind: string;
      unit: MoneyUnit;
      kept: string;
      sum: string;
      lines: number;
      owner: string;
    }>(
      db,
      sql`SELECT s.id, s.kind, s.unit, s.balance::text AS kept, s.sum::text AS sum, s.lines,
                 coalesce(u.name, initcap(s.kind) || coalesce(' ' || s.name, '')) AS owner
            FROM (${sums}) s LEFT JOIN users u ON u.id = s.user_id
           ORDER BY (s.balance <> s.sum) DESC, s.kind IN ('cash', 'income', 'expense', 'receivable') DESC,
                    lower(coalesce(u.name, s.name, s.kind)), s.id
           LIMIT ${limit} OFFSET ${offset}`,
    );
    return list.map((r) => {
      const kept = readAmount(r.kept, r.unit);
      const sum = readAmount(r.sum, r.unit);
      return {
        accountId: r.id,
        kind: r.kind,
        owner: r.owner,
        unit: r.unit,
        kept: moneyToDecimal(kept),
        sum: moneyToDecimal(sum),
        difference: moneyToDecimal(subtractMoney(kept, sum)),
        lines: r.lines,
      };
    });
  });
  return { ...page, differences: counts?.different ?? 0 };
}

/** One figure against the ledger's, exactly; null when they agree. */
function differenceOf(
  kind: ReconciliationDifference['kind'],
  subject: string,
  id: number | null,
  unit: MoneyUnit,
  expected: string,
  actual: string,
): ReconciliationDifference | null {
  const kept = readAmount(expected, unit);
  const sum = readAmount(actual, unit);
  const difference = subtractMoney(kept, sum);
  if (isZeroMoney(difference)) return null;
  return {
    kind,
    subject,
    id,
    unit,
    expected: moneyToDecimal(kept),
    actual: moneyToDecimal(sum),
    difference: moneyToDecimal(difference),
  };
}

const found = <T>(list: (T | null)[]): T[] => list.filter((x): x is T => x !== null);

/** Every account whose kept balance is not the sum of its lines (a balance has no month). */
async function accountDifferences(db: Db | Tx) {
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_accounts`,
  );
  const list = await rows<{
    id: number;
    unit: MoneyUnit;
    kept: string;
    sum: string;
    owner: string;
  }>(
    db,
    sql`SELECT s.id, s.unit, s.balance::text AS kept, s.sum::text AS sum,
               coalesce(u.name, initcap(s.kind) || coalesce(' ' || s.name, '')) AS owner
          FROM (SELECT a.id, a.kind, a.unit, a.balance, a.user_id, a.name,
                       coalesce(sum(l.amount), 0)::numeric(14, 2) AS sum
                  FROM ledger_accounts a LEFT JOIN ledger_lines l ON l.account_id = a.id
                 GROUP BY a.id) s
          LEFT JOIN users u ON u.id = s.user_id
         WHERE s.balance <> s.sum
         ORDER BY s.id`,
  );
  return {
    accounts: count?.n ?? 0,
    differences: found(
      list.map((r) =>
        differenceOf('account', `${r.owner} (${r.unit})`, r.id, r.unit, r.kept, r.sum),
      ),
    ),
  };
}

/**
 * Orders' own columns against the ledger: an order's `paid` is the sum of its receipts'
 * income lines (`payment:<id>:receipt`), its `refunded` what its refunds took back from income
 * (`refund:<id>:money`). An order paid with tokens (`order:<id>:tokens`) keeps its dollar figures
 * beside a spend in tokens, so the dollars the ledger holds for it must be none.
 */
async function orderDifferences(db: Db | Tx, month: string | null) {
  const inMonth = (col: SQL) => (month ? sql`${businessMonthSql(col)} = ${month}` : sql`false`);
  const scope = month
    ? sql`(${inMonth(sql`o.paid_at`)}
           OR EXISTS (SELECT 1 FROM office_payments p WHERE p.order_id = o.id AND ${inMonth(sql`p.decided_at`)})
           OR EXISTS (SELECT 1 FROM refund_requests r WHERE r.order_id = o.id AND ${inMonth(sql`r.decided_at`)}))`
    : sql`true`;
  const list = await rows<{
    id: number;
    reference: string | null;
    tokens: boolean;
    paid: string;
    refunded: string;
    receipts: string;
    refunds: string;
  }>(
    db,
    sql`WITH income AS (
          SELECT t.source_kind, t.source_id, t.event_key, l.amount
            FROM ledger_transfers t
            JOIN ledger_lines l ON l.transfer_id = t.id
            JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'income' AND a.unit = 'USD'),
        receipts AS (
          SELECT source_id AS order_id, sum(amount) AS sum FROM income
           WHERE source_kind = 'order' AND event_key LIKE 'payment:%:receipt' GROUP BY source_id),
        refunds AS (
          SELECT r.order_id, -sum(i.amount) AS sum FROM income i
            JOIN refund_requests r ON r.id = i.source_id
           WHERE i.source_kind = 'refund' AND i.event_key LIKE 'refund:%:money' GROUP BY r.order_id),
        scope AS (
          SELECT o.id, o.reference, o.paid, o.refunded,
                 EXISTS (SELECT 1 FROM ledger_transfers t
                          WHERE t.event_key = 'order:' || o.id || ':tokens') AS tokens
            FROM orders o WHERE ${scope})
        SELECT s.id, s.reference, s.tokens,
               (CASE WHEN s.tokens THEN 0 ELSE s.paid END)::numeric(14, 2)::text AS paid,
               (CASE WHEN s.tokens THEN 0 ELSE s.refunded END)::numeric(14, 2)::text AS refunded,
               coalesce(rc.sum, 0)::numeric(14, 2)::text AS receipts,
               coalesce(rf.sum, 0)::numeric(14, 2)::text AS refunds
          FROM scope s
          LEFT JOIN receipts rc ON rc.order_id = s.id
          LEFT JOIN refunds rf ON rf.order_id = s.id
         ORDER BY s.id`,
  );
  const differences = list.flatMap((r) => {
    const name = `Order ${r.reference ?? `#${r.id}`}${r.tokens ? ' (paid with tokens)' : ''}`;
    return found([
      differenceOf('order-paid', name, r.id, 'USD', r.paid, r.receipts),
      differenceOf('order-refunded', name, r.id, 'USD', r.refunded, r.refunds),
    ]);
  });
  return { orders: list.length, differences };
}

const UNITS: MoneyUnit[] = ['USD', 'TOKEN'];

/** Σ lines per unit (of the month's transfers, or all): every transfer balances, so zero. */
async function unitSums(db: Db | Tx, month: string | null) {
  const sums = await rows<{ unit: MoneyUnit; lines: number; sum: string }>(
    db,
    sql`SELECT l.unit, count(*)::int AS lines, sum(l.amount)::numeric(14, 2)::text AS sum
          FROM ledger_lines l JOIN ledger_transfers t ON t.id = l.transfer_id
         WHERE ${month ? sql`to_char(t.business_day, 'YYYY-MM') = ${month}` : sql`true`}
         GROUP BY l.unit`,
  );
  const totals = UNITS.map((unit) => {
    const row = sums.find((r) => r.unit === unit);
    const sum = row ? readAmount(row.sum, unit) : zeroMoney(unit);
    return { unit, lines: row?.lines ?? 0, sum: moneyToDecimal(sum) };
  });
  const differences = found(
    totals.map((t) => differenceOf('unit-sum', `All ${t.unit} lines`, null, t.unit, '0', t.sum)),
  );
  return { totals, differences };
}

/**
 * The books against themselves (docs/finance-books.md "Reconciliation"), for the whole ledger or one
 * month (`YYYY-MM`): (a) each account's kept balance against the sum of its lines, always every
 * account, since a balance is today's; (b) orders' paid and refunded columns against their
 * receipts and refunds, the orders paid, decided or refunded in the month; (c) each unit's lines,
 * of the month's transfers, against zero. Expected: no differences.
 */
export async function reconcileLedger(db: Db | Tx, month: string | null): Promise<Reconciliation> {
  const accounts = await accountDifferences(db);
  const orders = await orderDifferences(db, month);
  const units = await unitSums(db, month);
  return {
    month,
    accounts: accounts.accounts,
    orders: orders.orders,
    totals: units.totals,
    differences: [...accounts.differences, ...orders.differences, ...units.differences],
  };
}
