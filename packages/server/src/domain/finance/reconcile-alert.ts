import { createHash } from 'node:crypto';
import { MODULE_IDS, type ReconciliationDifference } from '@bq/contract';
import { formatMoney } from '@bq/validators';
import { sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { ledgerAlerts } from '../../db/schema-ledger.js';
import { notifyPerson } from '../messages/notify-person.js';
import type { Act } from '../shared/act.js';
import { readAmount } from './ledger-accounts.js';
import { reconcileLedger } from './reconcile.js';

/**
 * The nightly reconciliation (docs/finance-books.md "Reconciliation"): the whole ledger, and when a
 * difference appears, a mail to everyone who holds the month-close page. A set of differences is
 * told at most once a business day (`ledger_alerts`, unique per day and set), in the transaction
 * that records it, so the outbox sends it once or not at all.
 */

const line = (d: ReconciliationDifference) =>
  `${d.subject}: kept ${formatMoney(readAmount(d.expected, d.unit))}, lines ${formatMoney(
    readAmount(d.actual, d.unit),
  )}, difference ${formatMoney(readAmount(d.difference, d.unit))}`;

/** The set's print: the same differences make the same one, whatever order they came in. */
const fingerprint = (list: ReconciliationDifference[]) =>
  createHash('sha256')
    .update(
      list
        .map((d) => [d.kind, d.id ?? '', d.unit, d.expected, d.actual].join('|'))
        .sort()
        .join('\n'),
    )
    .digest('hex');

export async function alertLedgerDifferences(
  db: Db,
  act: Act,
): Promise<{ differences: number; told: number }> {
  return db.transaction(async (tx) => {
    const found = await reconcileLedger(tx, null);
    const n = found.differences.length;
    if (n === 0) return { differences: 0, told: 0 };
    const finance = await rows<{ id: number }>(
      tx,
      sql`SELECT DISTINCT ur.user_id AS id FROM user_roles ur
            JOIN role_modules rm ON rm.role_id = ur.role_id
           WHERE rm.module_id = ${MODULE_IDS['financial/month-close']}
           ORDER BY ur.user_id`,
    );
    const [made] = await tx
      .insert(ledgerAlerts)
      .values({
        day: businessDay(act.now),
        fingerprint: fingerprint(found.differences),
        differences: n,
        told: finance.length,
        createdAt: act.now,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerAlerts.id });
    if (!made) return { differences: n, told: 0 };
    const summary = found.differences.map(line).join('\n');
    for (const person of finance) {
      await notifyPerson(tx, act, {
        userId: person.id,
        code: 'ledger-difference',
        values: { count: String(n), summary },
        sender: 'Finance',
      });
    }
    return { differences: n, told: finance.length };
  });
}
