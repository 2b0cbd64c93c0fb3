import type { ReferralFeeRow } from '@bq/contract';
import { type Money, moneyToDecimal, parseMoney, subtractMoney } from '@bq/validators';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage, rows } from '../../db/query-helpers.js';
import { payouts } from '../../db/schema-payroll.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { WATERFALL_ACCOUNTS } from './commission-waterfall.js';
import { accountFor } from './ledger-accounts.js';
import { assertSecondPerson } from './payee-payments.js';
import { createPayout, livePayoutOf, type Payout, postPayout, voidPayout } from './payouts.js';

/**
 * Referral fees owed to referring brokerages (docs/finance-closings.md "Referral fees"). A closing credits
 * the fee to the office's one "Referring brokerages" account with the case as the transfer's
 * source, so what a case owes is the sum of that account's lines on the case's transfers
 * (corrections keep the original's source, so they count), less its `referral` payouts. Paying
 * holds it in a pending payout whose source is the case (the two-phase payouts of `payouts.ts`):
 * one live payout per case, so a double click or a second person at the same moment meets it.
 * Confirming (above the configured amount, by a second person) or voiding it is phase two, with
 * the lecturer and vendor payments' rule and wording.
 */

const SUMS = sql`
  with fees as (
    select t.source_id as case_id, sum(l.amount) as fee
    from ledger_lines l
    join ledger_transfers t on t.id = l.transfer_id
    join ledger_accounts a on a.id = l.account_id
    where a.kind = 'referral' and a.name = ${WATERFALL_ACCOUNTS.referral} and a.unit = 'USD'
      and t.source_kind = 'case'
    group by t.source_id
  )
  select c.id as "caseId", c.case_no as "caseNo", f.fee::text as fee,
    coalesce((select sum(p.amount) from payouts p where p.source_kind = 'referral'
      and p.source_id = c.id and p.status = 'posted'), 0)::text as paid,
    coalesce((select sum(p.amount) from payouts p where p.source_kind = 'referral'
      and p.source_id = c.id and p.status = 'pending'), 0)::text as paying,
    (select p.id from payouts p where p.source_kind = 'referral' and p.source_id = c.id
      and p.status = 'pending') as "pendingPayoutId"
  from cases c join fees f on f.case_id = c.id
  where c.status = 'closed'`;

interface SumRow {
  caseId: number;
  caseNo: string;
  fee: string;
  paid: string;
  paying: string;
  pendingPayoutId: number | null;
}

/**
 * The case records no referring brokerage: its "other side" is the cooperating broker, paid by
 * escrow, not the brokerage that referred the client. The name says which case's referrer it is
 * until the case records one.
 */
export const brokerageOf = (caseNo: string) => `Referring brokerage of case ${caseNo}`;

function shape(r: SumRow): ReferralFeeRow {
  const fee = parseMoney(r.fee);
  const paid = parseMoney(r.paid);
  const paying = parseMoney(r.paying);
  const owed = subtractMoney(subtractMoney(fee, paid), paying);
  return {
    caseId: r.caseId,
    caseNo: r.caseNo,
    brokerage: brokerageOf(r.caseNo),
    fee: moneyToDecimal(fee),
    paid: moneyToDecimal(paid),
    paying: moneyToDecimal(paying),
    owed: moneyToDecimal(owed),
    status: r.pendingPayoutId !== null ? 'paying' : owed.minor > 0n ? 'owed' : 'paid',
    pendingPayoutId: r.pendingPayoutId,
  };
}

/** Closed cases whose transfers put a referral fee on the account, the newest case first. */
export function referralFeeList(
  db: Db | Tx,
  input: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: ReferralFeeRow[] }> {
  return countAndPage(
    input,
    async () => {
      const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${SUMS}) s`);
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      (await rows<SumRow>(db, sql`${SUMS} order by c.id desc limit ${limit} offset ${offset}`)).map(
        shape,
      ),
  );
}

/** One closed case's referral fee; 404 when the case is not closed or owes none. */
export async function referralFeeOf(db: Db | Tx, caseId: number): Promise<ReferralFeeRow> {
  const [row] = await rows<SumRow>(db, sql`${SUMS} and c.id = ${caseId}`);
  if (!row) throw notFound('Referral fee of a closed case');
  return shape(row);
}

/** Holds what the case owes its referring brokerage in a pending payout (phase one). */
export async function payReferralFee(tx: Tx, act: Act, caseId: number): Promise<Payout> {
  // The case's row lock puts two payments of one case in line; the one-live index backs it.
  const [locked] = await rows<{ id: number }>(
    tx,
    sql`select id from cases where id = ${caseId} for update`,
  );
  if (!locked) throw notFound('Case');
  const fee = await referralFeeOf(tx, caseId);
  if (await livePayoutOf(tx, { kind: 'referral', id: caseId }).then((p) => p?.status === 'pending'))
    throw conflict(`The referral fee of case ${fee.caseNo} is already being paid`);
  const owed: Money = parseMoney(fee.owed);
  if (owed.minor <= 0n)
    throw conflict(`Nothing is owed to the referring brokerage of case ${fee.caseNo} now`);
  const account = await accountFor(tx, act, {
    kind: 'referral',
    name: WATERFALL_ACCOUNTS.referral,
    unit: 'USD',
  });
  return createPayout(tx, act, {
    source: { kind: 'referral', id: caseId },
    payee: { userId: null, name: fee.brokerage },
    from: [{ account, amount: owed }],
  });
}

async function pendingReferralPayout(tx: Tx, id: number): Promise<Payout> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id));
  if (payout?.sourceKind !== 'referral') throw notFound('Referral fee payout');
  return payout;
}

/** The money went out (phase two); above `secondPersonAbove`, not by whoever started it. */
export async function confirmReferralPayout(
  tx: Tx,
  act: Act,
  input: { id: number; reference: string; secondPersonAbove: Money },
): Promise<Payout> {
  const payout = await pendingReferralPayout(tx, input.id);
  assertSecondPerson(act, payout, input.secondPersonAbove);
  return postPayout(tx, act, { id: payout.id, reference: input.reference.trim() });
}

/** The money did not go out: the hold is reversed and the fee is owed again. */
export async function voidReferralPayout(
  tx: Tx,
  act: Act,
  input: { id: number; reason: string },
): Promise<Payout> {
  const payout = await pendingReferralPayout(tx, input.id);
  return voidPayout(tx, act, { id: payout.id, reason: input.reason.trim() });
}
