import { BUSINESS_TZ, MONTH_NAMES } from '@bq/validators';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one business clock (docs/decisions/cases.md, "Dates and months follow California"): the dates of
 * instants come from @bq/validators' businessDay module, shared with the portal; the SQL forms
 * live here. The instant itself always comes from the injected `now` (context.ts).
 */
export {
  BUSINESS_TZ,
  businessDay,
  businessMonth,
  businessMonthsTo,
  businessStamp,
  businessWallClock,
  businessYear,
} from '@bq/validators';

// Inlined, not bound: GROUP BY must repeat a select's expression exactly, and two bind
// parameters would make two different expressions.
const TZ = sql.raw(`'${BUSINESS_TZ}'`);

type Instant = AnyPgColumn | SQL;

/** SQL: the business date of a timestamptz column or expression. */
export const businessDateSql = (col: Instant): SQL => sql`(${col} AT TIME ZONE ${TZ})::date`;

/** The same, as SQL text, for raw scripts (the bulk seed) that are not Drizzle queries. */
export const businessDateText = (expr: string): string =>
  `((${expr}) AT TIME ZONE '${BUSINESS_TZ}')::date`;

/** SQL: the business month (`YYYY-MM` text) of a timestamptz column or expression. */
export const businessMonthSql = (col: Instant): SQL<string> =>
  sql<string>`to_char(${col} AT TIME ZONE ${TZ}, 'YYYY-MM')`;

/** SQL: the instant a business date (`YYYY-MM-DD`) begins, for range bounds on timestamptz. */
export const businessDayStartSql = (day: string): SQL =>
  sql`(${day}::date)::timestamp AT TIME ZONE ${TZ}`;

/** SQL: the instant the business date after `day` begins (the end of `day`, DST included). */
export const businessDayEndSql = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${TZ})`;

/** A business month (`YYYY-MM`) as people say it: `March 2026`. */
export function monthName(month: string): string {
  const [year, index] = month.split('-');
  return `${MONTH_NAMES[Number(index) - 1] ?? month} ${year}`;
}
