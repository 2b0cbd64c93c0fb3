import { meta } from './define.js';

/**
 * What one search box finds (Ctrl-K in the portal). Each kind is asked of the area that owns it,
 * with that area's own read rules: the call itself is open to every signed-in person, and what
 * comes back is only what their list and detail pages would show them. Pages of the menu are
 * searched in the browser, from the routes the person may open, so they are not a kind here.
 */
export const SEARCH_KINDS = [
  'case',
  'person',
  'application',
  'course',
  'order',
  'product',
  'listing',
  'statement',
  'group',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Below this many characters the box shows recent records instead of matches. */
export const SEARCH_MIN_QUERY = 2;
/** Results per kind, and in all. */
export const SEARCH_PER_KIND = 5;
export const SEARCH_TOTAL = 30;

export const searchMeta = {
  query: meta('bq/search/query', 'user', 'json'),
} as const;
