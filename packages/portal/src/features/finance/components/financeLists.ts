import { LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';

/** Awaiting office payments, oldest first: `?page=&size=`. */
export const RECEIPTS = defineList({ contract: LISTS.payment.awaiting });

/**
 * Refunds by order type, as the spec's tabs (`?tab=course|product`, all by default), and by
 * state (`?state=approved|refused|any`; those waiting for a decision by default).
 */
export const REFUND_TABS = ['all', 'course', 'product'] as const;
export const REFUNDS = defineList({
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
