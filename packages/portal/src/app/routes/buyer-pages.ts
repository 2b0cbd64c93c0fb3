import type { PageEntry } from './page';

/**
 * Commerce, the buyer's side and finance's order pages (issue 25): cart, order confirm, payment
 * hand-over, my orders, refund applications, order receipts and refunds. Kept apart from
 * `pages.ts` so the buyer's and the staff's slices are built side by side without touching one
 * list.
 */
export const BUYER_PAGES: Readonly<Record<string, PageEntry>> = {};
