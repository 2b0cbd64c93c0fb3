import type { PayeeKind } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import type { ListState } from '../../../shared/list/listState';
import { defineList } from '../../../shared/list/listState';

/** What each kind of payee's pages say and where they live. */
export const PAYEE_PAGES: Record<
  PayeeKind,
  { title: string; one: string; earned: string; index: string; detail: string }
> = {
  lecturer: {
    title: 'Lecturer payments',
    one: 'Lecturer',
    earned: 'Shares of paid seats',
    index: '/financial/lectirer-pay/index',
    detail: '/financial/lectirer-pay/detail',
  },
  vendor: {
    title: 'Vendor payments',
    one: 'Vendor',
    earned: 'Approved vendor applications',
    index: '/financial/vendor-pay/index',
    detail: '/financial/vendor-pay/detail',
  },
};

/** A payee list's address: `?keyword=&page=&size=`. */
export const PAYEES = {
  lecturer: defineList({
    key: 'finance.payees.lecturer',
    contract: LISTS.lecturerPay.list,
    filters: ['keyword'],
  }),
  vendor: defineList({
    key: 'finance.payees.vendor',
    contract: LISTS.vendorPay.list,
    filters: ['keyword'],
  }),
} as const;

export const payeeRequest = (state: ListState<string, 'keyword'>) => ({
  keyword: state.filters.keyword.trim(),
  pageNum: state.page,
  pageSize: state.pageSize,
});

export const payeeDetailPath = (kind: PayeeKind, accountId: number) =>
  `${PAYEE_PAGES[kind].detail}?id=${accountId}`;
