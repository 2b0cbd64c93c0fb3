/** A whole-day DTEND is the day after, and the feed's window is counted in days. */
export { addBusinessDays as addDays } from '@bq/validators';

/**
 * The feed's window: a quarter back, and everything ahead (a closing set for next spring, a course
 * announced for next year). Ahead is bounded by what exists: a person's own cases, their courses,
 * the office's events; each source reads at most 2,000 rows.
 */
export const FEED_DAYS_BACK = 90;
export const FEED_LAST_DAY = '2099-12-31';
