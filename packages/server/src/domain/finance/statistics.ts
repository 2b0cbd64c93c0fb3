import type { FinanceFigures } from '@bq/contract';
import {
  addMoney,
  businessMonth,
  type Money,
  type MoneyUnit,
  moneyToDecimal,
  zeroMoney,
} from '@bq/validators';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { badInput } from '../../envelope.js';
import { readAmount } from './ledger-accounts.js';

/**
 * Finance statistics (`bq/statistical/getFinance`), read from the ledger lines
 * only, over whole business months (California, the transfers' `business_day`):
 *   income  = Σ lines on the office's income accounts (credits; a refund's debit lowers it),
 *   earned  = Σ lines on payee accounts (agent, lecturer, coach, vendor, referral) not from a
 *             payout: what payees came to be owed, less clawbacks,
 *   paid    = −Σ lines on payee accounts from a payout: what was paid out to them,
 *   payouts = what is still owed at the end of the months (or of each month): Σ of every payee
 *             line up to then, earned before the range included, so a statement earned and paid
 *             in full owes nothing (an accounts-payable balance, never what was earned).
 * Per unit (dollars and tokens are never added together). A line's person is its own account's
 * (a payee's), else the buyer of the order or refund it comes from, else the agent its transfer
 * names (else its first person): an order's dollars and its tokens then sit under the same buyer's
 * branch, and a closing's company dollar under its agent's, not their coach's. A
 * person's branch is their agent record's; none is "No branch".
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MAX_MONTHS = 36;

interface Measures {
  income: Money;
  earned: Money;
  /** The change of what is owed (a balance once summed from the first line). */
  payouts: Money;
  paid: Money;
}

type Figures = FinanceFigures;

/** The months from `from` to `to`, both included (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  for (let guard = 0; guard <= MAX_MONTHS * 100; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    out.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The twelve months up to the current one, or the range asked for (checked). */
export function financeRange(now: Date, asked: { from?: string; to?: string }) {
  const to = asked.to ?? businessMonth(now);
  const from = asked.from ?? monthsBack(to, 11);
  if (!MONTH.test(from) || !MONTH.test(to)) throw badInput('Months are written YYYY-MM');
  if (from > to) throw badInput('The first month is after the last');
  const months = monthsBetween(from, to);
  if (months.length > MAX_MONTHS) throw badInput(`At most ${MAX_MONTHS} months at once`);
  return { from, to, months };
}

