import { meta } from './define.js';

/**
 * Saved views of the portal's lists: a person names a list's query string (filters, sort, page
 * size, columns) and keeps it for themself or shares it with a role they hold. Every signed-in
 * person may keep views; what a view shows is still what the list's own call lets its reader see,
 * so a view never widens anyone's access. docs/decisions/portal.md "Saved views and column controls".
 */
export const viewMeta = {
  list: meta('bq/view/list', 'user', 'json'),
  save: meta('bq/view/save', 'user', 'json'),
  remove: meta('bq/view/remove', 'user', 'json'),
  setDefault: meta('bq/view/setDefault', 'user', 'json'),
} as const;

/** Views one person keeps on one list (their own; shared ones they see do not count). */
export const VIEWS_PER_LIST = 30;

/**
 * A list's key: the portal's name for one of its lists (`cases`, `finance.refunds`). The server
 * keeps views under any such key and never reads the query: the lists are the portal's.
 */
export const VIEW_LIST_KEY = /^[a-z][a-z0-9.-]*$/;
