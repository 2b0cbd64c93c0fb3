import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, applied, tokens, vendor, type Who } from './applications-helpers.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * Issue 24 item 5: whoever decides a waiting step is shown it, whatever their menu. Finance holds
 * no approval menu of its own, yet a vendor payment of $5,000 or more waits at its step.
 */
let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
}, 180_000);
afterAll(() => t.close());

const waiting = async (who: Who) =>
  (await api(t, 'application/getNum', tk[who])).data.pendingApprovalNum as number;
const todo = async (who: Who) =>
  (await api(t, 'statistical/getTodoList', tk[who])).data.list as {
    type: string;
    count: number;
    route: string;
  }[];
const queueIds = async (who: Who) =>
  (await api(t, 'application/search', tk[who], { status: 'pending', pageSize: 100 })).data.list.map(
    (r: { id: number }) => r.id,
  ) as number[];

describe('finance decides the finance step of a vendor payment', () => {
  it('is told of it on the dashboard, by the same count as the badge, and finds it in the queue', async () => {
    const before = await waiting('finance');
    const id = await applied(t, tk.agent, vendor('6000.00'));
    // At the approver's step it is not finance's to decide yet.
    expect(await waiting('finance')).toBe(before);
    expect((await api(t, 'application/pass', tk.approver, { id })).data.step).toBe(2);

    const count = await waiting('finance');
    expect(count).toBe(before + 1);
    expect(await todo('finance')).toContainEqual({
      type: 'approval',
      title: 'Applications waiting for your decision',
      count,
      route: '/approval/examine/index',
    });
    expect(await queueIds('finance')).toContain(id);
    expect((await api(t, 'application/get', tk.finance, { id })).data.canDecide).toBe(true);

    // The approver who passed the first step may not decide finance's.
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(CODES.forbidden);
    const passed = await api(t, 'application/pass', tk.finance, { id });
    expect(passed.data).toEqual({ id, status: 'approved', step: 2 });
    expect(await waiting('finance')).toBe(before);
  });

  it("never counts or decides finance's own vendor payment, even at the finance step", async () => {
    const before = await waiting('finance');
    const id = await applied(t, tk.finance, vendor('6000.00'));
    expect((await api(t, 'application/pass', tk.approver, { id })).data.step).toBe(2);
    expect(await waiting('finance')).toBe(before);
    expect(await queueIds('finance')).not.toContain(id);
    const own = await api(t, 'application/pass', tk.finance, { id });
    expect(own.code).toBe(CODES.forbidden);
  });

  it('offers no approvals to-do to someone who decides nothing', async () => {
    expect((await todo('agent')).map((e) => e.type)).not.toContain('approval');
  });
});
