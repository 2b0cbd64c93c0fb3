import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one business clock. The brokerage works in California (docs/decisions.md, "Dates and
 * months follow California"): a licence lapses, a delegation ends, a certificate is dated and a
 * month closes by the calendar in Los Angeles, never by the UTC date of the instant. Every place
 * that turns an instant into a date, in code or in SQL, goes through here; the instant itself
 * always comes from the injected `now` (context.ts).
 */
export const BUSINESS_TZ = 'America/Los_Angeles';

// Read by parts, so the locale's order does not matter; h23 keeps midnight 00, never 24.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function fields(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const p of parts.formatToParts(at))
    if (p.type in out) out[p.type as keyof typeof out] = p.value;
  return out;
}

/** The business date (`YYYY-MM-DD`) the instant falls on. */
export function businessDay(at: Date): string {
  const f = fields(at);
  return `${f.year}-${f.month}-${f.day}`;
}

/** The business month (`YYYY-MM`) the instant falls in. */
export function businessMonth(at: Date): string {
  return businessDay(at).slice(0, 7);
}

export function businessYear(at: Date): number {
  return Number(fields(at).year);
}

/** The local wall-clock minute, `YYYYMMDDHHmm`: for names people read (export files). */
export function businessStamp(at: Date): string {
  const f = fields(at);
  return `${f.year}${f.month}${f.day}${f.hour}${f.minute}`;
}

/** The `n` business months (`YYYY-MM`) ending with the one `at` falls in, oldest first. */
export function businessMonthsTo(at: Date, n: number): string[] {
  const [y, m] = businessMonth(at).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

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
