import {
  businessDay,
  compareMoney,
  formatMoney,
  type Money,
  moneyOf,
  negateMoney,
  subtractMoney,
  zeroMoney,
} from '@bq/validators';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { ledgerAccounts } from '../../db/schema-ledger.js';
import { tokenGrants } from '../../db/schema-tokens.js';
import { badInput, conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import {
  accountFor,
  balanceOf,
  officeAccount,
  postTransfer,
  readAmount,
  transferByKey,
} from './ledger.js';

/**
 * Tokens (docs/finance-books.md "Tokens"): the office's internal credit per person.
 * Finance grants them (a reason and a last day to spend them); they pay for marketplace orders
 * (`commerce/token-payment.ts`); a refund of such an order gives them back; unspent ones expire.
 * Every movement is a ledger transfer on the person's `tokens` account, which the database never
 * lets go below zero:
 *   grant   `token-grant:<grant>`            tokens +n, expense(TOKEN) −n
 *   spend   `order:<order>:tokens`           tokens −n, income(TOKEN) +n
 *   return  `refund:<request>:tokens`        tokens +n, income(TOKEN) −n
 *   expiry  `token-expiry:<account>:v<ver>`  tokens −n, expense(TOKEN) +n
 * Which tokens are spent first: those that expire first. So a balance never needs lots: what
 * must expire today is whatever the balance holds beyond the grants still valid (each can hold
 * at most what it granted), i.e. `max(0, balance − Σ unexpired grants)`.
 */

const tokens = (n: bigint) => moneyOf(n, 'TOKEN');

/** What an order of `total` dollars costs in tokens worth `value` each, rounded up to a whole one. */
export function tokensFor(total: Money, value: Money): Money {
  if (total.unit !== 'USD' || value.unit !== 'USD' || value.minor <= 0n)
    throw new Error('tokensFor takes a dollar total and a dollar value above zero');
  return tokens((total.minor + value.minor - 1n) / value.minor);
}

/** The person's token account (made on first use). */
export const tokenAccount = (tx: Tx, act: Act, userId: number) =>
  accountFor(tx, act, { kind: 'tokens', userId, unit: 'TOKEN' });

/** Locks the person's token account for the rest of the transaction: spends and expiry queue here. */
async function lockTokenAccount(tx: Tx, act: Act, userId: number) {
  const account = await tokenAccount(tx, act, userId);
  const [row] = await tx
    .select({ version: ledgerAccounts.version })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account))
    .for('update');
  if (!row) throw new Error(`no token account ${account}`);
  return { account, version: row.version };
}

