import { createHash } from 'node:crypto';
import { CODES, SHARE_UNAVAILABLE, SHAREABLE_STATUSES, type SharedListing } from '@bq/contract';
import { and, eq, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Tx } from '../../db/index.js';
import { listingShareViews, listings } from '../../db/schema-listings.js';
import { ApiError } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { layoutOf, listAgent, listingFacts, templateOf } from './views.js';

/** The share page's one refusal: switched off, off the market, or never a link — told alike. */
export const shareUnavailable = () => new ApiError(CODES.notFound, SHARE_UNAVAILABLE);

/**
 * A visitor as the view count knows them: a hash of their address with the link's token, so the
 * table keeps no address and one visitor of two listings is not linked across them.
 */
const visitorOf = (token: string, ip: string) =>
  createHash('sha256').update(`${token}\n${ip}`).digest('base64url');

/**
 * The public share page of a listing by its id and token: only what the page shows. A view is
 * counted once per visitor and business day (a reload or a script from one address counts once),
 * in the same transaction as the read.
 */
export async function viewSharedListing(
  tx: Tx,
  act: Act,
  input: { id: number; token: string; ip: string; officeName: string },
): Promise<SharedListing> {
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, input.id), eq(listings.shareToken, input.token)));
  if (!row?.shareEnabled || !SHAREABLE_STATUSES.includes(row.standardStatus)) {
    throw shareUnavailable();
  }
  const counted = await tx
    .insert(listingShareViews)
    .values({
      listingId: row.id,
      visitor: visitorOf(input.token, input.ip),
      day: businessDay(act.now),
    })
    .onConflictDoNothing()
    .returning({ listingId: listingShareViews.listingId });
  if (counted.length > 0) {
    await tx
      .update(listings)
      .set({ shareViews: sql`${listings.shareViews} + 1` })
      .where(eq(listings.id, row.id));
  }
  return {
    ...listingFacts(row),
    layout: layoutOf(await templateOf(tx, row.templateId)),
    ListOfficeName: input.officeName,
    ...(await listAgent(tx, row.listAgentId, row.contactShown)),
  };
}
