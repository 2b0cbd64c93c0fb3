import type { PageEntry } from './page';

/**
 * Commerce, the staff's side (issue 25): product types, the product catalogue and editor, the
 * marketplace's and the institute's order pages, the mailing list. Kept apart from `pages.ts` so
 * the buyer's and the staff's slices are built side by side without touching one list.
 */
export const MARKET_PAGES: Readonly<Record<string, PageEntry>> = {};
