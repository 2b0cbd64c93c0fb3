import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './index.js';
import { caseChanges, caseStatusHistory } from './schema.js';

/**
 * The shared query pieces every list and every write uses: one LIKE escape, one
 * count-and-page, one audit row. A handler that needs one of these uses it rather than its own.
 */

/** `%`, `_` and `\` taken literally in a LIKE / ILIKE pattern (PostgreSQL's default escape `\`). */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** A LIKE pattern for "contains `text`"; `lower` for matching a lower-cased column. */
export const containsPattern = (text: string, opts: { lower?: boolean } = {}) =>
  `%${escapeLike(opts.lower ? text.toLowerCase() : text)}%`;

/** `SELECT count(*) FROM table WHERE where`. */
export async function countWhere(db: Db | Tx, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * `{ total, list }` for one page: counts (unless the total is already known), then fetches the
 * page only when it is not past the end.
 */
export async function countAndPage<T>(
  paging: { pageNum: number; pageSize: number },
  total: number | (() => Promise<number>),
  page: (limit: number, offset: number) => Promise<T[]>,
): Promise<{ total: number; list: T[] }> {
  const n = typeof total === 'number' ? total : await total();
  const offset = (paging.pageNum - 1) * paging.pageSize;
  if (n === 0 || offset >= n) return { total: n, list: [] };
  return { total: n, list: await page(paging.pageSize, offset) };
}

/** Who did it and when, for every audit row. */
export interface Actor {
  byUser: number;
  at: Date;
}

/**
 * One audit row for a case, written in the caller's transaction: a status move (into the status
 * history the portal shows) or a content change (into the change log).
 */
export async function auditCase(
  tx: Tx,
  caseId: number,
  actor: Actor,
  entry:
    | { status: { from: string | null; to: string; comment: string } }
    | { change: { action: string; fields: string[] } },
): Promise<void> {
  if ('status' in entry) {
    const { from, to, comment } = entry.status;
    await tx.insert(caseStatusHistory).values({
      caseId,
      fromStatus: from,
      toStatus: to,
      comment,
      ...actor,
    });
  } else {
    await tx.insert(caseChanges).values({ caseId, ...entry.change, ...actor });
  }
}

/** The rows of a raw statement (db.execute), typed by the caller who wrote the SELECT. */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
