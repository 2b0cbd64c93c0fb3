export { cart } from './cart.js';
export { product, productType } from './catalogue.js';
export { discountCode } from './discounts.js';
export { payment, refund } from './finance.js';
export { order } from './orders.js';
