/**
 * A business date `n` days after (or before) another, both `YYYY-MM-DD`: calendar arithmetic on
 * the date's own numbers, with no instant and so no zone involved (a whole-day DTEND is the day
 * after, the feed's window is counted in days).
 */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The feed's window: a quarter back, and everything ahead (a closing set for next spring, a course
 * announced for next year). Ahead is bounded by what exists: a person's own cases, their courses,
 * the office's events; each source reads at most 2,000 rows.
 */
export const FEED_DAYS_BACK = 90;
export const FEED_LAST_DAY = '2099-12-31';
