import { describe, expect, it } from 'vitest';
import { readList } from '../../../shared/list/listState';
import { fulfilRequest, linesToDeliver, orderActions, startFulfil } from './fulfilment';
import { type Line, line } from './orderFixtures';
import { ORDERS, orderListRequest, scopeOf } from './orderScope';

describe('the staff order pages ↔ the address', () => {
  it('asks for product orders on marketing’s page and course orders on the institute’s', () => {
    const state = readList(ORDERS, new URLSearchParams('tab=paid&keyword=%20BQ-26%20&page=2'));
    expect(
      orderListRequest(scopeOf('/marketing/marketing-order-manage/index').kind, state),
    ).toEqual({ kind: 'product', keyword: 'BQ-26', state: 'paid', pageNum: 2, pageSize: 20 });
    expect(orderListRequest(scopeOf('/college-manage/course-order/index').kind, state)).toEqual({
      kind: 'course',
      keyword: 'BQ-26',
      state: 'paid',
      pageNum: 2,
      pageSize: 20,
    });
  });

  it('asks for every state when the tab is "all" or unknown', () => {
    const state = readList(ORDERS, new URLSearchParams('tab=shipped'));
    expect(orderListRequest('product', state)).not.toHaveProperty('state');
  });

  it('links a course order with its id and student, a product order with ?id=', () => {
    expect(
      scopeOf('/college-manage/course-order/index').detail({ id: 9, buyerName: 'Alex A' }),
    ).toBe('/college-manage/course-order/detail/9/Alex%20A');
    expect(scopeOf('/marketing/marketing-order-manage/index').detail({ id: 9 })).toBe(
      '/marketing/marketing-order-manage/detail?id=9',
    );
    expect(scopeOf('/college-manage/course-order/history').history(9)).toBe(
      '/college-manage/course-order/history?id=9',
    );
  });
});

describe('shipping and handing over', () => {
  const lines = [
    line({ id: 1 }),
    line({ id: 2, fulfilment: 'shipped' }),
    line({ id: 3, kind: 'course', courseId: 5, productId: null, fulfilment: 'enrolled' }),
    line({ id: 4, quantity: 1, refundedQuantity: 1, fulfilment: 'pending' }),
  ];

  it('offers only product lines still waiting and not wholly refunded', () => {
    expect(linesToDeliver(lines).map((l) => l.id)).toEqual([1]);
    expect(startFulfil(lines)).toEqual({ lineIds: ['1'], how: 'shipped', note: '' });
  });

  it('offers shipping on a paid order with such a line, closing on a fulfilled one', () => {
    expect(orderActions({ state: 'paid', lines })).toEqual({ fulfil: true, close: false });
    expect(orderActions({ state: 'placed', lines })).toEqual({ fulfil: false, close: false });
    expect(orderActions({ state: 'paid', lines: [lines[1] as Line] }).fulfil).toBe(false);
    expect(orderActions({ state: 'fulfilled', lines })).toEqual({ fulfil: false, close: true });
  });

  it('sends the chosen lines as ids with a trimmed note, and nothing when none is chosen', () => {
    expect(
      fulfilRequest(7, { lineIds: ['1', '4'], how: 'picked_up', note: ' Jo at the desk ' }),
    ).toEqual({ id: 7, lineIds: [1, 4], how: 'picked_up', note: 'Jo at the desk' });
    expect(fulfilRequest(7, { lineIds: [], how: 'shipped', note: '' })).toBeNull();
  });
});
