import { MODULE_IDS } from '@bq/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { listings } from '../../db/schema-listings.js';
import { notFound } from '../../envelope.js';

/**
 * Who sees and changes a listing (docs/decisions/listings.md, "Listings"), from the caller's
 * active role like the cases' rule: the listing agent their own; an office manager (who holds
 * user management, as for cases) every listing of the office. Anyone else's listing answers as a
 * missing one, so ids tell nothing.
 */
export interface ListingRole {
  userId: number;
  office: boolean;
}

export function listingRole(user: { userId: number; modules: ReadonlySet<string> }): ListingRole {
  return { userId: user.userId, office: user.modules.has(MODULE_IDS['userroles/usermgt']) };
}

/** The listings `role` may see, as a WHERE condition (undefined: every one). */
export function visibleListings(role: ListingRole, scope: 'mine' | 'office'): SQL | undefined {
  return role.office && scope === 'office' ? undefined : eq(listings.listAgentId, role.userId);
}

/** The listing row when `role` may see it (locked for update with `lock`), else "not found". */
export async function visibleListing(db: Db | Tx, role: ListingRole, id: number, lock = false) {
  const where = and(
    eq(listings.id, id),
    role.office ? undefined : eq(listings.listAgentId, role.userId),
  );
  const query = db.select().from(listings).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Listing');
  return row;
}
