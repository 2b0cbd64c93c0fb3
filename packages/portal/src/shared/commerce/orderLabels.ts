import type { LineKind, OrderDetail, OrderState } from '@bq/contract';
import type { StatusTagTone } from '@bq/ui';

/**
 * The words and tones of commerce's states, shared by the buyer's, finance's and the
 * staff's order pages so an order reads the same on each. Pure data: tested, no React.
 */

type Labelled<K extends string> = Readonly<Record<K, { label: string; tone: StatusTagTone }>>;

export const ORDER_STATE_LABELS: Labelled<OrderState> = {
  placed: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  fulfilled: { label: 'Fulfilled', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refund_requested: { label: 'Refund requested', tone: 'info' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export type LineFulfilment = OrderDetail['lines'][number]['fulfilment'];
export const FULFILMENT_LABELS: Labelled<LineFulfilment> = {
  pending: { label: 'Pending', tone: 'neutral' },
  held: { label: 'Seat held', tone: 'warning' },
  enrolled: { label: 'Enrolled', tone: 'success' },
  shipped: { label: 'Shipped', tone: 'success' },
  picked_up: { label: 'Picked up', tone: 'success' },
  released: { label: 'Released', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

export type PaymentState = OrderDetail['payments'][number]['state'];
export const PAYMENT_STATE_LABELS: Labelled<PaymentState> = {
  awaiting: { label: 'Awaiting', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export type RefundState = OrderDetail['refunds'][number]['state'];
export const REFUND_STATE_LABELS: Labelled<RefundState> = {
  requested: { label: 'Requested', tone: 'info' },
  approved: { label: 'Approved', tone: 'info' },
  refused: { label: 'Refused', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'success' },
};

export const LINE_KIND_LABELS: Readonly<Record<LineKind, string>> = {
  course: 'Course',
  product: 'Product',
};

/** The label of any state an order event names (events also carry `cart`); unknown ones as sent. */
export function stateLabel(state: string | null): string {
  if (state === null) return '';
  if (state === 'cart') return 'Cart';
  return state in ORDER_STATE_LABELS ? ORDER_STATE_LABELS[state as OrderState].label : state;
}

/**
 * One history event as a line of text: "Awaiting payment → Paid". An event that leaves the state
 * as it was (a part payment, a rejected payment, a line shipped) is titled by what happened, its
 * note; without a note, by the state.
 */
export function eventTitle(event: {
  fromState: string | null;
  toState: string;
  note: string;
}): string {
  const to = stateLabel(event.toState);
  if (event.fromState === event.toState && event.note) return event.note;
  if (!event.fromState || event.fromState === event.toState) return to;
  return `${stateLabel(event.fromState)} → ${to}`;
}

/** Whether an event's note is its title already (so it is not said twice). */
export const noteIsTitle = (event: { fromState: string | null; toState: string; note: string }) =>
  event.fromState === event.toState && event.note !== '';

/** Who made an event: a person's name, or the system (an expiry). */
export const eventActor = (event: { actorName: string | null }): string =>
  event.actorName ?? 'System';

/** Which lines of an order can still be refunded, and how many of each. */
export function refundableQuantity(line: {
  quantity: number;
  refundedQuantity: number;
  fulfilment: LineFulfilment;
}): number {
  if (line.fulfilment === 'released' || line.fulfilment === 'refunded') return 0;
  return Math.max(0, line.quantity - line.refundedQuantity);
}
