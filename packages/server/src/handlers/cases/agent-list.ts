import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { cases } from '../../db/schema.js';

/**
 * The case list for a caller who sees only their own cases and those they share (agents).
 *
 * A single query over "own ∪ shared" had to fetch and sort every visible case (hundreds) to return
 * twenty. Instead each half is read through its own index with the page's order and a LIMIT of
 * everything up to the page; PostgreSQL merges the two short key lists and keeps the page's ids,
 * so one statement returns just the page (no hundreds of key tuples sent to Node and sorted
 * there), and one more counts both halves.
 */
export interface AgentPageOptions {
  userId: number;
  /** The filters, without the visibility rule. */
  filters: SQL | undefined;
  /** The page's ORDER BY over `cases` (sort key, then id). */
  order: SQL[];
  /** The sort key's column, its direction, and whether empty values go last. */
  key: PgColumn;
  sortOrder: 'asc' | 'desc';
  nullsLast: boolean;
  pageNum: number;
  pageSize: number;
  /** Only the caller's own cases (the ownerId filter). */
  ownOnly: boolean;
}

/**
 * `{ total, where }`: `where` picks exactly the page's cases (order them with `order` again), or
 * is null when the page is past the end.
 */
export async function agentPage(
  db: Db,
  opts: AgentPageOptions,
): Promise<{ total: number; where: SQL | null }> {
  const halves = [
    and(eq(cases.ownerId, opts.userId), opts.filters),
    ...(opts.ownOnly
      ? []
      : [
          and(
            sql`${cases.id} IN (SELECT case_id FROM case_team WHERE user_id = ${opts.userId})`,
            ne(cases.ownerId, opts.userId),
            opts.filters,
          ),
        ]),
  ];
  const unionOf = (parts: SQL[]) => sql.join(parts, sql` UNION ALL `);

  const counted = halves.map(
    (where) => sql`(${db.select({ id: cases.id }).from(cases).where(where)})`,
  );
  const [row] = await db.select({ n: count() }).from(sql`(${unionOf(counted)}) AS visible`);
  const total = row?.n ?? 0;
  const offset = (opts.pageNum - 1) * opts.pageSize;
  if (total === 0 || offset >= total) return { total, where: null };

  const upTo = offset + opts.pageSize;
  const keyed = halves.map(
    (where) =>
      sql`(${db
        .select({ id: cases.id, k: sql`${opts.key}`.as('k') })
        .from(cases)
        .where(where)
        .orderBy(...opts.order)
        .limit(upTo)})`,
  );
  const dir = sql.raw(opts.sortOrder);
  const nulls = sql.raw(opts.nullsLast ? ' NULLS LAST' : '');
  const pageIds = sql`SELECT id FROM (${unionOf(keyed)}) AS merged ORDER BY k ${dir}${nulls}, id ${dir} LIMIT ${opts.pageSize} OFFSET ${offset}`;
  return { total, where: sql`${cases.id} IN (${pageIds})` };
}
