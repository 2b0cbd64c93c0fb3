import type { FulfilHow, OrderDetail } from '@bq/contract';

type Line = OrderDetail['lines'][number];

export const FULFIL_TEXT: Readonly<Record<FulfilHow, string>> = {
  shipped: 'Shipped',
  picked_up: 'Picked up',
};

/** What the ship-or-hand-over dialog holds: the chosen lines' ids as text, how, a note. */
export interface FulfilValues {
  lineIds: string[];
  how: FulfilHow;
  note: string;
}

/** Product lines still to reach the buyer (a refunded or released line is not shipped). */
export const linesToDeliver = (lines: readonly Line[]): Line[] =>
  lines.filter(
    (line) =>
      line.kind === 'product' &&
      line.fulfilment === 'pending' &&
      line.refundedQuantity < line.quantity,
  );

/** What marketing may do with an order now, from its state and its lines. */
export function orderActions(order: Pick<OrderDetail, 'state' | 'lines'>) {
  return {
    fulfil: order.state === 'paid' && linesToDeliver(order.lines).length > 0,
    close: order.state === 'fulfilled',
  };
}

/** Every line to deliver chosen, shipped, no note: the dialog's start. */
export const startFulfil = (lines: readonly Line[]): FulfilValues => ({
  lineIds: linesToDeliver(lines).map((line) => String(line.id)),
  how: 'shipped',
  note: '',
});

/** The fulfil call's request; null when no line is chosen (the dialog says so). */
export function fulfilRequest(orderId: number, values: FulfilValues) {
  if (values.lineIds.length === 0) return null;
  return {
    id: orderId,
    lineIds: values.lineIds.map(Number),
    how: values.how,
    note: values.note.trim(),
  };
}
