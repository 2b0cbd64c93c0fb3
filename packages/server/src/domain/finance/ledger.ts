import {
  businessDay,
  type Money,
  type MoneyUnit,
  moneyToDecimal,
  negateMoney,
} from '@bq/validators';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { type LedgerSourceKind, ledgerLines, ledgerTransfers } from '../../db/schema-ledger.js';
import { conflict } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { readAmount } from './ledger-accounts.js';

export {
  type AccountSpec,
  accountFor,
  balanceOf,
  balancesOf,
  checkAccount,
  closePeriod,
  officeAccount,
  readAmount,
} from './ledger-accounts.js';

/**
 * The one ledger (docs/finance.md). Every amount owed or paid to or by a payee is a
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
  /**
   * The business day the money moved, when it is not today's: a wire received on the 30th and
   * entered on the 2nd. Never after today (the caller checks); a day of a closed month is
   * refused by the database.
   */
  businessDay?: string;
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

/** The transfer with this id, or null. */
export async function transferById(tx: Tx, id: number): Promise<Transfer | null> {
  const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row ? withLines(tx, row) : null;
}

type Posting = TransferInput & { reverses?: number };

/** The answer for an event posted before: the same posting answers it, other amounts are a mistake. */
async function postedBefore(tx: Tx, input: Posting): Promise<Transfer & { created: false }> {
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

/**
 * Posts transfers in two statements whatever their number (the transfers, then every line), in
 * the order given. Lines go in by account id (stable, so one account's lines keep their order),
 * so two postings never wait on each other's accounts in a circle.
 */
async function post(
  tx: Tx,
  act: Act,
  inputs: readonly Posting[],
): Promise<(Transfer & { created: boolean })[]> {
  const keys = new Set<string>();
  for (const input of inputs) {
    checkLines(input.lines);
    if (keys.has(input.eventKey)) throw new Error(`Event ${input.eventKey} twice in one batch`);
    keys.add(input.eventKey);
  }
  if (inputs.length === 0) return [];
  // Every account locked at once, the office's own first (nearly every posting names one), then
  // by id: a transaction that posts several transfers then never holds a payee another waits for
  // while waiting for an office account that one holds.
  const accounts = [...new Set(inputs.flatMap((i) => i.lines.map((l) => l.account)))];
  await tx.execute(
    sql`SELECT id FROM ledger_accounts WHERE id IN (${sql.join(
      accounts.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY kind IN ('cash', 'income', 'expense', 'receivable') DESC, id FOR UPDATE`,
  );
  const today = businessDay(act.now);
  const rows = await tx
    .insert(ledgerTransfers)
    .values(
      inputs.map((input) => ({
        eventKey: input.eventKey,
        sourceKind: input.source.kind,
        sourceId: input.source.id,
        memo: input.memo ?? '',
        actorId: act.actor,
        createdAt: act.now,
        businessDay: input.businessDay ?? today,
        reverses: input.reverses ?? null,
      })),
    )
    .onConflictDoNothing({ target: ledgerTransfers.eventKey })
    .returning();
  const made = new Map(rows.map((r) => [r.eventKey, r]));
  const lines = inputs
    .flatMap((input) => {
      const row = made.get(input.eventKey);
      return row ? input.lines.map((l) => ({ transferId: row.id, line: l })) : [];
    })
    .sort((a, b) => a.line.account - b.line.account);
  if (lines.length > 0)
    await tx.insert(ledgerLines).values(
      lines.map(({ transferId, line }) => ({
        transferId,
        accountId: line.account,
        unit: line.amount.unit,
        amount: column(line.amount),
      })),
    );
  const answers: (Transfer & { created: boolean })[] = [];
  for (const input of inputs) {
    const row = made.get(input.eventKey);
    if (!row) {
      answers.push(await postedBefore(tx, input));
      continue;
    }
    answers.push({
      id: row.id,
      eventKey: row.eventKey,
      source: input.source,
      memo: row.memo,
      actorId: row.actorId,
      createdAt: row.createdAt,
      businessDay: row.businessDay,
      reverses: row.reverses,
      lines: [...input.lines].sort(byAccount),
      created: true,
    });
  }
  return answers;
}

async function postOne(tx: Tx, act: Act, input: Posting): Promise<Transfer & { created: boolean }> {
  const [answer] = await post(tx, act, [input]);
  if (!answer) throw new Error('posting answered nothing');
  return answer;
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
  return postOne(tx, act, input);
}

/**
 * Posts many transfers at once (a batch, as TigerBeetle takes them): each as `postTransfer`
 * would, answered in the order given, in two statements instead of two each.
 */
export function postTransfers(
  tx: Tx,
  act: Act,
  inputs: readonly TransferInput[],
): Promise<(Transfer & { created: boolean })[]> {
  return post(tx, act, inputs);
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
  return postOne(tx, act, {
    eventKey,
    source: original.source,
    memo: input.memo ?? `Reverses ${original.eventKey}`,
    lines: original.lines.map((l) => ({ account: l.account, amount: negateMoney(l.amount) })),
    reverses: row.id,
  });
}
