import { type Money, negateMoney } from '@bq/validators';
import type { Tx } from '../../db/index.js';
import type { Act } from '../shared/act.js';
import { officeAccount, postTransfer } from './ledger.js';
import { tokensSpentOn } from './tokens.js';

/**
 * The dollars orders bring in and give back, in the ledger beside the order's
 * own columns, so income is a sum of lines like everything else:
 *   receipt  `payment:<payment>:receipt`   cash −x (the office holds it), income +x
 *   refund   `refund:<request>:money`      income −x, cash +x (given back)
 * An order paid with tokens took no dollars: its refund gives tokens back (tokens.ts) instead.
 */

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

export async function postRefundPaid(
  tx: Tx,
  act: Act,
  r: { requestId: number; orderId: number; amount: Money },
): Promise<void> {
  if (r.amount.minor <= 0n || (await tokensSpentOn(tx, r.orderId))) return;
  await postTransfer(tx, act, {
    eventKey: `refund:${r.requestId}:money`,
    source: { kind: 'refund', id: r.requestId },
    memo: `Refund of order ${r.orderId}`,
    lines: [
      { account: await officeAccount(tx, act, 'cash'), amount: r.amount },
      { account: await officeAccount(tx, act, 'income'), amount: negateMoney(r.amount) },
    ],
  });
}
