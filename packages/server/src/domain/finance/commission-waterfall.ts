import { type Money, negateMoney, sumMoney } from '@bq/validators';
import type { Tx } from '../../db/index.js';
import type { Act } from '../shared/act.js';
import type { MemberShare } from './commission-math.js';
import type { LedgerLine } from './ledger.js';
import { type AccountSpec, accountFor } from './ledger-accounts.js';

/**
 * One team member's part of a closing as ledger lines: the whole waterfall, from the gross
 * commission title/escrow owes the office down to the company dollar (docs/finance-closings.md "The
 * commission waterfall"). The amounts are `caseCommission`'s, never recomputed here, so the
 * statement, the case's commission rows and the ledger cannot disagree.
 *
 *   receivable "Commissions due from title/escrow"  −gross part (debit: owed to the office)
 *   referral   "Referring brokerages"                +referral fee
 *   agent      the member                            +agent's net
 *   coach      the member's coach                    +coach's share
 *   income     "Transaction fees"                    +fee
 *   income     "Company dollar"                      +office
 *
 * gross = referral + office + fee + coach + agent (commission-math), so the lines sum to zero.
 */

/** The office's and payees' accounts a closing posts to, by name (found whatever their case). */
export const WATERFALL_ACCOUNTS = {
  receivable: 'Commissions due from title/escrow',
  // The case records no referring brokerage (its "other side" is the cooperating broker, who is
  // paid by escrow, not by us), so referral fees owed collect on one account until it does.
  referral: 'Referring brokerages',
  transactionFees: 'Transaction fees',
  companyDollar: 'Company dollar',
} as const;

export interface WaterfallPart {
  spec: AccountSpec;
  amount: Money;
}

/**
 * The member's waterfall as account specs and amounts, zero parts left out (a line of 0 says
 * nothing). `coachId`: the member's coach on the day, required when the share gives one.
 */
export function waterfallParts(share: MemberShare, coachId: number | null): WaterfallPart[] {
  if (share.coach.minor !== 0n && coachId === null)
    throw new Error(`A coach's share of ${share.userId}'s commission names no coach`);
  const usd = 'USD' as const;
  const parts: WaterfallPart[] = [
    {
      spec: { kind: 'receivable', name: WATERFALL_ACCOUNTS.receivable, unit: usd },
      amount: negateMoney(share.gross),
    },
    {
      spec: { kind: 'referral', name: WATERFALL_ACCOUNTS.referral, unit: usd },
      amount: share.referralFee,
    },
    { spec: { kind: 'agent', userId: share.userId, unit: usd }, amount: share.agent },
    { spec: { kind: 'coach', userId: coachId, unit: usd }, amount: share.coach },
    {
      spec: { kind: 'income', name: WATERFALL_ACCOUNTS.transactionFees, unit: usd },
      amount: share.transactionFee,
    },
    {
      spec: { kind: 'income', name: WATERFALL_ACCOUNTS.companyDollar, unit: usd },
      amount: share.office,
    },
  ];
  const kept = parts.filter((p) => p.amount.minor !== 0n);
  if (
    sumMoney(
      kept.map((p) => p.amount),
      usd,
    ).minor !== 0n
  )
    throw new Error(`${share.userId}'s commission does not add up to its gross part`);
  return kept;
}

/** The member's waterfall as ledger lines (accounts found, or opened on first use). */
export async function waterfallLines(
  tx: Tx,
  act: Act,
  share: MemberShare,
  coachId: number | null,
): Promise<LedgerLine[]> {
  const lines: LedgerLine[] = [];
  for (const part of waterfallParts(share, coachId))
    lines.push({ account: await accountFor(tx, act, part.spec), amount: part.amount });
  return lines;
}
