import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { refundRequests } from '../../db/schema-commerce.js';
import { conflict, notFound } from '../../envelope.js';
import { lockOrder, type OrderRow } from './lifecycle.js';

export type RefundRequest = typeof refundRequests.$inferSelect;
export type RefundState = RefundRequest['state'];

/** A request and its order, the order locked first; refused unless it is in `state`. */
export async function lockedRequest(
  tx: Tx,
  requestId: number,
  state: RefundState = 'requested',
): Promise<{ order: OrderRow; request: RefundRequest }> {
  const [first] = await tx
    .select({ orderId: refundRequests.orderId })
    .from(refundRequests)
    .where(eq(refundRequests.id, requestId));
  if (!first) throw notFound('Refund request');
  const order = await lockOrder(tx, first.orderId);
  const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, requestId));
  if (!request) throw notFound('Refund request');
  if (request.state !== state) {
    throw conflict(
      state === 'requested'
        ? 'This refund request was already decided'
        : `This refund is ${request.state}, not waiting to be paid`,
    );
  }
  return { order, request };
}
