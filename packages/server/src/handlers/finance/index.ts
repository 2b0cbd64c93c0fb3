export { statisticalFinance } from './statistics.js';
export { token } from './tokens.js';
