import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { cases } from '../../db/schema.js';

/**
 * The case list for a caller who sees only their own cases and those they share (agents). Each
 * half is read through its own index with the page's ORDER BY and a LIMIT of everything up to the
 * page, and the two short lists are merged here: the single query over "own ∪ shared" had to
 * fetch and sort every visible case (hundreds) to return twenty.
 */

export type SortBy = 'updatedAt' | 'createdAt' | 'caseNo' | 'price' | 'closeDate';

interface SortFields {
  id: number;
  updatedAt: Date;
  createdAt: Date;
  price: string | null;
  closeOfEscrowDate: string | null;
}

/** The same order as the SQL ORDER BY: key, then id; empty prices and dates last either way. */
export function compareRows(sortBy: SortBy, sortOrder: 'asc' | 'desc') {
  const sign = sortOrder === 'asc' ? 1 : -1;
  const key = (r: SortFields): number | string | null => {
    switch (sortBy) {
      case 'updatedAt':
        return r.updatedAt.getTime();
      case 'createdAt':
        return r.createdAt.getTime();
      case 'caseNo':
        return r.id;
      case 'price':
        return r.price === null ? null : Number(r.price);
      case 'closeDate':
        return r.closeOfEscrowDate;
    }
  };
  return (a: SortFields, b: SortFields): number => {
    const [ka, kb] = [key(a), key(b)];
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return (ka < kb ? -1 : 1) * sign;
    }
    return (a.id - b.id) * sign;
  };
}

export async function agentPage<R extends SortFields>(
  db: Db,
  opts: {
    userId: number;
    /** The filters, without the visibility rule. */
    filters: SQL | undefined;
    order: SQL[];
    sortBy: SortBy;
    sortOrder: 'asc' | 'desc';
    pageNum: number;
    pageSize: number;
    /** Only the caller's own cases (the ownerId filter). */
    ownOnly: boolean;
    select: (where: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>;
  },
): Promise<{ total: number; rows: R[] }> {
  const own = and(eq(cases.ownerId, opts.userId), opts.filters);
  const shared = opts.ownOnly
    ? undefined
    : and(
        sql`${cases.id} IN (SELECT case_id FROM case_team WHERE user_id = ${opts.userId})`,
        ne(cases.ownerId, opts.userId),
        opts.filters,
      );
  const countOf = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(cases).where(where))[0]?.n ?? 0;
  const total = (await countOf(own)) + (shared ? await countOf(shared) : 0);
  const offset = (opts.pageNum - 1) * opts.pageSize;
  if (total === 0 || offset >= total) return { total, rows: [] };
  const upTo = offset + opts.pageSize;
  const rows = [
    ...(await opts.select(own, opts.order, upTo)),
    ...(shared ? await opts.select(shared, opts.order, upTo) : []),
  ];
  rows.sort(compareRows(opts.sortBy, opts.sortOrder));
  return { total, rows: rows.slice(offset, upTo) };
}
