/**
 * The app's clock, the `now` every handler and job reads (context.ts). A real server runs on the
 * machine's time. A test process may start it at a fixed instant (`TEST_NOW`, refused in
 * production by config.ts) from which it runs on at real speed: the demo data, the pages and the
 * browser's clock all see the same day, whatever day the suite runs on, while timeouts, leases
 * and throttle windows still move.
 */
export function appClock(startAt: Date | null): () => Date {
  if (!startAt) return () => new Date();
  const base = startAt.getTime();
  const started = performance.now();
  return () => new Date(base + Math.floor(performance.now() - started));
}
