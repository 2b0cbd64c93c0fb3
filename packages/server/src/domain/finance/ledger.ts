import {
  businessDay,
  businessMonth,
  type Money,
  type MoneyUnit,
  moneyOf,
  moneyToDecimal,
  negateMoney,
  parseMoney,
  subtractMoney,
} from '@bq/validators';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import {
  type LedgerAccountKind,
  type LedgerSourceKind,
  ledgerAccounts,
  ledgerLines,
  ledgerPeriods,
  ledgerTransfers,
} from '../../db/schema-ledger.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * The one ledger (issue 26, docs/finance.md). Every amount owed or paid to or by a payee is a
 * line of a transfer whose lines sum to zero per unit; a line is a credit when positive. A
 * transfer is posted once per business event (its event key), never changed: a mistake is taken
 * back by a reversal (at most one per transfer) or corrected by a new transfer. The database
 * refuses what breaks these rules whoever writes (migration 0090); this module is the one writer.
 */

export interface LedgerLine {
  account: number;
  amount: Money;
}

export interface TransferInput {
  /** The business event, fixed for it (`application:12`): posting it again answers the first. */
  eventKey: string;
  source: { kind: LedgerSourceKind; id: number };
  lines: readonly LedgerLine[];
  memo?: string;
}

export interface Transfer {
  id: number;
  eventKey: string;
  source: { kind: LedgerSourceKind; id: number };
  memo: string;
  actorId: number | null;
  createdAt: Date;
  /** California's date of `createdAt`, `YYYY-MM-DD`. */
  businessDay: string;
  reverses: number | null;
  /** By account id. */
  lines: LedgerLine[];
}

/** A numeric(14, 2) column as money of `unit`: tokens are whole, so `'30.00'` is 30 tokens. */
export function readAmount(text: string, unit: MoneyUnit): Money {
  const cents = parseMoney(text, 'USD');
  if (unit === 'USD') return cents;
  if (cents.minor % 100n !== 0n) throw new Error(`A ${unit} amount is whole: ${text}`);
  return moneyOf(cents.minor / 100n, unit);
}

/** The column form of an amount (tokens written as whole numbers). */
const column = (m: Money) => moneyToDecimal(m);

const byAccount = (a: LedgerLine, b: LedgerLine) => a.account - b.account;

/** Refuses, before any query, lines the database would refuse at commit. */
function checkLines(lines: readonly LedgerLine[]): void {
  if (lines.length < 2) throw new Error('A transfer has at least two lines');
  const seen = new Set<number>();
  const sums = new Map<MoneyUnit, bigint>();
  for (const { account, amount } of lines) {
    if (seen.has(account)) throw new Error(`A transfer names account ${account} once`);
    seen.add(account);
    if (amount.minor === 0n) throw new Error('A ledger line moves a non-zero amount');
    sums.set(amount.unit, (sums.get(amount.unit) ?? 0n) + amount.minor);
  }
  for (const [unit, sum] of sums)
    if (sum !== 0n) throw new Error(`The transfer's ${unit} lines sum to ${sum}, not zero`);
}

function sameLines(a: readonly LedgerLine[], b: readonly LedgerLine[]): boolean {
  const x = [...a].sort(byAccount);
  const y = [...b].sort(byAccount);
  return (
    x.length === y.length &&
    x.every((line, i) => {
      const other = y[i];
      return (
        other !== undefined &&
        other.account === line.account &&
        other.amount.unit === line.amount.unit &&
        other.amount.minor === line.amount.minor
      );
    })
  );
}

type TransferRow = typeof ledgerTransfers.$inferSelect;

