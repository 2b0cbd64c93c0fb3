import type { PayeeKind, PayeeRow } from '@bq/contract';
import { compareMoney, formatMoney, type Money, moneyToDecimal, parseMoney } from '@bq/validators';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { ledgerAccounts, ledgerLines } from '../../db/schema-ledger.js';
import { payouts } from '../../db/schema-payroll.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { createPayout, type Payout, postPayout, voidPayout } from './payouts.js';

/**
 * Lecturer and vendor payments (docs/finance-pay.md, "Lecturer and vendor
 * payments"). A lecturer's account earns a share of every paid seat (`order-line:<line>:share`)
 * and gives back what a refund takes (`refund:…:clawback`); a vendor's earns what an approved
 * vendor application owes (`application:<id>`). Paying holds the account's balance in a pending
 * payout (the two-phase payouts of `payouts.ts`) named by the account's last line, so one balance
 * is paid once: a double click or a second person at the same moment meets the live payout.
 * Confirming that it went out (or voiding it) is phase two; above the configured amount, someone
 * other than the person who started the payout confirms it. Nobody pays themselves.
 */

const SUMS = sql`
  select a.id as "accountId", a.kind, a.user_id as "userId",
    coalesce(u.name, a.name, '') as name,
    coalesce(sum(l.amount) filter (where t.source_kind in ('order-line', 'application')), 0)::text as earned,
    coalesce(-sum(l.amount) filter (where t.source_kind = 'refund'), 0)::text as "clawedBack",
    coalesce(-sum(l.amount) filter (where t.source_kind = 'payout' and p.status = 'posted'), 0)::text as paid,
    coalesce(-sum(l.amount) filter (where t.source_kind = 'payout' and p.status = 'pending'), 0)::text as paying,
    a.balance::text as owed
  from ledger_accounts a
  left join users u on u.id = a.user_id
  left join ledger_lines l on l.account_id = a.id
  left join ledger_transfers t on t.id = l.transfer_id
  left join payouts p on t.source_kind = 'payout' and p.id = t.source_id`;

// numeric(14, 2) sums read in one form, two places ('-0.00' and '5' never reach a page).
const decimal = (text: string) => moneyToDecimal(parseMoney(text));
const shape = (r: PayeeRow): PayeeRow => ({
  ...r,
  earned: decimal(r.earned),
  clawedBack: decimal(r.clawedBack),
  paid: decimal(r.paid),
  paying: decimal(r.paying),
  owed: decimal(r.owed),
});

