import { LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';

/**
 * Office payments: those awaiting a receipt (the first tab, oldest first) and the register of
 * receipts accepted or rejected (newest first): `?tab=&page=&size=`.
 */
export const RECEIPT_TABS = ['awaiting', 'accepted', 'rejected'] as const;
export const RECEIPTS = defineList({
  key: 'finance.receipts',
  contract: LISTS.payment.awaiting,
  tabs: RECEIPT_TABS,
});

/** The receipts list's request for a tab. */
export function receiptsRequest(state: ListState<(typeof RECEIPT_TABS)[number]>) {
  return { state: state.tab, pageNum: state.page, pageSize: state.pageSize };
}

/**
 * Refunds by order type, as the spec's tabs (`?tab=course|product`, all by default), and by
 * state (`?state=approved|refused|any`; those waiting for a decision by default).
 */
export const REFUND_TABS = ['all', 'course', 'product'] as const;
export const REFUNDS = defineList({
  key: 'finance.refunds',
  contract: LISTS.refund.list,
  tabs: REFUND_TABS,
  filters: ['state'],
});

export const REFUND_STATE_OPTIONS = [
  { value: 'requested', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
  { value: 'any', label: 'Any state' },
] as const;

const REFUND_STATES = ['requested', 'approved', 'refused'] as const;
type RefundState = (typeof REFUND_STATES)[number];
const isState = (value: string): value is RefundState =>
  (REFUND_STATES as readonly string[]).includes(value);

/** The list's request for a tab and a state filter (empty: waiting for a decision). */
export function refundsRequest(state: ListState<(typeof REFUND_TABS)[number], 'state'>) {
  const chosen = state.filters.state || 'requested';
  const orderType = state.tab === 'all' ? undefined : state.tab;
  return {
    ...(isState(chosen) ? { state: chosen } : {}),
    ...(orderType ? { orderType } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}

/**
 * The list a refund's page was opened from, for its address (`orderType=all&state=`): a decision
 * returns there. With the tab left out, a request opened from "All" returned to its own order
 * type's tab, which said "No refund requests here." while another type's request still waited.
 */
export function refundDetailSearch(state: ListState<(typeof REFUND_TABS)[number], 'state'>) {
  const search = new URLSearchParams({ orderType: state.tab });
  if (state.filters.state) search.set('state', state.filters.state);
  return search.toString();
}
