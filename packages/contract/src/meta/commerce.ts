import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { mailOptOutMeta } from './public.js';

/**
 * Commerce (docs/commerce.md): the spec gives its routes no calls, so these are ours,
 * named in the spec's style. Buyers' calls are `user` and only ever reach the caller's own cart,
 * orders and refunds; staff calls name the modules of the pages that make them.
 */
const types = MODULE_IDS['system/commodity-content-type'];
const commodities = MODULE_IDS['marketing/commodity-manage'];
const marketingOrders = MODULE_IDS['marketing/marketing-order-manage'];
const courseOrders = MODULE_IDS['college-manage/course-order'];
const receipts = MODULE_IDS['financial/order-receipt'];
const refunds = MODULE_IDS['financial/order-refund'];
const mailing = MODULE_IDS['marketing/maillist'];

/** Who sees other people's orders: marketing (product orders), the institute (course orders), finance. */
export const ORDER_STAFF = [marketingOrders, courseOrders, receipts, refunds] as const;

export const productTypeMeta = {
  // The product editor picks a type, so its page reads the list too.
  list: meta('bq/productType/list', { modules: [types, commodities] }),
  add: meta('bq/productType/add', { modules: [types] }),
  edit: meta('bq/productType/edit', { modules: [types] }),
  remove: meta('bq/productType/remove', { modules: [types] }),
} as const;

export const productMeta = {
  list: meta('bq/product/list', 'user'),
  detail: meta('bq/product/detail', 'user'),
  add: meta('bq/product/add', { modules: [commodities] }, 'json'),
  edit: meta('bq/product/edit', { modules: [commodities] }, 'json'),
  changeStatus: meta('bq/product/changeStatus', { modules: [commodities] }),
  uploadPhoto: {
    ...meta('bq/product/uploadPhoto', { modules: [commodities] }, 'multipart'),
    file: { field: 'file', maxBytes: 5 * 1024 * 1024 },
  },
} as const;

export const cartMeta = {
  mine: meta('bq/cart/mine', 'user'),
  setLine: meta('bq/cart/setLine', 'user'),
  removeLine: meta('bq/cart/removeLine', 'user'),
} as const;

export const orderMeta = {
  checkout: meta('bq/order/checkout', 'user', 'json'),
  mine: meta('bq/order/mine', 'user'),
  myDetail: meta('bq/order/myDetail', 'user'),
  cancel: meta('bq/order/cancel', 'user'),
  list: meta('bq/order/list', { modules: [...ORDER_STAFF] }),
  detail: meta('bq/order/detail', { modules: [...ORDER_STAFF] }),
  history: meta('bq/order/history', { modules: [...ORDER_STAFF] }),
  // Products are shipped or handed over by the marketplace; a course line is fulfilled by payment.
  fulfil: meta('bq/order/fulfil', { modules: [marketingOrders] }, 'json'),
  close: meta('bq/order/close', { modules: [marketingOrders, courseOrders] }),
} as const;

export const paymentMeta = {
  awaiting: meta('bq/payment/awaiting', { modules: [receipts] }),
  accept: meta('bq/payment/accept', { modules: [receipts] }),
  reject: meta('bq/payment/reject', { modules: [receipts] }),
} as const;

export const refundMeta = {
  request: meta('bq/refund/request', 'user', 'json'),
  list: meta('bq/refund/list', { modules: [refunds] }),
  detail: meta('bq/refund/detail', { modules: [refunds] }),
  approve: meta('bq/refund/approve', { modules: [refunds] }),
  refuse: meta('bq/refund/refuse', { modules: [refunds] }),
  // Releasing money is the pay-out item's, as a pay statement's or a lecturer's payout.
  pay: meta('bq/refund/pay', { modules: [MODULE_IDS['financial/payout']] }),
  void: meta('bq/refund/void', { modules: [MODULE_IDS['financial/payout']] }),
} as const;

/**
 * Discount codes (docs/commerce.md "Discount codes"): kept by the staff who edit the products or
 * the courses they discount; any signed-in buyer may try a code against their own cart.
 */
export const discountCodeMeta = {
  list: meta('bq/discountCode/list', {
    modules: [commodities, MODULE_IDS['college-manage/course-list']],
  }),
  add: meta(
    'bq/discountCode/add',
    { modules: [commodities, MODULE_IDS['college-manage/course-list']] },
    'json',
  ),
  deactivate: meta('bq/discountCode/deactivate', {
    modules: [commodities, MODULE_IDS['college-manage/course-list']],
  }),
  preview: meta('bq/discountCode/preview', 'user'),
} as const;

/**
 * The mailing list (docs/commerce.md rule 8): marketing keeps lists and sends campaigns; the
 * unsubscribe pair is public, answered only to a token the server signed into a mail.
 */
export const mailListMeta = {
  lists: meta('bq/mailList/lists', { modules: [mailing] }),
  save: meta('bq/mailList/save', { modules: [mailing] }),
  subscribers: meta('bq/mailList/subscribers', { modules: [mailing] }),
  subscribe: meta('bq/mailList/subscribe', { modules: [mailing] }, 'json'),
  removeSubscriber: meta('bq/mailList/removeSubscriber', { modules: [mailing] }),
  campaigns: meta('bq/mailList/campaigns', { modules: [mailing] }),
  send: meta('bq/mailList/send', { modules: [mailing] }, 'json'),
  ...mailOptOutMeta,
} as const;

/** The module ids each kind of staff reads orders through (the server scopes lists by them). */
export const ORDER_SCOPES = {
  products: marketingOrders,
  courses: courseOrders,
  all: [receipts, refunds],
} as const;
