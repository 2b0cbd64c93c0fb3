import type { Permission, SearchHit } from '@bq/contract';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';

/**
 * What every area's search (`domain/<area>/search.ts`) is given and answers, kept below both the
 * areas and the aggregator (`domain/search/`) so neither imports the other's rules.
 */
export interface Searcher {
  userId: number;
  /** The active role's modules, as the permission gate and every list's read rules see them. */
  modules: ReadonlySet<string>;
}

export interface SearchAsk {
  /** The trimmed query; empty when `recent`. */
  q: string;
  /** `q` lower-cased as a LIKE pattern matching it anywhere (`%…%`, wildcards escaped). */
  like: string;
  /** Under two characters: the searcher's most recently changed records, no matching. */
  recent: boolean;
  limit: number;
  /** The request's instant (rules that depend on the day, like a delegation, read it). */
  now: Date;
}

export type AreaSearch = (db: Db | Tx, who: Searcher, ask: SearchAsk) => Promise<SearchHit[]>;

export function askOf(q: string, limit: number, minQuery: number, now: Date): SearchAsk {
  const trimmed = q.trim();
  const recent = [...trimmed].length < minQuery;
  return {
    q: recent ? '' : trimmed,
    like: containsPattern(recent ? '' : trimmed, { lower: true }),
    recent,
    limit,
    now,
  };
}

/** Whether the searcher's active role passes a call's gate (the list whose rows a kind shows). */
export function passes(who: Searcher, permission: Permission): boolean {
  if (permission === 'public' || permission === 'user') return true;
  return permission.modules.some((m) => who.modules.has(m));
}

/** A hit that is not an exact jump. */
export const hit = (h: Omit<SearchHit, 'exact'> & { exact?: boolean }): SearchHit => ({
  exact: false,
  ...h,
});
