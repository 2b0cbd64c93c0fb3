import type { ListingDetail, ListingRow } from '@bq/contract';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, countWhere } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { listingPhotos, listingStatusHistory, listings } from '../../db/schema-listings.js';
import { type ListingRole, visibleListing, visibleListings } from '../../domain/listings/access.js';
import {
  actionsOf,
  layoutOf,
  listAgent,
  listingFacts,
  templateOf,
} from '../../domain/listings/views.js';

type Row = typeof listings.$inferSelect;

function rowOf(r: Row, agentName: string): ListingRow {
  return {
    id: r.id,
    ...listingFacts(r),
    ListAgentFullName: agentName,
    shareEnabled: r.shareEnabled,
    shareViews: r.shareViews,
    ModificationTimestamp: r.modifiedAt.toISOString(),
  };
}

export interface ListingFilter {
  keyword: string;
  status?: Row['standardStatus'] | undefined;
  scope: 'mine' | 'office';
  sortBy: 'ModificationTimestamp' | 'ListPrice';
  sortOrder: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
}

export async function listingPage(db: Db, role: ListingRole, f: ListingFilter) {
  const p = f.keyword ? containsPattern(f.keyword) : null;
  const keyword: SQL | undefined = p
    ? or(ilike(listings.unparsedAddress, p), ilike(listings.city, p), ilike(listings.postalCode, p))
    : undefined;
  const where = and(
    visibleListings(role, f.scope),
    f.status ? eq(listings.standardStatus, f.status) : undefined,
    keyword,
  );
  const column = f.sortBy === 'ListPrice' ? listings.listPrice : listings.modifiedAt;
  const order = f.sortOrder === 'asc' ? asc : desc;
  return countAndPage(
    f,
    () => countWhere(db, listings, where),
    async (limit, offset) => {
      const rows = await db
        .select({ l: listings, agent: users.name })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.listAgentId))
        .where(where)
        .orderBy(order(column), desc(listings.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ l, agent }) => rowOf(l, agent));
    },
  );
}

export async function listingDetail(
  db: Db | Tx,
  role: ListingRole,
  id: number,
  officeName: string,
): Promise<ListingDetail> {
  const r = await visibleListing(db, role, id);
  const agent = await listAgent(db, r.listAgentId, r.contactShown);
  const history = await db
    .select({ h: listingStatusHistory, by: users.name })
    .from(listingStatusHistory)
    .innerJoin(users, eq(users.id, listingStatusHistory.changedBy))
    .where(eq(listingStatusHistory.listingId, id))
    .orderBy(asc(listingStatusHistory.id));
  return {
    ...rowOf(r, agent.ListAgentFullName),
    templateId: r.templateId,
    layout: layoutOf(await templateOf(db, r.templateId)),
    contactShown: r.contactShown,
    ListAgentPreferredPhone: agent.ListAgentPreferredPhone,
    ListAgentEmail: agent.ListAgentEmail,
    ListOfficeName: officeName,
    shareToken: r.shareToken,
    history: history.map(({ h, by }) => ({
      from: h.fromStatus,
      to: h.toStatus,
      by,
      at: h.changedAt.toISOString(),
    })),
    version: r.version,
    ...actionsOf(r),
  };
}

/** Stored photo keys and types of a listing's photo addresses, in order (the flyer reads them). */
export async function photoFiles(db: Db | Tx, urls: string[]) {
  const keys = urls.map((u) => u.slice(u.lastIndexOf('/') + 1));
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: listingPhotos.key, mime: listingPhotos.mime })
    .from(listingPhotos)
    .where(inArray(listingPhotos.key, keys));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.flatMap((k) => {
    const row = byKey.get(k);
    return row ? [row] : [];
  });
}
