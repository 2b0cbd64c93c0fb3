import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { BLACKLIST_KINDS, blackListMeta } from '../meta/system.js';
import { defineCallOf } from './define.js';
import { id, line, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.blacklist;

export const blacklistRow = z.object({
  id: z.int(),
  kind: z.enum(BLACKLIST_KINDS),
  /** As stored: an address or domain in lower case, a network in CIDR form (`203.0.113.0/24`). */
  value: z.string(),
  reason: z.string(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type BlacklistRow = z.infer<typeof blacklistRow>;

export const blackList = {
  /** The entries in force, newest first; by kind, and by a keyword in the value or the reason. */
  getBlackList: defineCallOf(
    blackListMeta.getBlackList,
    listRequest(LISTS.blackList.getBlackList, {
      kind: z.enum(BLACKLIST_KINDS).optional(),
      keyword: text(L.keyword).optional().default(''),
    }),
    paged(blacklistRow),
  ),
  /**
   * Adds an entry: an e-mail address, a domain (its subdomains too) or an IP address or network.
   * The value is checked for its kind and stored in one form, so the same entry cannot be there
   * twice; an entry that would refuse the person adding it is refused.
   */
  add: defineCallOf(
    blackListMeta.add,
    z.object({
      kind: z.enum(BLACKLIST_KINDS),
      value: line(L.value, 1),
      reason: plain(L.reason, L.reason.min),
    }),
    blacklistRow,
  ),
  /** Lifts an entry; who lifted it and when are kept. */
  remove: defineCallOf(blackListMeta.remove, z.object({ id: id() }), nothing()),
};
