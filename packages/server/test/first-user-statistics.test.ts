import { periodsOf } from '@bq/contract';
import { businessDay, parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, type Who } from './cases-helpers.js';
import { type Answer, call, startApp, type TestApp } from './helpers.js';

/** Production statistics as a new user meets them (issue 48). */

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
});
afterAll(() => t?.close());

const ok = async (answer: Promise<Answer>) => {
  const a = await answer;
  if (a.code !== 200) throw new Error(`${a.code} ${a.message}`);
  return a.data;
};
const api = (path: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, body, { token });

describe('first-user statistics: closed volume carries its gross commission, and the page opens on the latest month with closings', () => {
  it('counts the seeded closings with their commission and names the latest month that has any', async () => {
    const periods = await ok(api('bq/production/periods', tk.admin));
    const current = periodsOf(businessDay(new Date(t.clock.now))).month;
    expect(periods.current.month).toBe(current);
    // The demo's closings are months back; the current month has none yet.
    expect(periods.latestMonth).not.toBeNull();
    expect(periods.latestMonth < current).toBe(true);
    const month = await ok(api('bq/production/figures', tk.admin, { period: periods.latestMonth }));
    expect(month.totals.cases).toBeGreaterThan(0);
    expect(month.totals.volume).not.toBe('0.00');
    expect(month.totals.gross).not.toBe('0.00');
    // Every seeded closing counts with its commission: the year's gross is not nothing either.
    const thisYear = await ok(
      api('bq/production/figures', tk.admin, { period: periods.latestMonth.slice(0, 4) }),
    );
    expect(parseMoney(thisYear.totals.gross).minor > 0n).toBe(true);
  });

  it('tells an agent the latest month of their own closings', async () => {
    const mine = await ok(api('bq/production/periods', tk.agent));
    expect(mine.latestMonth).not.toBeNull();
    const own = await ok(api('bq/production/figures', tk.agent, { period: mine.latestMonth }));
    expect(own.rows.some((r: { own: boolean }) => r.own)).toBe(true);
  });
});
