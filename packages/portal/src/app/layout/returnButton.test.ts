import { describe, expect, it } from 'vitest';
import { returnAction } from './returnButton';

describe('return buttons (spec §4)', () => {
  it('asks before leaving case creation', () => {
    expect(returnAction('case-create')).toEqual({ kind: 'confirm-cancel-creation' });
  });

  it('reminds to save on a processing page with unsaved changes, else goes to the case list', () => {
    expect(returnAction('case-process', { unsaved: true })).toEqual({ kind: 'remind-save' });
    expect(returnAction('case-process', { unsaved: false })).toEqual({
      kind: 'go',
      to: '/transaction/caselist',
    });
  });

  it('returns from the lecturer payment confirm to the receipt list', () => {
    expect(returnAction('receipt-list')).toEqual({
      kind: 'go',
      to: '/financial/order-receipt/index',
    });
  });

  it('returns from refund detail and approval to the refund list on the order type tab', () => {
    expect(returnAction('refund-list', { orderType: 'course' })).toEqual({
      kind: 'go',
      to: '/financial/order-refund/index?tab=course',
    });
    expect(returnAction('refund-list')).toEqual({
      kind: 'go',
      to: '/financial/order-refund/index',
    });
  });

  it('goes back in history elsewhere', () => {
    expect(returnAction('back')).toEqual({ kind: 'back' });
  });
});
