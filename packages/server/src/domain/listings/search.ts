import { meta } from '@bq/contract';
import { and, desc, sql } from 'drizzle-orm';
import { listings } from '../../db/schema-listings.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';
import { listingRole, visibleListings } from './access.js';

/**
 * Listings by address, city or zip, for whoever opens the listing pages: the office's managers
 * every listing, an agent their own (the list's and the detail's rule, visibleListings).
 */
export const searchListings: AreaSearch = async (db, who, ask) => {
  if (!passes(who, meta.listing.list.permission)) return [];
  const role = listingRole(who);
  const match = ask.recent
    ? undefined
    : sql`(lower(${listings.unparsedAddress}) LIKE ${ask.like} OR lower(${listings.city}) LIKE ${ask.like}
        OR ${listings.postalCode} LIKE ${ask.like})`;
  const rows = await db
    .select({
      id: listings.id,
      address: listings.unparsedAddress,
      unit: listings.unitNumber,
      city: listings.city,
      status: listings.standardStatus,
    })
    .from(listings)
    .where(and(visibleListings(role, 'office'), match))
    .orderBy(desc(listings.modifiedAt), desc(listings.id))
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'listing',
      id: r.id,
      title: [r.address, r.unit ? `#${r.unit}` : ''].filter(Boolean).join(' '),
      details: [r.city, r.status],
      path: `/housing-manage/h-detail/${r.id}`,
    }),
  );
};
