import { compareMoney, type Money, moneyOf, subtractMoney, sumMoney } from '@bq/validators';
import type { LedgerLine } from './ledger.js';

/**
 * The arithmetic of a ledger correction, no database: what each account held from the original
 * transfer and holds from its replacement, and how much the correction moves.
 */

export interface AccountChange {
  account: number;
  before: Money;
  after: Money;
}

const usd = (minor: bigint) => moneyOf(minor, 'USD');

/** Every account either transfer names, by id, with its amount in each (zero where absent). */
export function changesOf(
  original: readonly LedgerLine[],
  replacement: readonly LedgerLine[],
): AccountChange[] {
  const accounts = [...new Set([...original, ...replacement].map((l) => l.account))].sort(
    (a, b) => a - b,
  );
  const amountIn = (lines: readonly LedgerLine[], account: number) =>
    lines.find((l) => l.account === account)?.amount ?? usd(0n);
  return accounts.map((account) => ({
    account,
    before: amountIn(original, account),
    after: amountIn(replacement, account),
  }));
}

/**
 * What a correction moves: Σ of the accounts' increases from the original to the replacement.
 * Both transfers sum to zero, so the decreases are as much: moving $500 from the company dollar
 * to the agent moves $500, however large the transfer itself is.
 */
export function movedBy(changes: readonly AccountChange[]): Money {
  return sumMoney(
    changes
      .map((c) => subtractMoney(c.after, c.before))
      .filter((d) => compareMoney(d, usd(0n)) > 0),
    'USD',
  );
}

/** The lines as posted: one per account (summed), zeros left out, by account id. */
export function normalLines(lines: readonly LedgerLine[]): LedgerLine[] {
  const by = new Map<number, Money>();
  for (const l of lines) {
    const had = by.get(l.account);
    by.set(l.account, had ? sumMoney([had, l.amount], l.amount.unit) : l.amount);
  }
  return [...by]
    .filter(([, amount]) => amount.minor !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([account, amount]) => ({ account, amount }));
}

/** Whether two sets of lines put the same amount on every account. */
export const sameAmounts = (a: readonly LedgerLine[], b: readonly LedgerLine[]) =>
  changesOf(normalLines(a), normalLines(b)).every((c) => compareMoney(c.before, c.after) === 0);
