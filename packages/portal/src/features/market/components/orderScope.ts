import { LINE_KINDS, type LineKind, ORDER_STATES, type OrderState } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import { defineList, type ListState } from '../../../shared/list/listState';
import { marketPaths } from './marketPaths';

/**
 * The two staff order pages: the marketplace's (`/marketing/marketing-order-manage/*`, orders
 * with a product line) and the institute's (`/college-manage/course-order/*`, orders with a
 * course line). One set of pages serves both; the address says which.
 */
export interface OrderScope {
  kind: LineKind;
  title: string;
  list: string;
  detail: (order: { id: number; buyerName?: string }) => string;
  history: (id: number) => string;
}

export const ORDER_SCOPES: Readonly<Record<LineKind, OrderScope>> = {
  product: {
    kind: 'product',
    title: 'Product orders',
    list: marketPaths.productOrders({}),
    detail: ({ id }) => marketPaths.productOrder({ search: { id } }),
    history: (id) => marketPaths.productOrderHistory({ search: { id } }),
  },
  course: {
    kind: 'course',
    title: 'Course orders',
    list: marketPaths.courseOrders({}),
    // The spec's route names the student; the page reads them from the order, not the address.
    detail: ({ id, buyerName }) => marketPaths.courseOrder({ id, studentName: buyerName }),
    history: (id) => marketPaths.courseOrderHistory({ search: { id } }),
  },
};

export const scopeOf = (pathname: string): OrderScope =>
  pathname.startsWith('/college-manage/') ? ORDER_SCOPES.course : ORDER_SCOPES.product;

export const ORDER_TABS = ['all', ...ORDER_STATES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** A staff order list: `?tab=<state>&keyword=&page=&size=`. */
export const ORDERS = defineList({
  key: 'market.orders',
  contract: LISTS.order.list,
  tabs: ORDER_TABS,
  filters: ['keyword'],
});

const stateOf = (tab: string): OrderState | undefined =>
  (ORDER_STATES as readonly string[]).includes(tab) ? (tab as OrderState) : undefined;

/** The list call's request: the page's kind of line, the state tab, the keyword, the page. */
export function orderListRequest(kind: LineKind, state: ListState<OrderTab, 'keyword'>) {
  const orderState = stateOf(state.tab);
  return {
    kind,
    keyword: state.filters.keyword.trim(),
    ...(orderState ? { state: orderState } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  };
}

export const isLineKind = (value: string): value is LineKind =>
  (LINE_KINDS as readonly string[]).includes(value);