/** Σ of the person's grants whose last day is `day` or later: what their balance may still hold. */
async function unexpiredGranted(tx: Tx, userId: number, day: string): Promise<Money> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${tokenGrants.amount}), 0)::text` })
    .from(tokenGrants)
    .where(and(eq(tokenGrants.userId, userId), gte(tokenGrants.expiresOn, day)));
  return readAmount(row?.sum ?? '0', 'TOKEN');
}

export interface GrantInput {
  userId: number;
  amount: Money;
  reason: string;
  /** The last business day the tokens may be spent, `YYYY-MM-DD`. */
  expiresOn: string;
  /** The granter's idempotency key: the same grant sent again is answered, not repeated. */
  requestKey: string;
}

export type TokenGrant = typeof tokenGrants.$inferSelect;

/**
 * Grants tokens: a grant row (why, until when) and its transfer `token-grant:<id>`, in one
 * transaction. The same request key with the same grant answers the first (`created: false`);
 * with another grant it is refused. Nobody grants tokens to themselves.
 */
export async function grantTokens(
  tx: Tx,
  act: Act,
  input: GrantInput,
): Promise<{ grant: TokenGrant; created: boolean }> {
  if (input.amount.unit !== 'TOKEN' || input.amount.minor <= 0n)
    throw badInput('Grant a whole number of tokens above zero');
  const today = businessDay(act.now);
  if (input.expiresOn < today)
    throw badInput(`The expiry date has passed: write ${today} or later`);
  assertNotOwnWork(act.actor ?? 0, [input.userId], 'token grant');
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!person) throw notFound('User');
  const made = await tx
    .insert(tokenGrants)
    .values({
      userId: input.userId,
      amount: input.amount.minor.toString(),
      reason: input.reason,
      expiresOn: input.expiresOn,
      requestKey: input.requestKey,
      grantedBy: act.actor ?? 0,
      createdAt: act.now,
      grantedOn: today,
    })
    .onConflictDoNothing({ target: tokenGrants.requestKey })
    .returning();
  const grant =
    made[0] ??
    (await tx.select().from(tokenGrants).where(eq(tokenGrants.requestKey, input.requestKey)))[0];
  if (!grant) throw new Error('token grant neither made nor found');
  if (!made[0]) {
    const same =
      grant.userId === input.userId &&
      compareMoney(readAmount(grant.amount, 'TOKEN'), input.amount) === 0 &&
      grant.reason === input.reason &&
      grant.expiresOn === input.expiresOn;
    if (!same) throw conflict('This request key was already used for another grant');
    return { grant, created: false };
  }
  await postTransfer(tx, act, {
    eventKey: `token-grant:${grant.id}`,
    source: { kind: 'token-grant', id: grant.id },
    memo: input.reason,
    lines: [
      { account: await tokenAccount(tx, act, input.userId), amount: input.amount },
      {
        account: await officeAccount(tx, act, 'expense', 'TOKEN'),
        amount: negateMoney(input.amount),
      },
    ],
  });
  return { grant, created: true };
}

/**
 * Expires what the person's balance holds beyond their grants still valid today (see above), as
 * a transfer keyed by the account's version: the same state of the account expires once, and a
 * later state (tokens given back by a refund) may expire again. Answers the tokens expired.
 */
export async function expireTokensOf(tx: Tx, act: Act, userId: number): Promise<Money> {
  const { account, version } = await lockTokenAccount(tx, act, userId);
  const balance = await balanceOf(tx, account);
  const valid = await unexpiredGranted(tx, userId, businessDay(act.now));
  const over = subtractMoney(balance, valid);
  if (over.minor <= 0n) return zeroMoney('TOKEN');
  await postTransfer(tx, act, {
    eventKey: `token-expiry:${account}:v${version}`,
    source: { kind: 'token-expiry', id: account },
    memo: `${formatMoney(over)} not spent by their last day`,
    lines: [
      { account, amount: negateMoney(over) },
      { account: await officeAccount(tx, act, 'expense', 'TOKEN'), amount: over },
    ],
  });
  return over;
}

/**
 * The sweep: every token account holding more than its valid grants, each expired in its own
 * transaction (a spend racing it waits on the account's lock, then the sweep sees what is left).
 */
export async function expireTokens(
  db: Db,
  act: Act,
): Promise<{ userId: number; expired: Money }[]> {
  const day = businessDay(act.now);
  const due = await db.execute<{ user_id: number }>(sql`
    SELECT a.user_id FROM ledger_accounts a
     WHERE a.kind = 'tokens' AND a.balance > coalesce((SELECT sum(g.amount) FROM token_grants g
            WHERE g.user_id = a.user_id AND g.expires_on >= ${day}::date), 0)
     ORDER BY a.id LIMIT 500`);
  const done: { userId: number; expired: Money }[] = [];
  for (const { user_id: userId } of due.rows) {
    const expired = await db.transaction((tx) => expireTokensOf(tx, act, userId));
    if (expired.minor > 0n) done.push({ userId, expired });
  }
  return done;
}

/** The key of an order's token payment. */
export const spendKey = (orderId: number) => `order:${orderId}:tokens`;

/**
 * Spends `amount` of the person's tokens on an order (after expiring what is due): refused in
 * words when the balance is short. The account is locked, and the database's floor holds even
 * if two spends of one person were to race.
 */
export async function spendTokens(
  tx: Tx,
  act: Act,
  { userId, orderId, amount }: { userId: number; orderId: number; amount: Money },
): Promise<void> {
  await expireTokensOf(tx, act, userId);
  const account = await tokenAccount(tx, act, userId);
  const balance = await balanceOf(tx, account);
  if (compareMoney(balance, amount) < 0)
    throw conflict(`You have ${formatMoney(balance)}; this order needs ${formatMoney(amount)}`);
  await postTransfer(tx, act, {
    eventKey: spendKey(orderId),
    source: { kind: 'order', id: orderId },
    memo: `Order ${orderId}`,
    lines: [
      { account, amount: negateMoney(amount) },
      { account: await officeAccount(tx, act, 'income', 'TOKEN'), amount },
    ],
  });
}

/** The tokens an order was paid with, or null when it was not paid with tokens. */
export async function tokensSpentOn(tx: Tx, orderId: number) {
  const transfer = await transferByKey(tx, spendKey(orderId));
  const line = transfer?.lines.find((l) => l.amount.minor < 0n);
  return line ? { account: line.account, spent: negateMoney(line.amount) } : null;
}

/**
 * A refund of a token-paid order gives back the tokens of the part refunded: the tokens returned
 * so far are `spent × refunded ÷ paid` rounded down, so each refund returns the difference and a
 * whole refund returns exactly what was spent. Nothing for an order paid otherwise.
 */
export async function returnTokens(
  tx: Tx,
  act: Act,
  r: { orderId: number; requestId: number; paid: Money; before: Money; after: Money },
): Promise<Money> {
  const spent = await tokensSpentOn(tx, r.orderId);
  if (!spent || r.paid.minor <= 0n) return zeroMoney('TOKEN');
  const upTo = (refunded: Money) => (spent.spent.minor * refunded.minor) / r.paid.minor;
  const back = tokens(upTo(r.after) - upTo(r.before));
  if (back.minor <= 0n) return back;
  await postTransfer(tx, act, {
    eventKey: `refund:${r.requestId}:tokens`,
    source: { kind: 'refund', id: r.requestId },
    memo: `Refund of order ${r.orderId}`,
    lines: [
      { account: spent.account, amount: back },
      { account: await officeAccount(tx, act, 'income', 'TOKEN'), amount: negateMoney(back) },
    ],
  });
  return back;
}
