import { type LineKind, ORDER_SCOPES } from '@bq/contract';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../shared/act.js';

/**
 * Orders having a line of `kind` (SQL), for the kind filter and the staff scopes. Written out with
 * its own alias: Drizzle leaves the columns of a one-table query unqualified, and inside the
 * subquery an unqualified `id` would be the line's, not the order's.
 */
export const hasKind = (kind: LineKind): SQL =>
  sql`exists (select 1 from order_lines ol where ol.order_id = "orders"."id" and ol.kind = ${kind})`;

/**
 * The orders a staff member reads: finance every order; marketing those with products; the
 * institute those with courses (docs/commerce.md "Calls"). null: all.
 */
export function staffScope(user: Caller): SQL | null {
  if (ORDER_SCOPES.all.some((m) => user.modules.has(m))) return null;
  const parts: SQL[] = [];
  if (user.modules.has(ORDER_SCOPES.products)) parts.push(hasKind('product'));
  if (user.modules.has(ORDER_SCOPES.courses)) parts.push(hasKind('course'));
  return or(...parts) ?? sql`false`;
}
