/**
 * A business date `n` days after (or before) another, both `YYYY-MM-DD`: calendar arithmetic on
 * the date's own numbers, with no instant and so no zone involved (a whole-day DTEND is the day
 * after, the feed's window is counted in days).
 */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The feed's window around today: a quarter back, a year ahead. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
