import { LISTS } from '@bq/contract/meta';
import { defineList } from '../../../shared/list/listState';

/** Awaiting office payments, oldest first: `?page=&size=`. */
export const RECEIPTS = defineList({ contract: LISTS.payment.awaiting });

/** The refund queue first: `?tab=approved|refused|all&page=` (requested is the default). */
export const REFUND_TABS = ['requested', 'approved', 'refused', 'all'] as const;
export const REFUNDS = defineList({ contract: LISTS.refund.list, tabs: REFUND_TABS });

export const refundStateOf = (tab: string): 'requested' | 'approved' | 'refused' | undefined =>
  tab === 'requested' || tab === 'approved' || tab === 'refused' ? tab : undefined;
