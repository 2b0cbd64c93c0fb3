import type { ReconciliationRow } from '@bq/contract';
import { type MoneyUnit, moneyToDecimal, subtractMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
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
