import { ORDER_STATES } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import {
  eventActor,
  eventTitle,
  ORDER_STATE_LABELS,
  refundableQuantity,
  stateLabel,
} from './orderLabels';

describe('order labels', () => {
  it('names every order state of the contract', () => {
    for (const state of ORDER_STATES) expect(ORDER_STATE_LABELS[state].label).not.toBe('');
    expect(stateLabel('placed')).toBe('Awaiting payment');
    expect(stateLabel('cart')).toBe('Cart');
    expect(stateLabel('something_new')).toBe('something_new');
  });

  it('writes an event as its change, or as the state alone when it stayed', () => {
    const e = (fromState: string | null, toState: string, note = '') => ({
      fromState,
      toState,
      note,
    });
    expect(eventTitle(e('placed', 'paid', 'Office payment TRF-1'))).toBe('Awaiting payment → Paid');
    expect(eventTitle(e('cart', 'placed'))).toBe('Cart → Awaiting payment');
    expect(eventTitle(e('placed', 'placed'))).toBe('Awaiting payment');
    expect(eventTitle(e(null, 'placed'))).toBe('Awaiting payment');
    // A step that leaves the state as it was is named by what happened.
    expect(eventTitle(e('paid', 'paid', 'Shipped: Yard sign (UPS 1Z9)'))).toBe(
      'Shipped: Yard sign (UPS 1Z9)',
    );
    expect(eventActor({ actorName: null })).toBe('System');
    expect(eventActor({ actorName: 'Fay Finance' })).toBe('Fay Finance');
  });

  it('counts what is left to refund of a line', () => {
    const line = { quantity: 3, refundedQuantity: 1, fulfilment: 'pending' as const };
    expect(refundableQuantity(line)).toBe(2);
    expect(refundableQuantity({ ...line, refundedQuantity: 3 })).toBe(0);
    expect(refundableQuantity({ ...line, fulfilment: 'released' })).toBe(0);
    expect(refundableQuantity({ ...line, fulfilment: 'refunded' })).toBe(0);
  });
});