/** The lecturers or vendors with their sums, by name. */
export async function payeeList(
  db: Db | Tx,
  kind: PayeeKind,
  input: { pageNum: number; pageSize: number; keyword: string },
): Promise<{ total: number; list: PayeeRow[] }> {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = sql`a.kind = ${kind} and a.unit = 'USD'${
    p ? sql` and lower(coalesce(u.name, a.name, '')) like ${p}` : sql``
  }`;
  return countAndPage(
    input,
    async () => {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_accounts a left join users u on u.id = a.user_id where ${where}`,
      );
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      (
        await rows<PayeeRow>(
          db,
          sql`${SUMS} where ${where} group by a.id, u.name
            order by lower(coalesce(u.name, a.name, '')), a.id limit ${limit} offset ${offset}`,
        )
      ).map(shape),
  );
}

/** One lecturer's or vendor's account with its sums; 404 for any other account. */
export async function payeeAccount(db: Db | Tx, kind: PayeeKind, accountId: number) {
  const [row] = await rows<PayeeRow>(
    db,
    sql`${SUMS} where a.id = ${accountId} and a.kind = ${kind} and a.unit = 'USD' group by a.id, u.name`,
  );
  if (!row) throw notFound(kind === 'lecturer' ? 'Lecturer account' : 'Vendor account');
  return shape(row);
}

/** The account's payouts, newest first: those whose hold was posted from it. */
export function payoutsOfAccount(db: Db | Tx, accountId: number): Promise<Payout[]> {
  return db
    .select()
    .from(payouts)
    .where(
      sql`${payouts.sourceKind} in ('lecturer', 'vendor') and ${payouts.id} in (
        select t.source_id from ledger_transfers t join ledger_lines l on l.transfer_id = t.id
        where t.source_kind = 'payout' and l.account_id = ${accountId})`,
    )
    .orderBy(desc(payouts.id));
}

/** The payee account a payout paid from (its hold's line), with the account's kind. */
async function accountOfPayout(tx: Db | Tx, payoutId: number) {
  const [row] = await rows<{ accountId: number; kind: string }>(
    tx,
    sql`select l.account_id as "accountId", a.kind from ledger_transfers t
      join ledger_lines l on l.transfer_id = t.id
      join ledger_accounts a on a.id = l.account_id
      where t.event_key = ${`payout:${payoutId}`} and a.kind in ('lecturer', 'vendor')
      limit 1`,
  );
  return row ?? null;
}

/** A lecturer or vendor payout with its account; 404 for a statement's or an unknown one. */
export async function payeePayoutOf(db: Db | Tx, payoutId: number) {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  const account = payout ? await accountOfPayout(db, payoutId) : null;
  if (!payout || !account || (payout.sourceKind !== 'lecturer' && payout.sourceKind !== 'vendor'))
    throw notFound('Payout');
  return { payout, accountId: account.accountId, kind: payout.sourceKind as PayeeKind };
}

/** Holds what the account is owed now in a pending payout (phase one). */
export async function payPayee(tx: Tx, act: Act, accountId: number): Promise<Payout> {
  const [account] = await tx
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  if (
    !account ||
    (account.kind !== 'lecturer' && account.kind !== 'vendor') ||
    account.unit !== 'USD'
  )
    throw notFound('Lecturer or vendor account');
  if (account.userId !== null) assertNotOwnWork(act.actor ?? 0, [account.userId], 'payment');
  const owed = parseMoney(account.balance);
  const [person] =
    account.userId === null
      ? []
      : await tx.select({ name: users.name }).from(users).where(eq(users.id, account.userId));
  const name = person?.name ?? account.name ?? `account ${account.id}`;
  if (owed.minor <= 0n) throw conflict(`Nothing is owed to ${name} now`);
  // The balance being paid is named by the account's last line: paying it again meets the
  // live payout (one per source), and only new lines make a new balance to pay.
  const [last] = await tx
    .select({ id: sql<number>`max(${ledgerLines.id})`.mapWith(Number) })
    .from(ledgerLines)
    .where(eq(ledgerLines.accountId, account.id));
  if (!last?.id) throw conflict(`Nothing is owed to ${name} now`);
  return createPayout(tx, act, {
    source: { kind: account.kind, id: last.id },
    payee: { userId: account.userId, name },
    from: [{ account: account.id, amount: owed }],
  });
}

async function pendingOfPayee(tx: Tx, act: Act, payoutId: number) {
  const { payout } = await payeePayoutOf(tx, payoutId);
  if (payout.payeeUserId !== null)
    assertNotOwnWork(act.actor ?? 0, [payout.payeeUserId], 'payment');
  return payout;
}

/**
 * Above `secondPersonAbove` (the setting `payroll.secondPersonAbove`), a payout is confirmed by
 * someone other than whoever started it: one person alone cannot send a large sum out. Shared by
 * every payout confirmed from finance's pages (lecturers, vendors, referring brokerages).
 */
export function assertSecondPerson(act: Act, payout: Payout, secondPersonAbove: Money): void {
  if (
    compareMoney(parseMoney(payout.amount), secondPersonAbove) > 0 &&
    payout.createdBy === act.actor
  )
    throw forbidden(
      `A payment above ${formatMoney(secondPersonAbove)} needs a second person: someone other than who started it confirms it`,
    );
}

/** The money went out (phase two); above `secondPersonAbove`, not by whoever started it. */
export async function confirmPayeePayout(
  tx: Tx,
  act: Act,
  input: { id: number; reference: string; secondPersonAbove: Money },
): Promise<Payout> {
  const payout = await pendingOfPayee(tx, act, input.id);
  assertSecondPerson(act, payout, input.secondPersonAbove);
  return postPayout(tx, act, { id: payout.id, reference: input.reference.trim() });
}

/** The money did not go out: the hold is reversed and the payee is owed it again. */
export async function voidPayeePayout(
  tx: Tx,
  act: Act,
  input: { id: number; reason: string },
): Promise<Payout> {
  const payout = await pendingOfPayee(tx, act, input.id);
  return voidPayout(tx, act, { id: payout.id, reason: input.reason.trim() });
}

/** The account's ledger lines, newest first (as a statement shows its lines). */
export function linesOfAccount(db: Db | Tx, accountId: number) {
  return rows<{
    lineId: number;
    transferId: number;
    day: string;
    eventKey: string;
    sourceKind: string;
    sourceId: number;
    memo: string;
    account: string;
    amount: string;
    reverses: number | null;
    reversedBy: number | null;
    correctionId: number | null;
  }>(
    db,
    sql`select l.id as "lineId", t.id as "transferId", t.business_day::text as day,
        t.event_key as "eventKey", t.source_kind as "sourceKind", t.source_id as "sourceId",
        t.memo, a.kind as account, l.amount::text as amount, t.reverses,
        (select r.id from ledger_transfers r where r.reverses = t.id) as "reversedBy",
        (select c.id from ledger_corrections c where c.status = 'posted'
          and t.id in (c.original_transfer_id, c.reversal_transfer_id, c.replacement_transfer_id)
          limit 1) as "correctionId"
      from ledger_lines l join ledger_transfers t on t.id = l.transfer_id
      join ledger_accounts a on a.id = l.account_id
      where l.account_id = ${accountId}
      order by l.id desc limit 500`,
  ).then((found) => found.map((r) => ({ ...r, amount: decimal(r.amount) })));
}
