import { type Money, parseMoney, sumMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';

/**
 * Netting an agent's fees on a pay statement (docs/finance-pay.md "Agent fees"): which of the fees
 * the agent agreed to have netted a statement under review takes. Kept apart from statements.ts,
 * which calls it, so neither grows past a screenful of rules.
 */

/**
 * The agreed fees of `userId` dated up to the end of `month` and on no statement yet, oldest
 * first, that fit on a statement whose lines come to `total`: each fee is taken whole while the
 * statement stays above zero, and the first that does not fit waits (with those after it) for
 * the next statement, so fees are netted in the order they were billed and nothing pays below 0.
 */
export async function nettedFees(tx: Tx, month: string, userId: number, total: Money) {
  const rows = await tx.execute<{ line_id: number; amount: string }>(sql`
    SELECT l.id AS line_id, l.amount::text AS amount
    FROM ledger_lines l
    JOIN ledger_accounts a ON a.id = l.account_id
    JOIN ledger_transfers t ON t.id = l.transfer_id
    WHERE a.kind = 'agent' AND a.user_id = ${userId} AND t.source_kind = 'agent-fee'
      AND to_char(t.business_day, 'YYYY-MM') <= ${month}
      AND NOT EXISTS (SELECT 1 FROM pay_statement_lines s WHERE s.line_id = l.id)
      AND NOT EXISTS (SELECT 1 FROM pay_statement_fees_owed o WHERE o.line_id = l.id)
    ORDER BY t.business_day, l.id`);
  const taken: number[] = [];
  let left = total;
  for (const r of rows.rows) {
    const after = sumMoney([left, parseMoney(String(r.amount))]);
    if (after.minor <= 0n) break;
    taken.push(Number(r.line_id));
    left = after;
  }
  return taken;
}
