import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../src/clock/business-clock.js';
import {
  api,
  applied,
  roleId,
  TUTOR,
  tokens,
  userIdOf,
  vendor,
  type Who,
} from './applications-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who | 'lecturer' | 'multi', string>;
beforeAll(async () => {
  t = await startApp();
  tk = {
    ...(await tokens(t)),
    lecturer: await sessionFor(t, 'lecturer@bq.example.com'),
    // An agent who also holds the approver role: may be named a delegate.
    multi: await sessionFor(t, 'multi@bq.example.com'),
  };
}, 180_000);
afterAll(() => t.close());

const REFUSED = 'You may only read your own applications or those on your approval chain';

/** What each way of reading an application answers this person: the detail, records, invoice. */
async function reads(who: keyof typeof tk, id: number) {
  const answers = await Promise.all([
    api(t, 'application/get', tk[who], { id }),
    api(t, 'approveRecord/search', tk[who], { applicationId: id, pageNum: 1, pageSize: 10 }),
    api(t, 'application/downloadInvoice', tk[who], { id }),
  ]);
  const codes = answers.map((a) => a.code);
  // An application without an invoice answers its invoice as not found, once it may be read.
  const invoice = answers[2]?.code === CODES.notFound ? 200 : codes[2];
  if ([codes[0], codes[1], invoice].every((c) => c === 200)) return 'reads';
  if (codes.every((c) => c === CODES.forbidden) && answers.every((a) => a.message === REFUSED))
    return 'refused';
  return `mixed: ${answers.map((a) => `${a.code} ${a.message}`).join(' | ')}`;
}

describe('who reads an application and its form (issue 23 §9)', () => {
  it('the applicant, the deciders of its steps and administrators; nobody else', async () => {
    // Tutoring is decided by the approver alone: finance is not on its chain.
    const tutoring = await applied(t, tk.agent, TUTOR);
    expect(await reads('agent', tutoring)).toBe('reads');
    expect(await reads('approver', tutoring)).toBe('reads');
    expect(await reads('admin', tutoring)).toBe('reads');
    expect(await reads('finance', tutoring)).toBe('refused'); // holds an approval module, not this
    expect(await reads('noboard', tutoring)).toBe('refused'); // another agent
    expect(await reads('lecturer', tutoring)).toBe('refused');
    // The administrator decides it first: the approver, beaten to it, still reads the outcome.
    expect((await api(t, 'application/pass', tk.admin, { id: tutoring })).code).toBe(200);
    expect(await reads('approver', tutoring)).toBe('reads');

    // $9,000 of vendor payment: the approver decides first, then finance; both are on its chain.
    const payment = await applied(t, tk.agent, vendor('9000.00'));
    expect(await reads('finance', payment)).toBe('reads');
    expect(await reads('approver', payment)).toBe('reads');
    expect(await reads('noboard', payment)).toBe('refused');
    // Under the finance limit the payment is the approver's alone.
    const small = await applied(t, tk.agent, vendor('120.00'));
    expect(await reads('finance', small)).toBe('refused');
  });

  it('a delegate reads what they may decide, and the person they acted for keeps reading it', async () => {
    const id = await applied(t, tk.agent, vendor('9100.00'));
    expect((await api(t, 'application/pass', tk.approver, { id })).code).toBe(200);
    const today = businessDay(new Date(t.clock.now));
    const multiId = await userIdOf(t, 'multi@bq.example.com');
    expect(await reads('multi', id)).toBe('refused'); // the finance step is not theirs
    const set = await api(t, 'application/setDelegation', tk.finance, {
      delegateId: multiId,
      startsOn: today,
      endsOn: today,
    });
    expect(set.code).toBe(200);
    expect(await reads('multi', id)).toBe('reads');
    // To decide, they switch to their approver role (reading needed no switch).
    const approverRole = await roleId(t, 'Approver');
    const switched = await call(
      t.app,
      'general/role/updateOwnRole',
      { roleId: approverRole, type: 1 },
      { token: tk.multi },
    );
    expect(switched.code).toBe(200);
    const passed = await api(t, 'application/pass', tk.multi, { id });
    expect(passed.message).toBe('success');
    expect(passed.data.status).toBe('approved');
    // The day after, the delegation is over: the delegate acted, and finance was acted for, so
    // both stay on the chain.
    t.clock.now += 24 * 3_600_000;
    // Sessions idle out over a day: everyone signs in again at the new time.
    tk = { ...tk, ...(await tokens(t)), multi: await sessionFor(t, 'multi@bq.example.com') };
    expect(await reads('multi', id)).toBe('reads');
    expect(await reads('finance', id)).toBe('reads');
  });

  it('a draft is its applicant’s alone, administrators included', async () => {
    const saved = await api(t, 'application/saveDraft', tk.agent, vendor('50.00'));
    expect(saved.message).toBe('success');
    const id = saved.data.id as number;
    for (const who of ['admin', 'approver', 'finance'] as const) {
      expect((await api(t, 'application/get', tk[who], { id })).message).toBe(REFUSED);
    }
    expect((await api(t, 'application/get', tk.agent, { id })).code).toBe(200);
  });
});

describe("the approver's search box (issue 24)", () => {
  it('finds an application by what was typed in its form, not by the form’s field names', async () => {
    const id = await applied(t, tk.agent, {
      kind: 'tutor',
      form: { topic: 'Escrow timelines for first-time buyers' },
    });
    const search = async (keyword: string) =>
      (await api(t, 'application/search', tk.approver, { keyword, pageSize: 100 })).data.list.map(
        (r: { id: number }) => r.id,
      );
    expect(await search('escrow TIMELINES')).toContain(id);
    expect(await search(String(id))).toEqual([id]);
    // "topic" is the field's name, not anything the agent wrote.
    expect(await search('topic')).not.toContain(id);
  });
});
