import { tooMany } from '../../envelope.js';
import { tokenBuckets } from '../shared/token-bucket.js';

/**
 * The search box asks on every pause in typing, so one person may send a few a second; a script
 * sending hundreds would make every kind's query run for each: 40 at once, then 10 a second, per
 * person (domain/shared/token-bucket.ts).
 */
const take = tokenBuckets({ burst: 40, refill: 10 });

export function takeSearchToken(app: object, userId: number, now: Date): void {
  if (!take(app, userId, now)) {
    throw tooMany('Too many searches at once; please try again in a moment');
  }
}
