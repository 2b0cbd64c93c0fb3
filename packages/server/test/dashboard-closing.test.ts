import { parseMoney } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, type Who } from './cases-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/** The agent's dashboard files a closed case's commission under the month it was closed. */

let t: TestApp;
let tk: Record<Who, string>;

beforeAll(async () => {
  t = await startApp();
  // 16:13 on 12/01/2026 in California: 00:13 on 12/02 in UTC.
  t.clock.now = Date.parse('2026-12-02T00:13:00Z');
  tk = await tokens(t);
}, 180_000);

afterAll(() => t.close());

type Month = { month: string; amount: string; count: number };
const cents = (list: Month[], month: string) =>
  parseMoney(list.find((m) => m.month === month)?.amount ?? '0').minor;

describe('dashboard commission', () => {
  it('first-user dashboard: a case closed on 12/01/2026 files its $22,000 gross commission under December, not its October close-of-escrow date', async () => {
    const figures = async () =>
      (await call(t.app, 'bq/index/commissionStatistic', {}, { token: tk.agent })).data as {
        list: Month[];
      };
    const views = async () =>
      (await call(t.app, 'bq/index/monthView', {}, { token: tk.agent })).data as {
        list: { month: string; closed: number }[];
      };
    const before = await figures();
    const closedBefore = (await views()).list.find((m) => m.month === '2026-12')?.closed ?? 0;
    const made = await approvedCase(t, tk, tk.agent, {
      commissionAmount: '22000',
      closeOfEscrowDate: '2026-10-15',
    } as object);
    const closed = await closeCase(t, tk.approver, made.id);
    expect(closed.code, closed.message).toBe(200);

    const after = await figures();
    expect(after.list.at(-1)?.month).toBe('2026-12');
    expect(cents(after.list, '2026-12') - cents(before.list, '2026-12')).toBe(2_200_000n);
    expect(cents(after.list, '2026-10')).toBe(cents(before.list, '2026-10'));
    // The opened/closed chart counts it in the same month.
    const closedAfter = (await views()).list.find((m) => m.month === '2026-12')?.closed ?? 0;
    expect(closedAfter).toBe(closedBefore + 1);
  });
});
