import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tc, tokens, type Who } from './cases-helpers.js';
import { startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase, commissionsOf } from './payroll-helpers.js';

/** Closing a case as a new office meets it (issue 48). */

let t: TestApp;
let tk: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
});
afterAll(() => t?.close());

describe('first-user cases: finance closes an approved case after putting its commission right', () => {
  it('lets finance fix only the commission of an approved case, then close it on the fixed figure', async () => {
    const made = await approvedCase(t, tk, tk.agent, { commissionAmount: '250' });
    const seen = await tc(t.app, 'get', tk.finance, { id: made.id });
    expect(seen.code, seen.message).toBe(CODES.ok);
    expect(seen.data.canEdit).toBe(false);
    expect(seen.data.canFixCommission).toBe(true);
    expect(seen.data.transitions.map((m: { label: string }) => m.label)).toEqual(['Close']);

    // The agent's own case is not theirs to fix once approved; nor is any other field finance's.
    const byAgent = await tc(t.app, 'fixCommission', tk.agent, {
      id: made.id,
      version: seen.data.version,
      commissionAmount: '25000',
    });
    expect(byAgent.code).toBe(CODES.forbidden);
    const other = await tc(t.app, 'saveDraft', tk.finance, { id: made.id, notes: 'x' });
    expect(other.code).toBe(CODES.forbidden);
    const stale = await tc(t.app, 'fixCommission', tk.finance, {
      id: made.id,
      version: seen.data.version - 1,
      commissionAmount: '25000',
    });
    expect(stale.code).toBe(CODES.conflict);
    const neither = await tc(t.app, 'fixCommission', tk.finance, {
      id: made.id,
      version: seen.data.version,
      commissionAmount: null,
      commissionPercent: null,
    });
    expect(neither.code).toBe(CODES.badInput);

    const fixed = await tc(t.app, 'fixCommission', tk.finance, {
      id: made.id,
      version: seen.data.version,
      commissionAmount: '25000',
    });
    expect(fixed.code, fixed.message).toBe(CODES.ok);
    expect(fixed.data.version).toBe(seen.data.version + 1);
    const history = await tc(t.app, 'statusHistory', tk.admin, { id: made.id });
    expect(history.data.changes[0]).toMatchObject({
      action: 'commission',
      fields: ['commissionAmount'],
      byName: 'Fay Finance',
    });

    const closed = await closeCase(t, tk.finance, made.id);
    expect(closed.code, closed.message).toBe(CODES.ok);
    const posted = await commissionsOf(t, made.id);
    expect(posted.map((p) => p.gross)).toEqual(['25000.00']);
    // Closed: nothing is put right any more.
    const late = await tc(t.app, 'fixCommission', tk.finance, {
      id: made.id,
      version: fixed.data.version + 1,
      commissionAmount: '1',
    });
    expect(late.code).toBe(CODES.conflict);
  });

  it('still lets the approver close, and nobody closes their own case', async () => {
    const made = await approvedCase(t, tk, tk.agent, { commissionAmount: '1000' });
    expect((await closeCase(t, tk.agent, made.id)).code).toBe(CODES.forbidden);
    expect((await closeCase(t, tk.approver, made.id)).code).toBe(CODES.ok);
  });

  it('gives the approver and finance the case list to read', async () => {
    for (const who of ['approver', 'finance'] as const) {
      const list = await tc(t.app, 'search', tk[who], { pageSize: 5 });
      expect(list.code, list.message).toBe(CODES.ok);
      expect(list.data.total).toBeGreaterThan(0);
    }
  });
});
