import { type Money, negateMoney } from '@bq/validators';
import type { Tx } from '../../db/index.js';
import type { Act } from '../shared/act.js';
import { accountFor, officeAccount, postTransfer } from './ledger.js';

/**
 * The dollars orders bring in and give back, in the ledger beside the order's
 * own columns, so income is a sum of lines like everything else:
 *   receipt  `payment:<payment>:receipt`   cash −x (the office holds it), income +x
 *   refund   `refund:<request>:money`      income −x, "Refunds owed" +x (owed to the buyer)
 * A refund's dollars then leave through a payout (payouts.ts, source `refund`) held from
 * "Refunds owed" and posted to cash when finance pays it with a reference, so cash moves only
 * when the money has gone; a voided payout leaves it owed again. An order paid with tokens took
 * no dollars: its refund gives tokens back (tokens.ts) instead.
 */

/** The office's account of dollar refunds approved and not yet paid out. */
export const REFUNDS_OWED = 'Refunds owed';

export const refundsOwedAccount = (tx: Tx, act: Act) =>
  accountFor(tx, act, { kind: 'cash', name: REFUNDS_OWED, unit: 'USD' });

export async function postReceipt(
  tx: Tx,
  act: Act,
  r: { paymentId: number; orderId: number; reference: string; received: Money },
): Promise<void> {
  if (r.received.minor <= 0n) return;
  await postTransfer(tx, act, {
    eventKey: `payment:${r.paymentId}:receipt`,
    source: { kind: 'order', id: r.orderId },
    memo: `Office payment ${r.reference}`,
    lines: [
      { account: await officeAccount(tx, act, 'cash'), amount: negateMoney(r.received) },
      { account: await officeAccount(tx, act, 'income'), amount: r.received },
    ],
  });
}

/** An approved dollar refund: income gives it back, owed to the buyer until its payout is paid. */
export async function postRefundOwed(
  tx: Tx,
  act: Act,
  r: { requestId: number; orderId: number; amount: Money },
): Promise<void> {
  if (r.amount.minor <= 0n) return;
  await postTransfer(tx, act, {
    eventKey: `refund:${r.requestId}:money`,
    source: { kind: 'refund', id: r.requestId },
    memo: `Refund of order ${r.orderId}`,
    lines: [
      { account: await refundsOwedAccount(tx, act), amount: r.amount },
      { account: await officeAccount(tx, act, 'income'), amount: negateMoney(r.amount) },
    ],
  });
}
