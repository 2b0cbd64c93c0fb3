import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { SEARCH_KINDS, searchMeta } from '../meta/search.js';
import { defineCallOf } from './define.js';
import { text } from './fields.js';

/** One record found: what it is, how to tell it from its neighbours, and where it opens. */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.int(),
  /** The line a person recognises: a case number, a name, an order reference. */
  title: z.string(),
  /** What tells two hits of one title apart: address and status, e-mail and role. */
  details: z.array(z.string()),
  /** The portal route (hash path) that opens the record. */
  path: z.string(),
  /** The query was this record's case number, order reference or e-mail: it is listed first. */
  exact: z.boolean(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHit) });
export type SearchGroup = z.infer<typeof searchGroup>;

export const search = {
  /**
   * Every kind the caller may read, each asked of its own area with that area's read rules; an
   * exact case number, order reference or e-mail first. Under two characters: the caller's most
   * recently changed records instead of matches.
   */
  query: defineCallOf(
    searchMeta.query,
    z.object({
      q: text(FIELD_LIMITS.common.keyword),
      kinds: z.array(z.enum(SEARCH_KINDS)).max(SEARCH_KINDS.length).optional(),
    }),
    z.object({ recent: z.boolean(), groups: z.array(searchGroup) }),
  ),
};
