export { accountingExport } from './accounting-export.js';
export { monthClose } from './month-close.js';
export { statisticalFinance } from './statistics.js';
export { token } from './tokens.js';
