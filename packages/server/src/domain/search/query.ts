import {
  SEARCH_KINDS,
  SEARCH_MIN_QUERY,
  SEARCH_PER_KIND,
  SEARCH_TOTAL,
  type SearchGroup,
  type SearchKind,
} from '@bq/contract';
import type { Db } from '../../db/index.js';
import { searchApplications } from '../applications/search.js';
import { searchCases } from '../cases/search.js';
import { searchOrders, searchProducts } from '../commerce/search.js';
import { searchStatements } from '../finance/search.js';
import { searchGroups } from '../groups/search.js';
import { searchCourses } from '../institute/search.js';
import { searchListings } from '../listings/search.js';
import { searchPeople } from '../people/search.js';
import { type AreaSearch, askOf, type Searcher } from '../shared/search.js';

/** Each kind's search, owned by its area (and holding that area's read rules). */
const SEARCHES: Record<SearchKind, AreaSearch> = {
  case: searchCases,
  person: searchPeople,
  application: searchApplications,
  course: searchCourses,
  order: searchOrders,
  product: searchProducts,
  listing: searchListings,
  statement: searchStatements,
  group: searchGroups,
};

/**
 * Asks every kind (or those named) of its area, one after another on the one connection (PGlite
 * has one; on PostgreSQL each is a few index lookups), and keeps the groups with hits. A group
 * holding an exact jump (a case number, an order reference, an e-mail) goes first; the whole
 * answer stops at SEARCH_TOTAL.
 */
export async function searchEverything(
  db: Db,
  who: Searcher,
  input: { q: string; kinds?: readonly SearchKind[] },
  now: Date,
): Promise<{ recent: boolean; groups: SearchGroup[] }> {
  const ask = askOf(input.q, SEARCH_PER_KIND, SEARCH_MIN_QUERY, now);
  const kinds = SEARCH_KINDS.filter((k) => !input.kinds || input.kinds.includes(k));
  const groups: SearchGroup[] = [];
  for (const kind of kinds) {
    const hits = await SEARCHES[kind](db, who, ask);
    if (hits.length > 0) groups.push({ kind, hits });
  }
  // Stable: kinds keep their order, except that one holding an exact match leads.
  groups.sort((a, b) => Number(hasExact(b)) - Number(hasExact(a)));
  let left = SEARCH_TOTAL;
  return {
    recent: ask.recent,
    groups: groups.flatMap((g) => {
      const hits = g.hits.slice(0, left);
      left -= hits.length;
      return hits.length > 0 ? [{ kind: g.kind, hits }] : [];
    }),
  };
}

const hasExact = (g: SearchGroup) => g.hits.some((h) => h.exact);
