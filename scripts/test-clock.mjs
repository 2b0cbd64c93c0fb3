// The one clock of the test world: every suite (server, portal unit, e2e server and browser) runs
// at this instant, whatever day the machine says it is, so a result never depends on the date.
//
// Tuesday 2026-12-01, 18:30 in California, is the first business day of a month in the evening,
// when it is already 2026-12-02 in UTC: it exercises on purpose what a UTC date would get wrong
// (the business day and month come from California) and what a date-relative seed would get
// wrong at a month's start ("this month" has only a few hours of data).
//
// Test files read the time only through this module (`pnpm lint` runs scripts/check-test-clock.mjs,
// which refuses `Date.now()` and `new Date()` elsewhere in tests). Durations and deadlines of a
// test's own waiting use `performance.now()`, which is no date.

/** The instant, as the server's `TEST_NOW` takes it. */
export const TEST_NOW_ISO = '2026-12-01T18:30:00-08:00';

/** The same instant in milliseconds since the epoch. */
export const TEST_NOW = Date.parse(TEST_NOW_ISO);

/** A new Date at the test instant (plus `offsetMs`). */
export const testDate = (offsetMs = 0) => new Date(TEST_NOW + offsetMs);

let unique = 0;
/**
 * Six digits no other call of this process returns, for names and addresses a test must not
 * repeat (every test process has a database of its own, so this process is the only one to ask).
 */
export const uniqueStamp = () => String(++unique).padStart(6, '0');