function monthsBack(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const zero = (unit: MoneyUnit): Measures => ({
  income: zeroMoney(unit),
  earned: zeroMoney(unit),
  payouts: zeroMoney(unit),
  paid: zeroMoney(unit),
});

const add = (a: Measures, b: Measures): Measures => ({
  income: addMoney(a.income, b.income),
  earned: addMoney(a.earned, b.earned),
  payouts: addMoney(a.payouts, b.payouts),
  paid: addMoney(a.paid, b.paid),
});

const allZero = (m: Measures) =>
  m.income.minor === 0n && m.earned.minor === 0n && m.payouts.minor === 0n && m.paid.minor === 0n;

const figures = (unit: MoneyUnit, m: Measures): Figures => ({
  unit,
  income: moneyToDecimal(m.income),
  earned: moneyToDecimal(m.earned),
  payouts: moneyToDecimal(m.payouts),
  paid: moneyToDecimal(m.paid),
});

interface Row {
  unit: MoneyUnit;
  month: string;
  source: string;
  branch_id: number | null;
  branch: string | null;
  income: string;
  earned: string;
  owed: string;
  paid: string;
}

/** Sums by a key, per unit, in the order keys are first met (or `order`). */
function groupBy<K extends string | number>(
  list: readonly { unit: MoneyUnit; key: K; m: Measures }[],
) {
  const out = new Map<string, { unit: MoneyUnit; key: K; m: Measures }>();
  for (const r of list) {
    const id = `${r.unit}\u0000${r.key}`;
    const had = out.get(id);
    out.set(id, { unit: r.unit, key: r.key, m: had ? add(had.m, r.m) : r.m });
  }
  return [...out.values()];
}

export async function financeStatistics(
  db: Db | Tx,
  now: Date,
  asked: { from?: string; to?: string },
) {
  const { from, to, months } = financeRange(now, asked);
  // Lines before the range are read for what is owed at its start; they measure nothing else.
  const found = await rows<Row>(
    db,
    sql`
    WITH lines AS (
      SELECT l.unit, to_char(t.business_day, 'YYYY-MM') AS month, t.source_kind AS source,
             a.kind, l.amount,
             coalesce(a.user_id,
               CASE t.source_kind
                 WHEN 'order' THEN (SELECT o.buyer_id FROM orders o WHERE o.id = t.source_id)
                 WHEN 'refund' THEN (SELECT o.buyer_id FROM refund_requests r
                                       JOIN orders o ON o.id = r.order_id
                                      WHERE r.id = t.source_id)
               END,
               (SELECT a2.user_id FROM ledger_lines l2
                  JOIN ledger_accounts a2 ON a2.id = l2.account_id
                 WHERE l2.transfer_id = t.id AND a2.user_id IS NOT NULL
                 ORDER BY a2.kind <> 'agent', a2.user_id LIMIT 1)) AS person
        FROM ledger_lines l
        JOIN ledger_transfers t ON t.id = l.transfer_id
        JOIN ledger_accounts a ON a.id = l.account_id
       WHERE t.business_day < to_date(${to}, 'YYYY-MM') + interval '1 month'
         AND a.kind IN ('income', 'agent', 'lecturer', 'coach', 'vendor', 'referral'))
    SELECT lines.unit, CASE WHEN lines.month < ${from} THEN '' ELSE lines.month END AS month,
           lines.source, o.id AS branch_id, o.name AS branch,
           coalesce(sum(amount) FILTER (WHERE kind = 'income'), 0)::numeric(14, 2)::text AS income,
           coalesce(sum(amount) FILTER (WHERE kind <> 'income' AND source <> 'payout'), 0)
             ::numeric(14, 2)::text AS earned,
           coalesce(sum(amount) FILTER (WHERE kind <> 'income'), 0)::numeric(14, 2)::text AS owed,
           coalesce(-sum(amount) FILTER (WHERE kind <> 'income' AND source = 'payout'), 0)
             ::numeric(14, 2)::text AS paid
      FROM lines
      LEFT JOIN agents ag ON ag.user_id = lines.person
      LEFT JOIN orgs o ON o.id = ag.branch_id
     GROUP BY 1, 2, 3, 4, 5
     ORDER BY 1 DESC, 2, 3, 5 NULLS LAST`,
  );
  const measured = found.map((r) => {
    const before = r.month === '';
    const unit = r.unit;
    const owed = readAmount(r.owed, unit);
    return {
      r,
      before,
      m: before
        ? { ...zero(unit), payouts: owed }
        : {
            income: readAmount(r.income, unit),
            earned: readAmount(r.earned, unit),
            payouts: owed,
            paid: readAmount(r.paid, unit),
          },
    };
  });
  // Dollars always; tokens when any token line is in the range.
  const units: MoneyUnit[] = [
    'USD',
    ...(found.some((r) => r.unit === 'TOKEN') ? ['TOKEN' as const] : []),
  ];
  const totals = units.map((unit) =>
    figures(
      unit,
      measured.filter(({ r }) => r.unit === unit).reduce((s, { m }) => add(s, m), zero(unit)),
    ),
  );
  // A month's "owed" is the balance at its end: everything up to and including it.
  const byMonth = units.flatMap((unit) =>
    months.map((month) => {
      const inMonth = measured
        .filter(({ r, before }) => r.unit === unit && !before && r.month === month)
        .reduce((s, { m }) => add(s, m), zero(unit));
      const owed = measured
        .filter(({ r, before }) => r.unit === unit && (before || r.month <= month))
        .reduce((s, { m }) => addMoney(s, m.payouts), zeroMoney(unit));
      return { month, ...figures(unit, { ...inMonth, payouts: owed }) };
    }),
  );
  const branches = new Map(found.map((r) => [r.branch_id ?? 0, r.branch ?? 'No branch']));
  const byBranch = groupBy(measured.map(({ r, m }) => ({ unit: r.unit, key: r.branch_id ?? 0, m })))
    .filter(({ m }) => !allZero(m))
    .map(({ unit, key, m }) => ({
      branchId: key === 0 ? null : key,
      branch: branches.get(key) ?? 'No branch',
      ...figures(unit, m),
    }))
    .sort((a, b) =>
      a.unit === b.unit ? a.branch.localeCompare(b.branch) : a.unit < b.unit ? 1 : -1,
    );
  const bySource = groupBy(measured.map(({ r, m }) => ({ unit: r.unit, key: r.source, m })))
    .filter(({ m }) => !allZero(m))
    .map(({ unit, key, m }) => ({ source: key, ...figures(unit, m) }));
  return { from, to, totals, byMonth, byBranch, bySource };
}
