import type { OrderState } from '@bq/contract';
import { StatusTag } from '@bq/ui';
import {
  FULFILMENT_LABELS,
  type LineFulfilment,
  ORDER_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentState,
  REFUND_STATE_LABELS,
  type RefundState,
} from './orderLabels';

/** An order's state as a tag ("Awaiting payment", "Paid"…). */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { label, tone } = ORDER_STATE_LABELS[state];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

/** A line's fulfilment ("Seat held", "Enrolled", "Shipped"…). */
export function FulfilmentTag({ fulfilment }: { fulfilment: LineFulfilment }) {
  const { label, tone } = FULFILMENT_LABELS[fulfilment];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

/** An office payment's state ("Awaiting", "Accepted", "Rejected"). */
export function PaymentStateTag({ state }: { state: PaymentState }) {
  const { label, tone } = PAYMENT_STATE_LABELS[state];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

/** A refund request's state ("Requested", "Approved", "Refused"). */
export function RefundStateTag({ state }: { state: RefundState }) {
  const { label, tone } = REFUND_STATE_LABELS[state];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}
