import type { Tx } from '../../db/index.js';
import type { orders } from '../../db/schema-commerce.js';
import { notifyPerson } from '../messages/notify-person.js';
import type { Act } from '../shared/act.js';

const SENDER = 'BQ Marketplace';

/**
 * Tells the buyer their order moved on ("order-update": paid, a payment not accepted, shipped or
 * picked up, a refund decided, expired), in the same transaction as the change, so the message
 * goes once and only when the change holds. Answers the buyer's id (whose unread count changed).
 */
export async function tellBuyer(
  tx: Tx,
  act: Act,
  order: Pick<typeof orders.$inferSelect, 'buyerId' | 'reference'>,
  update: string,
): Promise<number> {
  await notifyPerson(tx, act, {
    userId: order.buyerId,
    code: 'order-update',
    values: {
      orderReference: order.reference ?? '',
      update,
    },
    sender: SENDER,
  });
  return order.buyerId;
}
