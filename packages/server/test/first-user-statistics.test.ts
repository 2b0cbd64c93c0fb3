import { CODES, periodsOf } from '@bq/contract';
import { businessDay, parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, type Who } from './cases-helpers.js';
import { type Answer, call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

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
  call(t.app, path, body, { token, encoding: path === 'bq/award/save' ? 'json' : 'form' });

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

describe('first-user statistics: a period closed early is reopened with a reason, and an award is given by a second person', () => {
  it('takes the later closings after a reopening, and refuses an award confirmed by whoever set it up', async () => {
    const month = periodsOf(businessDay(new Date(t.clock.now))).month;
    const closed = await api('bq/production/closePeriod', tk.admin, { period: month });
    expect(closed.code, closed.message).toBe(CODES.ok);
    // A closing later that day is not in the frozen month.
    const made = await approvedCase(t, tk, tk.agent, { commissionAmount: '12000' });
    expect((await closeCase(t, tk.approver, made.id)).code).toBe(CODES.ok);
    const frozen = await ok(api('bq/production/figures', tk.admin, { period: month }));
    const before = frozen.totals.cases;

    expect(
      (await api('bq/production/reopenPeriod', tk.agent, { period: month, reason: 'x' })).code,
    ).toBe(CODES.forbidden);
    expect(
      (await api('bq/production/reopenPeriod', tk.admin, { period: month, reason: ' ' })).code,
    ).toBe(CODES.badInput);
    const reopened = await api('bq/production/reopenPeriod', tk.admin, {
      period: month,
      reason: 'Closed on its first day by mistake',
    });
    expect(reopened.code, reopened.message).toBe(CODES.ok);
    expect(reopened.data.period.closedAt).toBeNull();
    const live = await ok(api('bq/production/figures', tk.admin, { period: month }));
    expect(live.totals.cases).toBe(before + 1);
    expect(
      (await ok(api('bq/production/periods', tk.admin))).closed.some(
        (p: { key: string }) => p.key === month,
      ),
    ).toBe(false);
    const again = await api('bq/production/closePeriod', tk.admin, { period: month });
    expect(again.code, again.message).toBe(CODES.ok);
    expect(again.data.credits).toBe(closed.data.credits + 1);

    // Four eyes on an award: whoever set it up does not confirm it.
    const award = await ok(
      api('bq/award/save', tk.admin, {
        name: 'Closer of the month',
        periodKey: month,
        measure: 'volume',
        rule: 'top',
        topN: 1,
      }),
    );
    expect(award.canConfirm).toBe(false);
    const self = await api('bq/award/confirm', tk.admin, { id: award.id });
    expect(self.code).toBe(CODES.forbidden);
    expect(self.message).toMatch(/another manager/);
    const confirmed = await ok(api('bq/award/confirm', tk.finance, { id: award.id }));
    expect(confirmed.confirmedBy).toBe('Fay Finance');
    // Given from this snapshot: the month stays closed now.
    const late = await api('bq/production/reopenPeriod', tk.admin, {
      period: month,
      reason: 'Again',
    });
    expect(late.code).toBe(CODES.conflict);
  });
});
