import { describe, expect, it } from 'vitest';
import { refundListPath } from '../../../shared/commerce/commercePaths';
import { receiptsRequest, refundDetailSearch } from './financeLists';

const listState = <T extends string>(tab: T, filters: Record<string, string> = {}) => ({
  tab,
  filters: { state: '', ...filters },
  sort: null,
  page: 1,
  pageSize: 20,
  extra: {},
});

describe('refund decisions return to the list they came from', () => {
  it('first-user refunds: a request opened from "All" returns to "All", not to its own type’s tab', () => {
    const search = new URLSearchParams(refundDetailSearch(listState('all')));
    expect(search.get('orderType')).toBe('all');
    expect(refundListPath(search.get('orderType'), search.get('state'))).toBe(
      '/financial/order-refund/index',
    );
  });

  it('first-user refunds: the tab and the state filter come back with the list', () => {
    const search = new URLSearchParams(
      refundDetailSearch(listState('product', { state: 'approved' })),
    );
    expect(refundListPath(search.get('orderType'), search.get('state'))).toBe(
      '/financial/order-refund/index?tab=product&state=approved',
    );
  });
});

describe('order receipts', () => {
  it('first-user receipts: the register tab asks for the accepted receipts', () => {
    expect(receiptsRequest(listState('accepted'))).toEqual({
      state: 'accepted',
      pageNum: 1,
      pageSize: 20,
    });
  });
});
