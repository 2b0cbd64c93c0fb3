import { CODES, MODULE_IDS } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCaseStatus } from '../src/domain/cases/lifecycle.js';
import { caseRole } from '../src/domain/cases/visibility.js';
import {
  b64,
  completeDraft,
  getCaseId,
  PDF,
  tc,
  tokens,
  userId,
  type Who,
} from './cases-helpers.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * Who may see and change which case, on top of the permission gate (which permissions.test.ts
 * checks for every call and demo role), and the status + history atomicity.
 */

let t: TestApp;
let tk: Record<Who, string>;
let own: { id: number; caseNo: string };
let docId: number;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
  own = await completeDraft(t.app, tk.agent, 1);
  docId = (await tc(t.app, 'get', tk.agent, { id: own.id })).data.documents[0].id;
  // PGlite start plus demo seeding: generous, the CI machine may be busy.
}, 180_000);
afterAll(() => t.close());

/** Every case call that names a case, with a body that would succeed for the owner. */
const probes = (id: number) =>
  [
    ['get', { id }],
    ['statusHistory', { id }],
    ['saveDraft', { id, notes: 'mine now' }],
    ['submit', { id }],
    ['changeStatus', { id, to: 'cancelled', comment: 'x' }],
    [
      'uploadDocument',
      { id, docType: 'other', fileName: 'x.pdf', mime: 'application/pdf', contentBase64: b64(PDF) },
    ],
    ['removeDocument', { id, documentId: docId }],
    ['downloadDocument', { id, documentId: docId }],
  ] as const;

describe('another agent', () => {
  it('gets 404 from every call on a case they are not on, exactly as for a missing case', async () => {
    for (const [name, body] of probes(own.id)) {
      const answer = await tc(t.app, name, tk.mentor, body);
      expect(answer.code, `${name}: ${answer.message}`).toBe(CODES.notFound);
      expect(answer.message).toBe('Case not found');
      const missing = await tc(t.app, name, tk.mentor, { ...body, id: 99_999_999 });
      expect(missing.message).toBe(answer.message);
    }
    expect((await getCaseId(t.app, tk.mentor, own.caseNo)).code).toBe(CODES.notFound);
    const list = await tc(t.app, 'search', tk.mentor, { keyword: own.caseNo });
    expect(list.data).toEqual({ total: 0, list: [] });
    const mine = await tc(t.app, 'search', tk.mentor, {
      ownerId: await userId(t, 'agent@bq.example.com'),
    });
    expect(mine.code).toBe(CODES.forbidden);
    // The case is unchanged by all of the above.
    const after = await tc(t.app, 'get', tk.agent, { id: own.id });
    expect(after.data).toMatchObject({ status: 'draft', notes: '' });
    expect(after.data.documents).toHaveLength(1);
  });

  it('once on the team, reads the case but may not change it', async () => {
    const shared = await completeDraft(t.app, tk.agent, 3);
    await tc(t.app, 'saveDraft', tk.agent, {
      id: shared.id,
      teamSplit: [{ userId: await userId(t, 'mentor@bq.example.com'), percent: '40' }],
    });
    const read = await tc(t.app, 'get', tk.mentor, { id: shared.id });
    expect(read.data).toMatchObject({ canEdit: false, transitions: [] });
    expect((await getCaseId(t.app, tk.mentor, shared.caseNo)).data).toEqual({ id: shared.id });
    for (const name of ['saveDraft', 'submit', 'uploadDocument', 'removeDocument'] as const) {
      const body = probes(shared.id).find(([n]) => n === name)?.[1] ?? {};
      expect((await tc(t.app, name, tk.mentor, body)).code, name).toBe(CODES.forbidden);
    }
    const cancel = await tc(t.app, 'changeStatus', tk.mentor, { id: shared.id, to: 'cancelled' });
    expect(cancel.code).toBe(CODES.forbidden);
  });
});

describe('managers', () => {
  it('finance reads every case and cannot change any', async () => {
    expect((await tc(t.app, 'get', tk.finance, { id: own.id })).data.canEdit).toBe(false);
    expect((await getCaseId(t.app, tk.finance, own.caseNo)).data).toEqual({ id: own.id });
    for (const name of ['saveDraft', 'submit', 'changeStatus', 'uploadDocument'] as const) {
      const body = probes(own.id).find(([n]) => n === name)?.[1] ?? {};
      expect((await tc(t.app, name, tk.finance, body)).code, name).toBe(CODES.forbidden);
    }
  });

  it('the approver sees every case but cannot edit a draft or act as its agent', async () => {
    const read = await tc(t.app, 'get', tk.approver, { id: own.id });
    expect(read.data).toMatchObject({ canEdit: false, transitions: [] });
    const cancel = await tc(t.app, 'changeStatus', tk.approver, {
      id: own.id,
      to: 'cancelled',
      comment: 'no',
    });
    expect(cancel.code).toBe(CODES.forbidden);
  });

  it('the administrator edits and submits for the agent', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 6);
    expect((await tc(t.app, 'saveDraft', tk.admin, { id, notes: 'fixed by admin' })).code).toBe(
      200,
    );
    expect((await tc(t.app, 'submit', tk.admin, { id })).data.status).toBe('submitted');
    expect((await tc(t.app, 'changeStatus', tk.admin, { id, to: 'in_review' })).code).toBe(200);
  });

  it('a user holding agent and approver roles sees only their own cases as agent', async () => {
    expect((await tc(t.app, 'get', tk.multi, { id: own.id })).code).toBe(CODES.notFound);
  });
});

describe('status change and history are one write', () => {
  const statusOf = async (id: number) => (await tc(t.app, 'get', tk.agent, { id })).data.status;
  const historyOf = async (id: number) =>
    (await tc(t.app, 'statusHistory', tk.agent, { id })).data.statuses.length;

  it('keeps neither when the history insert fails after the status update', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 5);
    await tc(t.app, 'submit', tk.agent, { id });
    const before = await historyOf(id);
    // The approver's move, with a fault between its two writes: the transaction rolls back.
    const approver = await userId(t, 'approver@bq.example.com');
    const move = t.database.db.transaction((tx) =>
      changeCaseStatus(
        tx,
        { now: new Date(t.clock.now), actor: approver },
        {
          id,
          to: 'in_review',
          comment: '',
          role: caseRole({
            userId: approver,
            modules: new Set([MODULE_IDS['approval/examine']]),
          }),
          defaultPlan: 'Standard',
        },
        {
          betweenWrites: () => {
            throw new Error('injected fault between status update and history insert');
          },
        },
      ),
    );
    await expect(move).rejects.toThrow('injected fault');
    expect(await statusOf(id)).toBe('submitted');
    expect(await historyOf(id)).toBe(before);

    const ok = await tc(t.app, 'changeStatus', tk.approver, { id, to: 'in_review' });
    expect(ok.data.status).toBe('in_review');
    expect(await historyOf(id)).toBe(before + 1);
  });
});