async function withLines(tx: Tx, row: TransferRow): Promise<Transfer> {
  const lines = await tx
    .select()
    .from(ledgerLines)
    .where(eq(ledgerLines.transferId, row.id))
    .orderBy(asc(ledgerLines.accountId));
  return {
    id: row.id,
    eventKey: row.eventKey,
    source: { kind: row.sourceKind, id: row.sourceId },
    memo: row.memo,
    actorId: row.actorId,
    createdAt: row.createdAt,
    businessDay: row.businessDay,
    reverses: row.reverses,
    lines: lines.map((l) => ({ account: l.accountId, amount: readAmount(l.amount, l.unit) })),
  };
}

/** The transfer posted for an event key, or null. */
export async function transferByKey(tx: Tx, eventKey: string): Promise<Transfer | null> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.eventKey, eventKey));
  return row ? withLines(tx, row) : null;
}

async function post(
  tx: Tx,
  act: Act,
  input: TransferInput & { reverses?: number },
): Promise<Transfer & { created: boolean }> {
  checkLines(input.lines);
  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      eventKey: input.eventKey,
      sourceKind: input.source.kind,
      sourceId: input.source.id,
      memo: input.memo ?? '',
      actorId: act.actor,
      createdAt: act.now,
      businessDay: businessDay(act.now),
      reverses: input.reverses ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransfers.eventKey })
    .returning();
  if (!row) {
    // The event was posted before: the same posting answers it; other amounts are a mistake.
    const first = await transferByKey(tx, input.eventKey);
    if (
      !first ||
      first.source.kind !== input.source.kind ||
      first.source.id !== input.source.id ||
      first.reverses !== (input.reverses ?? null) ||
      !sameLines(first.lines, input.lines)
    )
      throw conflict(`The event ${input.eventKey} was already posted with other amounts`);
    return { ...first, created: false };
  }
  // One account after another by id, so two postings never wait on each other's accounts.
  const lines = [...input.lines].sort(byAccount);
  await tx.insert(ledgerLines).values(
    lines.map((l) => ({
      transferId: row.id,
      accountId: l.account,
      unit: l.amount.unit,
      amount: column(l.amount),
    })),
  );
  return {
    id: row.id,
    eventKey: row.eventKey,
    source: input.source,
    memo: row.memo,
    actorId: row.actorId,
    createdAt: row.createdAt,
    businessDay: row.businessDay,
    reverses: row.reverses,
    lines,
    created: true,
  };
}

/**
 * Posts one balanced transfer, dated by the business clock. Idempotent by event key: the same
 * event posted again answers the transfer it made (`created: false`); the same key with other
 * lines is refused.
 */
export function postTransfer(
  tx: Tx,
  act: Act,
  input: TransferInput,
): Promise<Transfer & { created: boolean }> {
  return post(tx, act, input);
}

/**
 * Takes a transfer back with one of opposite lines, dated today (a closed month is never
 * written: the reversal lands in the open one and names what it reverses). A transfer is
 * reversed once: asking again with the same event key answers that reversal, another key is
 * refused (and the database's unique index refuses it too).
 */
export async function reverseTransfer(
  tx: Tx,
  act: Act,
  input: { transferId: number; eventKey?: string; memo?: string },
): Promise<Transfer & { created: boolean }> {
  const [row] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, input.transferId));
  if (!row) throw conflict(`No ledger transfer ${input.transferId}`);
  const eventKey = input.eventKey ?? `reverse:${row.id}`;
  const [done] = await tx
    .select({ eventKey: ledgerTransfers.eventKey })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reverses, row.id));
  if (done && done.eventKey !== eventKey)
    throw conflict(`Ledger transfer ${row.id} was already reversed (${done.eventKey})`);
  const original = await withLines(tx, row);
  return post(tx, act, {
    eventKey,
    source: original.source,
    memo: input.memo ?? `Reverses ${original.eventKey}`,
    lines: original.lines.map((l) => ({ account: l.account, amount: negateMoney(l.amount) })),
    reverses: row.id,
  });
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

/** One of the office's own accounts (cash, income, expense) in `unit`. */
export const officeAccount = (
  tx: Tx,
  act: Act,
  kind: 'cash' | 'income' | 'expense',
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
