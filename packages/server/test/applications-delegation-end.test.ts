import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../src/clock/business-clock.js';
import {
  api,
  applied,
  roleId,
  tokens,
  userIdOf,
  vendor,
  WHO,
  type Who,
} from './applications-helpers.js';
import { startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
}, 180_000);
afterAll(() => t.close());

const today = () => businessDay(new Date(t.clock.now));

describe('ending a delegation', () => {
  it('stops the colleague deciding for the approver; only the approver who gave it may end it', async () => {
    const id = await applied(t, tk.agent, vendor('9100.00'));
    await api(t, 'application/pass', tk.approver, { id });
    const set = await api(t, 'application/setDelegation', tk.finance, {
      delegateId: await userIdOf(t, WHO.approver),
      startsOn: today(),
      endsOn: today(),
    });
    const queued = await api(t, 'application/search', tk.approver, { keyword: String(id) });
    expect(queued.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    // The delegate cannot end it for the approver, nor can anyone else.
    const byDelegate = await api(t, 'application/endDelegation', tk.approver, { id: set.data.id });
    expect(byDelegate.code).toBe(404);

    const ended = await api(t, 'application/endDelegation', tk.finance, { id: set.data.id });
    expect(ended).toMatchObject({ code: 200, data: { id: set.data.id } });
    const after = await api(t, 'application/search', tk.approver, { keyword: String(id) });
    expect(after.data.list).toEqual([]);
    expect((await api(t, 'application/pass', tk.approver, { id })).code).not.toBe(200);
    const listed = await api(t, 'application/getDelegation', tk.finance, {});
    expect(listed.data.list.map((d: { id: number }) => d.id)).not.toContain(set.data.id);
    // Twice is "not found", not a crash.
    expect((await api(t, 'application/endDelegation', tk.finance, { id: set.data.id })).code).toBe(
      404,
    );
  });

  it('is refused to a caller who cannot decide, and to a malformed id', async () => {
    expect((await api(t, 'application/endDelegation', tk.agent, { id: 1 })).code).toBe(403);
    expect((await api(t, 'application/endDelegation', tk.finance, { id: 'x' })).code).toBe(400);
  });
});

describe('roles an entry pass may grant', () => {
  it('lists the roles by name for the approver, and nobody without the examine module', async () => {
    const list = await api(t, 'application/entryRoles', tk.approver, {});
    expect(list.code).toBe(200);
    expect(list.data.list).toContainEqual({ id: await roleId(t, 'Agent'), name: 'Agent' });
    const names = list.data.list.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await api(t, 'application/entryRoles', tk.agent, {})).code).toBe(403);
  });
});
