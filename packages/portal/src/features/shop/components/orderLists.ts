import { type LineKind, ORDER_STATES, type OrderState } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import { defineList } from '../../../shared/list/listState';

export const ORDER_TABS = ['all', ...ORDER_STATES] as const;

/** The buyer's orders of one kind: `?tab=<state>&page=&size=`. */
export const MY_ORDERS = defineList({
  key: 'shop.my-orders',
  contract: LISTS.order.mine,
  tabs: ORDER_TABS,
});

export const orderStateOf = (tab: string): OrderState | undefined =>
  (ORDER_STATES as readonly string[]).includes(tab) ? (tab as OrderState) : undefined;

/**
 * Which of the buyer's two order pages a path is: `my-order` lists orders holding a course,
 * `my-Commodity-order` orders holding a product (an order with both shows on each).
 */
export const kindOfPath = (pathname: string): LineKind =>
  pathname.startsWith('/agent-center/my-Commodity-order/') ? 'product' : 'course';
