import { z } from 'zod';
import { cartMeta, orderMeta, paymentMeta, refundMeta } from '../meta/commerce.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { amount } from './amount.js';
import { discountCodeText } from './commerce-discounts.js';
import { defineCallOf } from './define.js';
import { id, int, list, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.commerce;

export const LINE_KINDS = ['course', 'product'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** docs/commerce.md "States"; `cart` is never listed as an order. */
export const ORDER_STATES = [
  'placed',
  'paid',
  'fulfilled',
  'closed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const LINE_FULFILMENTS = [
  'pending',
  'held',
  'enrolled',
  'shipped',
  'picked_up',
  'released',
  'refunded',
] as const;
/** How a product line reaches its buyer (`order.fulfil`). */
export const FULFIL_HOW = ['shipped', 'picked_up'] as const;
export type FulfilHow = (typeof FULFIL_HOW)[number];
/** How a buyer pays at checkout: office payment (a transfer or cheque finance confirms) or tokens. */
export const PAY_WITH = ['office', 'tokens'] as const;
export const PAYMENT_STATES = ['awaiting', 'accepted', 'rejected'] as const;
/**
 * `approved`: granted, a dollar refund owed to the buyer through a payout finance has not paid
 * yet; `refunded`: the money is back (paid out with a reference, or tokens returned at once).
 */
export const REFUND_STATES = ['requested', 'approved', 'refused', 'refunded'] as const;
export const REFUND_PAYOUT_STATES = ['pending', 'posted', 'voided', 'returned'] as const;

/**
 * A cart line. `unitPrice` is what the buyer saw when adding it, `currentPrice` the server's price
 * now: where they differ the portal shows the change before the buyer confirms. Amounts are
 * decimal strings, dollars.
 */
export const cartLine = z.object({
  id: z.int(),
  kind: z.enum(LINE_KINDS),
  courseId: z.int().nullable(),
  productId: z.int().nullable(),
  optionId: z.int().nullable(),
  titleEn: z.string(),
  titleZh: z.string(),
  quantity: z.int(),
  unitPrice: z.string(),
  currentPrice: z.string(),
  lineTotal: z.string(),
  /** Why the line cannot be bought now (sold out, course full, withdrawn), else null. */
  problem: z.string().nullable(),
});

export const cartAnswer = z.object({
  lines: z.array(cartLine),
  /** The server's total at today's prices: what checkout must be confirmed with. */
  total: z.string(),
  /** A price changed since a line was added. */
  changed: z.boolean(),
});
export type CartAnswer = z.infer<typeof cartAnswer>;

export const orderLine = z.object({
  id: z.int(),
  kind: z.enum(LINE_KINDS),
  courseId: z.int().nullable(),
  productId: z.int().nullable(),
  optionId: z.int().nullable(),
  title: z.string(),
  quantity: z.int(),
  unitPrice: z.string(),
  discountShare: z.string(),
  paidNet: z.string(),
  refunded: z.string(),
  refundedQuantity: z.int(),
  fulfilment: z.enum(LINE_FULFILMENTS),
});

export const orderSummary = z.object({
  id: z.int(),
  reference: z.string(),
  state: z.enum(ORDER_STATES),
  buyerId: z.int(),
  buyerName: z.string(),
  kinds: z.array(z.enum(LINE_KINDS)),
  total: z.string(),
  paid: z.string(),
  refunded: z.string(),
  placedAt: z.string(),
  payBy: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderEvent = z.object({
  id: z.int(),
  at: z.string(),
  /** null: the system (an expiry). */
  actorName: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string(),
  note: z.string(),
});

export const officePayment = z.object({
  id: z.int(),
  state: z.enum(PAYMENT_STATES),
  due: z.string(),
  reference: z.string().nullable(),
  received: z.string().nullable(),
  reason: z.string(),
  decidedAt: z.string().nullable(),
});

export const refundRow = z.object({
  id: z.int(),
  orderId: z.int(),
  orderReference: z.string(),
  buyerName: z.string(),
  state: z.enum(REFUND_STATES),
  /** What its lines are: courses, products, or both (the refund list's tabs). */
  orderType: z.enum([...LINE_KINDS, 'mixed']),
  reason: z.string(),
  /** Fixed on approval (what the buyer gets back); until then what the lines would return now. */
  amount: z.string(),
  /** What finance kept of what the lines return (a restocking fee, a partial amount), and why. */
  withheld: z.string(),
  withheldReason: z.string(),
  note: z.string(),
  /** How the order was paid: a refund gives back the same way (tokens at once, dollars paid out). */
  paidWith: z.enum(['office', 'tokens']).nullable(),
  /** The refund's latest payout (dollars only): pending until paid with a reference, or voided. */
  payout: z
    .object({
      id: z.int(),
      status: z.enum(REFUND_PAYOUT_STATES),
      amount: z.string(),
      reference: z.string(),
      voidReason: z.string(),
      createdAt: z.string(),
      settledAt: z.string().nullable(),
    })
    .nullable(),
  decidedById: z.int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  lines: z.array(
    z.object({ lineId: z.int(), title: z.string(), quantity: z.int(), amount: z.string() }),
  ),
});
export type RefundRow = z.infer<typeof refundRow>;

export const orderDetail = orderSummary.extend({
  buyerEmail: z.string(),
  goods: z.string(),
  discount: z.string(),
  paidAt: z.string().nullable(),
  closedReason: z.string().nullable(),
  lines: z.array(orderLine),
  payments: z.array(officePayment),
  refunds: z.array(refundRow),
  events: z.array(orderEvent),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const lineRef = {
  kind: z.enum(LINE_KINDS),
  courseId: id().optional(),
  productId: id().optional(),
  optionId: id().optional(),
};

export const cart = {
  mine: defineCallOf(cartMeta.mine, z.object({}).strip(), cartAnswer),
  /** Sets a line's quantity (adds the line when new). No price: prices are the server's. */
  setLine: defineCallOf(
    cartMeta.setLine,
    z
      .object({ ...lineRef, quantity: int({ min: 1, max: L.maxQuantity }).optional().default(1) })
      .superRefine((v, ctx) => {
        const what = v.kind === 'course' ? 'courseId' : 'productId';
        if (v[what] === undefined)
          ctx.addIssue({ code: 'custom', path: [what], message: 'is required' });
        if (v.kind === 'course' && (v.productId !== undefined || v.optionId !== undefined))
          ctx.addIssue({ code: 'custom', path: ['productId'], message: 'is not for a course' });
        if (v.kind === 'course' && v.quantity !== 1)
          ctx.addIssue({
            code: 'custom',
            path: ['quantity'],
            message: 'must be 1 for a course seat',
          });
      }),
    cartAnswer,
  ),
  removeLine: defineCallOf(cartMeta.removeLine, z.object({ lineId: id() }), cartAnswer),
};

const orderFilters = {
  kind: z.enum(LINE_KINDS).optional(),
  state: z.enum(ORDER_STATES).optional(),
};

export const order = {
  /**
   * Places the cart. `expectedTotal` is the total the buyer confirmed (the cart's `total`); when
   * the server's differs, nothing is placed and the answer is 409 with `data.total` to confirm.
   */
  checkout: defineCallOf(
    orderMeta.checkout,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      expectedTotal: amount({ max: L.total }),
      /** `tokens`: paid at once from the buyer's tokens (products only; `token.mine` quotes it). */
      payWith: z.enum(PAY_WITH).optional().default('office'),
      /** A discount code (`discountCode.preview` shows what it takes off); part of the total. */
      discountCode: discountCodeText().optional(),
    }),
    orderSummary,
  ),
  mine: defineCallOf(
    orderMeta.mine,
    listRequest(LISTS.order.mine, orderFilters),
    paged(orderSummary),
  ),
  myDetail: defineCallOf(orderMeta.myDetail, z.object({ id: id() }), orderDetail),
  cancel: defineCallOf(
    orderMeta.cancel,
    z.object({ id: id(), reason: plain(L.note).optional().default('') }),
    orderSummary,
  ),
  list: defineCallOf(
    orderMeta.list,
    listRequest(LISTS.order.list, {
      ...orderFilters,
      keyword: text(L.keyword).optional().default(''),
    }),
    paged(orderSummary),
  ),
  detail: defineCallOf(orderMeta.detail, z.object({ id: id() }), orderDetail),
  history: defineCallOf(
    orderMeta.history,
    z.object({ id: id() }),
    z.object({ list: z.array(orderEvent) }),
  ),
  /**
   * Marks product lines of a paid order shipped or picked up (`note`: the carrier and tracking
   * number, or who collected). Once every line is enrolled, shipped, picked up or refunded, the
   * order is fulfilled.
   */
  fulfil: defineCallOf(
    orderMeta.fulfil,
    z.object({
      id: id(),
      lineIds: list(id(), L.refundLines, 'lines').min(1, 'must name at least 1 line'),
      how: z.enum(FULFIL_HOW),
      note: plain(L.note).optional().default(''),
    }),
    orderSummary,
  ),
  /** Closes a fulfilled order: nothing more is shipped or refunded through the portal. */
  close: defineCallOf(
    orderMeta.close,
    z.object({ id: id(), note: plain(L.note).optional().default('') }),
    orderSummary,
  ),
};

export const awaitingPayment = z.object({
  id: z.int(),
  orderId: z.int(),
  orderReference: z.string(),
  buyerName: z.string(),
  due: z.string(),
  createdAt: z.string(),
  payBy: z.string().nullable(),
  state: z.enum(PAYMENT_STATES),
  /** The receipt once decided: its reference, the amount received, when and by whom. */
  reference: z.string().nullable(),
  received: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});

export const payment = {
  /**
   * Office payments by state: those awaiting a receipt (the default, oldest first) or the
   * register of receipts accepted (or rejected), newest decision first.
   */
  awaiting: defineCallOf(
    paymentMeta.awaiting,
    listRequest(LISTS.payment.awaiting, {
      state: z.enum(PAYMENT_STATES).optional().default('awaiting'),
    }),
    paged(awaitingPayment),
  ),
  /**
   * A receipt: its reference and the amount received (a short amount leaves the rest awaiting).
   * `idempotencyKey` is new per decision and sent again on a retry, which answers the first answer.
   */
  accept: defineCallOf(
    paymentMeta.accept,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      id: id(),
      reference: text(L.paymentReference),
      received: amount({ max: L.total }),
    }),
    orderSummary,
  ),
  reject: defineCallOf(
    paymentMeta.reject,
    z.object({ id: id(), reason: plain(L.reason) }),
    orderSummary,
  ),
};

/** Element schema of a refund request, exported so the limits test can walk it. */
export const refundLineInput = z.object({
  lineId: id(),
  quantity: int({ min: 1, max: L.maxQuantity }),
});

export const refund = {
  request: defineCallOf(
    refundMeta.request,
    z.object({
      orderId: id(),
      reason: plain(L.reason),
      lines: list(refundLineInput, L.refundLines, 'lines').min(1, 'must name at least 1 line'),
    }),
    z.object({ id: z.int() }),
  ),
  list: defineCallOf(
    refundMeta.list,
    listRequest(LISTS.refund.list, {
      state: z.enum(REFUND_STATES).optional(),
      /** Refunds with a line of this kind (a refund of both kinds is under each). */
      orderType: z.enum(LINE_KINDS).optional(),
    }),
    paged(refundRow),
  ),
  detail: defineCallOf(refundMeta.detail, z.object({ id: id() }), refundRow),
  /**
   * Grants the refund; `idempotencyKey` as `payment.accept`'s: a retry answers the first. A dollar
   * refund is then owed through a pending payout (`pay` or `void` it); tokens come back at once.
   * `amount` below what the lines return keeps the rest (a restocking fee), with its `reason`.
   */
  approve: defineCallOf(
    refundMeta.approve,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      id: id(),
      note: plain(L.note).optional().default(''),
      amount: amount({ max: L.total }).optional(),
      // Required (by the server) only when less than the lines return is refunded.
      reason: plain({ max: L.reason.max }).optional().default(''),
    }),
    refundRow,
  ),
  /** The approved refund's money went out: its payout is paid with the bank's or cheque's reference. */
  pay: defineCallOf(
    refundMeta.pay,
    z.object({
      idempotencyKey: text(L.idempotencyKey),
      id: id(),
      reference: text(L.paymentReference),
    }),
    refundRow,
  ),
  /** The payout did not go out: the hold is reversed and the refund stays owed, to be paid again. */
  void: defineCallOf(
    refundMeta.void,
    z.object({ idempotencyKey: text(L.idempotencyKey), id: id(), reason: plain(L.reason) }),
    refundRow,
  ),
  refuse: defineCallOf(refundMeta.refuse, z.object({ id: id(), note: plain(L.reason) }), refundRow),
};
