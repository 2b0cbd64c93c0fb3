import {
  businessMonth,
  type Money,
  type MoneyUnit,
  moneyOf,
  parseMoney,
  subtractMoney,
} from '@bq/validators';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import {
  type LedgerAccountKind,
  ledgerAccounts,
  ledgerLines,
  ledgerPeriods,
} from '../../db/schema-ledger.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * The ledger's accounts, balances and periods (docs/finance.md); the transfers are
 * ledger.ts's, which re-exports these so callers import one module.
 */

/** A numeric(14, 2) column as money of `unit`: tokens are whole, so `'30.00'` is 30 tokens. */
export function readAmount(text: string, unit: MoneyUnit): Money {
  const cents = parseMoney(text, 'USD');
  if (unit === 'USD') return cents;
  if (cents.minor % 100n !== 0n) throw new Error(`A ${unit} amount is whole: ${text}`);
  return moneyOf(cents.minor / 100n, unit);
}

export interface AccountSpec {
  kind: LedgerAccountKind;
  userId?: number | null;
  name?: string | null;
  unit: MoneyUnit;
}

/** The account's id: found by kind, unit and owner (names match whatever their case), else made. */
export async function accountFor(tx: Tx, act: Act, spec: AccountSpec): Promise<number> {
  const name = spec.name?.trim() || null;
  const userId = spec.userId ?? null;
  const match = and(
    eq(ledgerAccounts.kind, spec.kind),
    eq(ledgerAccounts.unit, spec.unit),
    userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
    name === null
      ? isNull(ledgerAccounts.name)
      : sql`lower(${ledgerAccounts.name}) = lower(${name})`,
  );
  const find = async () =>
    (await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(match))[0]?.id;
  const found = await find();
  if (found !== undefined) return found;
  await tx
    .insert(ledgerAccounts)
    .values({ kind: spec.kind, userId, name, unit: spec.unit, createdAt: act.now })
    .onConflictDoNothing();
  const made = await find();
  if (made === undefined) throw new Error(`No ledger account for ${JSON.stringify(spec)}`);
  return made;
}

/** One of the office's own accounts (cash, income, expense, receivable) in `unit`. */
export const officeAccount = (
  tx: Tx,
  act: Act,
  kind: 'cash' | 'income' | 'expense' | 'receivable',
  unit: MoneyUnit = 'USD',
) => accountFor(tx, act, { kind, unit });

async function unitOf(tx: Tx, account: number): Promise<MoneyUnit> {
  const [row] = await tx
    .select({ unit: ledgerAccounts.unit })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account));
  if (!row) throw conflict(`No ledger account ${account}`);
  return row.unit;
}

/** An account's balance: the sum of its lines (credits positive), in its unit. */
export async function balanceOf(tx: Tx, account: number): Promise<Money> {
  const unit = await unitOf(tx, account);
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)::numeric(14, 2)::text` })
    .from(ledgerLines)
    .where(eq(ledgerLines.accountId, account));
  return readAmount(row?.sum ?? '0', unit);
}

/** The balances of several accounts at once (each the sum of its lines), by account id. */
export async function balancesOf(tx: Tx, accounts: readonly number[]): Promise<Map<number, Money>> {
  if (accounts.length === 0) return new Map();
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      unit: ledgerAccounts.unit,
      sum: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)::numeric(14, 2)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerLines, eq(ledgerLines.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.id, [...accounts]))
    .groupBy(ledgerAccounts.id, ledgerAccounts.unit);
  return new Map(rows.map((r) => [r.id, readAmount(r.sum, r.unit)]));
}

/**
 * Reconciles one account (the token page's `check-account`): the balance its lines' trigger
 * kept against the sum of its lines, and the difference (zero unless rows were changed by hand).
 */
export async function checkAccount(
  tx: Tx,
  account: number,
): Promise<{ kept: Money; sum: Money; difference: Money }> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance, unit: ledgerAccounts.unit })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account));
  if (!row) throw conflict(`No ledger account ${account}`);
  const kept = readAmount(row.balance, row.unit);
  const sum = await balanceOf(tx, account);
  return { kept, sum, difference: subtractMoney(kept, sum) };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Closes a month (`YYYY-MM`, California) that has ended: no transfer is dated in it afterwards
 * (the database refuses one). Transfers being posted finish first (the table lock waits for
 * them), so none lands in the month after it is closed. Closing it again changes nothing.
 */
export async function closePeriod(
  tx: Tx,
  act: Act,
  month: string,
): Promise<{ month: string; closed: boolean }> {
  if (!MONTH.test(month)) throw conflict(`Not a month: ${month} (write YYYY-MM)`);
  if (month >= businessMonth(act.now))
    throw conflict(`${month} has not ended yet: a month is closed after its last day`);
  await tx.execute(sql`LOCK TABLE ledger_transfers IN SHARE MODE`);
  const made = await tx
    .insert(ledgerPeriods)
    .values({ month, closedBy: act.actor, closedAt: act.now })
    .onConflictDoNothing()
    .returning({ month: ledgerPeriods.month });
  return { month, closed: made.length > 0 };
}
