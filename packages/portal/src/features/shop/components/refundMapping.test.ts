import type { OrderDetail } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { refundFormOf, refundPath, refundRequestOf } from './refundMapping';

type Line = OrderDetail['lines'][number];
const line = (over: Partial<Line>): Line => ({
  id: 1,
  kind: 'product',
  courseId: null,
  productId: 3,
  optionId: null,
  title: 'Yard sign',
  quantity: 3,
  unitPrice: '10.00',
  discountShare: '0.00',
  paidNet: '30.00',
  refunded: '0.00',
  refundedQuantity: 0,
  fulfilment: 'pending',
  ...over,
});

const order = {
  lines: [
    line({
      id: 1,
      kind: 'course',
      courseId: 7,
      productId: null,
      title: 'Negotiation',
      quantity: 1,
      fulfilment: 'enrolled',
    }),
    line({ id: 2, quantity: 3, refundedQuantity: 1 }),
    line({ id: 3, title: 'Cards', refundedQuantity: 3, fulfilment: 'refunded' }),
  ],
};

describe('the refund form', () => {
  it('offers the lines with something left, the course of the address chosen', () => {
    const form = refundFormOf(order, 7);
    expect(form.lines.map((l) => [l.lineId, l.chosen, l.max, l.quantity])).toEqual([
      [1, true, 1, 1],
      [2, false, 2, 2],
    ]);
    expect(refundFormOf(order).lines.every((l) => !l.chosen)).toBe(true);
  });

  it('sends the chosen lines only, with the reason trimmed', () => {
    const form = refundFormOf(order, 7);
    form.reason = '  Cannot attend ';
    expect(refundRequestOf(9, form)).toEqual({
      request: { orderId: 9, reason: 'Cannot attend', lines: [{ lineId: 1, quantity: 1 }] },
    });
  });

  it('says what is missing before anything is sent', () => {
    const form = refundFormOf(order);
    expect(refundRequestOf(9, form)).toEqual({
      errors: {
        reason: 'Say why you ask for a refund',
        lines: 'Choose at least one line to refund',
      },
    });
    const lines = form.lines.map((l) => (l.lineId === 2 ? { ...l, chosen: true, quantity: 5 } : l));
    expect(refundRequestOf(9, { reason: 'Wrong size', lines })).toEqual({
      errors: { lines: 'Yard sign: between 1 and 2' },
    });
  });

  it('puts the server’s refusals under the reason or the lines', () => {
    expect(refundPath('reason')).toBe('reason');
    expect(refundPath('lines.0.quantity')).toBe('lines');
    expect(refundPath('orderId')).toBeNull();
  });
});
