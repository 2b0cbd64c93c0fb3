import type { FulfilHow } from '@bq/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { orderLines } from '../../db/schema-commerce.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { fulfilIfDone, lockOrder, moveOrder } from './lifecycle.js';
import { tellBuyer } from './tell.js';

/**
 * Fulfilment (docs/commerce.md "States"): a course line is fulfilled when its seat is enrolled
 * (at payment), a product line when the marketplace ships it or hands it over. The order is
 * fulfilled once no line is left waiting, then closed by staff.
 */

const HOW_TEXT: Record<FulfilHow, string> = { shipped: 'Shipped', picked_up: 'Picked up' };

export async function fulfilLines(
  tx: Tx,
  act: Act,
  input: { orderId: number; lineIds: number[]; how: FulfilHow; note: string },
): Promise<{ told: number[] }> {
  const order = await lockOrder(tx, input.orderId);
  if (order.state !== 'paid') {
    throw conflict(
      order.state === 'refund_requested'
        ? 'A refund is asked on this order: decide it first'
        : 'Only a paid order is shipped or picked up',
    );
  }
  const ids = [...new Set(input.lineIds)];
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, ids)));
  if (lines.length !== ids.length) throw notFound('Order line');
  for (const line of lines) {
    if (line.kind !== 'product') throw conflict(`${line.title}: a course seat is not shipped`);
    if (line.fulfilment !== 'pending') {
      throw conflict(`${line.title}: already ${line.fulfilment.replace('_', ' ')}`);
    }
  }
  await tx.update(orderLines).set({ fulfilment: input.how }).where(inArray(orderLines.id, ids));
  const what = `${HOW_TEXT[input.how]}: ${lines.map((l) => l.title).join(', ')}`;
  const note = input.note ? `${what} (${input.note})` : what;
  // A line shipped is history even while the order stays paid (other lines still to go).
  await moveOrder(tx, act, order, 'paid', note);
  await fulfilIfDone(tx, act, order.id, 'Every line delivered');
  return { told: [await tellBuyer(tx, act, order, note)] };
}

export async function closeOrder(
  tx: Tx,
  act: Act,
  input: { orderId: number; note: string },
): Promise<void> {
  const order = await lockOrder(tx, input.orderId);
  if (order.state !== 'fulfilled') throw conflict('Only a fulfilled order can be closed');
  await moveOrder(tx, act, order, 'closed', input.note || 'Closed', {
    closedReason: input.note || null,
  });
}
