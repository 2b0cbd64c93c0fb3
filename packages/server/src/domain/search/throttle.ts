import { tooMany } from '../../envelope.js';

/**
 * The search box asks on every pause in typing, so one person may send a few a second; a script
 * sending hundreds would make every kind's query run for each. A token bucket per person and per
 * app (keyed by the app's database handle, so two apps in one process never share one): BURST at
 * once, then REFILL a second. In memory: a restart forgets it, which costs nothing here.
 */
const BURST = 40;
const REFILL = 10;

type Bucket = { tokens: number; at: number };
const buckets = new WeakMap<object, Map<number, Bucket>>();

export function takeSearchToken(app: object, userId: number, now: Date): void {
  let perUser = buckets.get(app);
  if (!perUser) {
    perUser = new Map();
    buckets.set(app, perUser);
  }
  const t = now.getTime();
  const b = perUser.get(userId) ?? { tokens: BURST, at: t };
  const tokens = Math.min(BURST, b.tokens + (Math.max(0, t - b.at) / 1000) * REFILL);
  if (tokens < 1) {
    perUser.set(userId, { tokens, at: t });
    throw tooMany('Too many searches at once; please try again in a moment');
  }
  perUser.set(userId, { tokens: tokens - 1, at: t });
}
