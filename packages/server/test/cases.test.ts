import { CASE_NO_PATTERN } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, messages } from '../src/db/schema.js';
import {
  ADDRESS,
  b64,
  completeDraft,
  getCaseId,
  PDF,
  tc,
  tokens,
  userId,
  type Who,
} from './cases-helpers.js';
import { PNG_1X1, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who, string>;
let agentId: number;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
  agentId = await userId(t, 'agent@bq.example.com');
  // PGlite start plus demo seeding: generous, the CI machine may be busy.
}, 180_000);
afterAll(() => t.close());

describe('case lifecycle', () => {
  for (const type of [1, 3, 4, 5, 6] as const) {
    it(`type ${type}: create → save → get → submit → review → approve → close`, async () => {
      const { id, caseNo } = await completeDraft(t.app, tk.agent, type);
      expect(caseNo).toMatch(CASE_NO_PATTERN);
      expect((await getCaseId(t.app, tk.agent, caseNo)).data).toEqual({ id });

      const got = await tc(t.app, 'get', tk.agent, { id });
      expect(got.code).toBe(200);
      expect(got.data).toMatchObject({
        status: 'draft',
        canEdit: true,
        address: { ...ADDRESS, state: 'CA' },
        addressKey: '1 test st #2, san jose, ca 95112',
        transitions: [
          { to: 'submitted', via: 'submit' },
          { to: 'cancelled', via: 'changeStatus' },
        ],
      });
      expect(got.data.documents).toHaveLength(1);

      expect((await tc(t.app, 'submit', tk.agent, { id })).data).toEqual({
        id,
        status: 'submitted',
      });
      // The owner is told, once, in the portal (the "Case submitted" event).
      const told = await t.database.db
        .select({ content: messages.content, sender: messages.sender })
        .from(messages)
        .where(and(eq(messages.userId, agentId), eq(messages.title, `Case ${caseNo} submitted`)));
      expect(told).toEqual([
        { content: `Alex Agent, case ${caseNo} was submitted for review.`, sender: 'Transactions' },
      ]);
      // Submitted: the agent can no longer edit, the reviewer moves it on.
      const locked = await tc(t.app, 'saveDraft', tk.agent, { id, notes: 'late' });
      expect(locked.code).toBe(409);
      const agentMove = await tc(t.app, 'changeStatus', tk.agent, { id, to: 'in_review' });
      expect(agentMove.code).toBe(403);
      for (const to of ['in_review', 'approved', 'closed']) {
        const moved = await tc(t.app, 'changeStatus', tk.approver, { id, to, comment: 'ok' });
        expect(moved.data, moved.message).toEqual({ id, status: to });
      }
      const history = await tc(t.app, 'statusHistory', tk.agent, { id });
      expect(history.data.statuses.map((s: { to: string }) => s.to)).toEqual([
        'closed',
        'approved',
        'in_review',
        'submitted',
        'draft',
      ]);
      expect(history.data.statuses[0]).toMatchObject({
        from: 'approved',
        byName: 'April Approver',
        comment: 'ok',
      });
      expect(history.data.changes.map((c: { action: string }) => c.action)).toEqual([
        'upload',
        'save',
      ]);
    });
  }

  it('submit names every missing field and document', async () => {
    const created = await tc(t.app, 'create', tk.agent, { type: 1, purchaseKind: 'new' });
    const answer = await tc(t.app, 'submit', tk.agent, { id: created.data.id });
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/^Cannot submit yet: Street is required; City is required; /);
    expect(answer.message).toMatch(/; Builder purchase contract must be uploaded\.$/);
    expect(answer.message).not.toMatch(/address\.|documents\./);
    const fields = answer.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['purchasePrice', 'clients', 'documents.builder-contract']),
    );
  });

  it('sending back needs a comment and reopens the draft; the owner cancels a draft', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 5);
    await tc(t.app, 'submit', tk.agent, { id });
    expect(await tc(t.app, 'changeStatus', tk.approver, { id, to: 'draft' })).toMatchObject({
      code: 400,
      message: 'Comment: is required when sending a case back or cancelling it.',
      data: { fields: [{ field: 'comment', message: expect.stringMatching(/^is required/) }] },
    });
    const back = await tc(t.app, 'changeStatus', tk.approver, {
      id,
      to: 'draft',
      comment: 'Add the lease',
    });
    expect(back.data.status).toBe('draft');
    expect((await tc(t.app, 'saveDraft', tk.agent, { id, notes: 'added' })).code).toBe(200);
    expect((await tc(t.app, 'changeStatus', tk.agent, { id, to: 'closed' })).code).toBe(409);
    expect((await tc(t.app, 'changeStatus', tk.agent, { id, to: 'submitted' })).code).toBe(400);
    expect((await tc(t.app, 'changeStatus', tk.agent, { id, to: 'cancelled' })).data.status).toBe(
      'cancelled',
    );
  });

  it('refuses a stale version with 409', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 3);
    const { version } = (await tc(t.app, 'get', tk.agent, { id })).data;
    expect((await tc(t.app, 'saveDraft', tk.agent, { id, version, notes: 'a' })).code).toBe(200);
    expect((await tc(t.app, 'saveDraft', tk.agent, { id, version, notes: 'b' })).code).toBe(409);
  });
});

describe('create-case rules of spec §4', () => {
  it('refuses an agent without a licence, and a board-less agent for board-only types', async () => {
    const none = await tc(t.app, 'create', tk.nolicense, { type: 6 });
    expect(none).toMatchObject({
      code: 403,
      message: expect.stringMatching(/real estate license/),
    });
    for (const type of [3, 4, 5]) {
      const answer = await tc(t.app, 'create', tk.noboard, { type });
      expect(answer).toMatchObject({
        code: 403,
        message: expect.stringMatching(/join at least one board/),
      });
    }
    expect(
      await tc(t.app, 'create', tk.noboard, { type: 1, purchaseKind: 'resale' }),
    ).toMatchObject({ code: 403 });
    expect((await tc(t.app, 'create', tk.noboard, { type: 6 })).code).toBe(200);
    expect((await tc(t.app, 'create', tk.noboard, { type: 1, purchaseKind: 'new' })).code).toBe(
      200,
    );
  });

  it('lets a board-less agent who says they joined a board create the case, and records the claim', async () => {
    const created = await tc(t.app, 'create', tk.noboard, { type: 3, boardJoined: true });
    expect(created.code).toBe(200);
    const history = await tc(t.app, 'statusHistory', tk.noboard, { id: created.data.id });
    expect(JSON.stringify(history.data)).toContain(
      'the agent says they joined a board that is not on record yet',
    );
    // An agent with a board on record creates as before, with no claim written.
    const normal = await tc(t.app, 'create', tk.agent, { type: 3, boardJoined: true });
    const plain = await tc(t.app, 'statusHistory', tk.agent, { id: normal.data.id });
    expect(JSON.stringify(plain.data)).not.toContain('not on record');
  });

  it('creates and saves the first form in one go; a refused first save creates nothing', async () => {
    const count = async () => (await t.database.db.select({ id: cases.id }).from(cases)).length;
    const before = await count();
    const refused = await tc(t.app, 'create', tk.agent, {
      type: 6,
      draft: { address: { street: '1 Refused Rd', zip: 'abcde' } },
    });
    expect(refused.code).toBe(400);
    expect(refused.data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'draft.address.zip' })]),
    );
    expect(await count()).toBe(before);

    const created = await tc(t.app, 'create', tk.agent, {
      type: 6,
      draft: { address: { street: '1 Saved Rd', city: 'San Jose', state: 'CA', zip: '95112' } },
    });
    expect(created.code).toBe(200);
    expect(await count()).toBe(before + 1);
    const stored = await tc(t.app, 'get', tk.agent, { id: created.data.id });
    expect(stored.data.address).toMatchObject({ street: '1 Saved Rd', zip: '95112' });
  });

  it('needs purchaseKind exactly for purchases', async () => {
    expect((await tc(t.app, 'create', tk.agent, { type: 1 })).code).toBe(400);
    expect((await tc(t.app, 'create', tk.agent, { type: 3, purchaseKind: 'new' })).code).toBe(400);
    expect((await tc(t.app, 'create', tk.agent, { type: 2 })).code).toBe(400);
  });
});

describe('team split', () => {
  it('saves 33.33/33.33/33.34 exactly and refuses 50/50.01 with the spec message', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 1);
    const [a, m, x] = [
      await userId(t, 'agent@bq.example.com'),
      await userId(t, 'mentor@bq.example.com'),
      await userId(t, 'multi@bq.example.com'),
    ];
    const ok = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [
        { userId: a, percent: '33.33' },
        { userId: m, percent: 33.33 },
        { userId: x, percent: '33.34' },
      ],
    });
    expect(ok.code, ok.message).toBe(200);
    const got = await tc(t.app, 'get', tk.agent, { id });
    const percents = got.data.teamSplit.map((r: { percent: string }) => r.percent).sort();
    expect(percents).toEqual(['33.33', '33.33', '33.34']);
    // The same split written another way is no change: the version stays.
    const same = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [
        { userId: x, percent: '033.34' },
        { userId: a, percent: 33.33 },
        { userId: m, percent: '33.33' },
      ],
    });
    expect(same.data.version).toBe(got.data.version);

    const over = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [
        { userId: a, percent: '50' },
        { userId: m, percent: '50.01' },
      ],
    });
    expect(over).toMatchObject({ code: 400, message: 'Total team split must less than 100%' });
    expect(over.data.fields[0].field).toBe('teamSplit');
    // Nothing of the refused save was kept.
    expect((await tc(t.app, 'get', tk.agent, { id })).data.teamSplit).toHaveLength(3);
  });

  it('refuses a third decimal, a duplicate agent and a non-agent', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 1);
    const a = await userId(t, 'agent@bq.example.com');
    const admin = await userId(t, 'admin@bq.example.com');
    const three = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [{ userId: a, percent: '10.005' }],
    });
    expect(three.code).toBe(400);
    const dup = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [
        { userId: a, percent: '10' },
        { userId: a, percent: '10' },
      ],
    });
    expect(dup).toMatchObject({ code: 400, message: 'Team member 2 agent: is listed twice.' });
    const notAgent = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: [{ userId: admin, percent: '10' }],
    });
    expect(notAgent).toMatchObject({
      code: 400,
      message: 'Team member 1 agent: must be an agent.',
      data: { fields: [{ field: 'teamSplit.0.userId', message: 'must be an agent' }] },
    });
  });
});

describe('team candidates', () => {
  it('lists the agents a split may name, by name, and every one of them saves', async () => {
    const all = await tc(t.app, 'teamCandidates', tk.agent);
    expect(all.code, all.message).toBe(200);
    expect(all.data.truncated).toBe(false);
    const names = all.data.list.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const ids = all.data.list.map((c: { userId: number }) => c.userId);
    expect(ids).toContain(await userId(t, 'mentor@bq.example.com'));
    // The administrator is no agent: offering them would only lead to a refused save.
    expect(ids).not.toContain(await userId(t, 'admin@bq.example.com'));
    expect(Object.keys(all.data.list[0]).sort()).toEqual(['name', 'userId']);

    const { id } = await completeDraft(t.app, tk.agent, 3);
    const saved = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      teamSplit: ids.slice(0, 3).map((userId: number) => ({ userId, percent: '10' })),
    });
    expect(saved.code, saved.message).toBe(200);
  });

  it('narrows by a keyword in the name only, case-insensitive', async () => {
    const mentor = await userId(t, 'mentor@bq.example.com');
    const byName = await tc(t.app, 'teamCandidates', tk.agent, { keyword: 'MEI MENT' });
    expect(byName.data.list.map((c: { userId: number }) => c.userId)).toEqual([mentor]);
    // E-mail addresses are not searched: a keyword cannot reveal them (issue 9 §9).
    const byMail = await tc(t.app, 'teamCandidates', tk.agent, { keyword: 'mentor@bq' });
    expect(byMail.data).toEqual({ list: [], truncated: false });
    const none = await tc(t.app, 'teamCandidates', tk.agent, { keyword: '%' });
    expect(none.data).toEqual({ list: [], truncated: false });
  });
});

describe('numbers and dates', () => {
  it('keeps money exact and refuses what the numeric types forbid', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 1);
    expect(
      (await tc(t.app, 'saveDraft', tk.agent, { id, purchasePrice: '999999999999.99' })).code,
    ).toBe(200);
    expect((await tc(t.app, 'get', tk.agent, { id })).data.purchasePrice).toBe('999999999999.99');
    for (const bad of [
      { purchasePrice: '-1' },
      { purchasePrice: '1.234' },
      { purchasePrice: '1e5' },
      { commissionPercent: '100.01' },
      { commissionPercent: '1.23456' },
      { acceptanceDate: '02/30/2026' },
      { address: { zip: '9511' } },
      { clients: [{ name: 'x', phone: '555-0100' }] },
    ]) {
      const answer = await tc(t.app, 'saveDraft', tk.agent, { id, ...bad });
      expect(answer.code, JSON.stringify(bad)).toBe(400);
    }
    expect((await tc(t.app, 'saveDraft', tk.agent, { id, commissionPercent: '100' })).code).toBe(
      200,
    );
    expect((await tc(t.app, 'saveDraft', tk.agent, { id, purchasePrice: null })).code).toBe(200);
    expect((await tc(t.app, 'get', tk.agent, { id })).data.purchasePrice).toBeNull();
  });
});

describe('getCaseId', () => {
  it('resolves a case number, 404s an unknown one and 400s a malformed one', async () => {
    const { id, caseNo } = await completeDraft(t.app, tk.agent, 6);
    expect((await getCaseId(t.app, tk.agent, caseNo.toLowerCase())).data).toEqual({ id });
    expect((await getCaseId(t.app, tk.agent, 'BQ-1999-999999')).code).toBe(404);
    expect((await getCaseId(t.app, tk.agent, 'nope')).code).toBe(400);
  });
});

describe('documents', () => {
  const upload = (id: number, over: object = {}) =>
    tc(t.app, 'uploadDocument', tk.agent, {
      id,
      docType: 'other',
      fileName: 'a.pdf',
      mime: 'application/pdf',
      contentBase64: b64(PDF),
      ...over,
    });

  it('enforces type, content, name and size, and round-trips the bytes', async () => {
    const { id } = await completeDraft(t.app, tk.agent, 4);
    const refusals: [object, RegExp][] = [
      [{ mime: 'text/plain', fileName: 'a.txt' }, /Only PDF, PNG, JPEG, DOC or DOCX/],
      [{ fileName: 'a.png' }, /must end with \.pdf/],
      [{ mime: 'image/png', fileName: 'a.png' }, /not a PNG image/],
      [{ contentBase64: undefined }, /^File: is required\.$/],
      [{ docType: 'purchase-agreement' }, /is not a document this type of case takes/],
      [
        { contentBase64: b64(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])) },
        /too large: more than 10\.0 MB \(limit 10\.0 MB\)/,
      ],
    ];
    for (const [over, message] of refusals) {
      const answer = await upload(id, over);
      expect(answer.code, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    const png = PNG_1X1;
    const ok = await upload(id, {
      mime: 'image/png',
      fileName: 'photo.PNG',
      contentBase64: `data:image/png;base64,${b64(png)}`,
    });
    expect(ok.code, ok.message).toBe(200);
    const down = await tc(t.app, 'downloadDocument', tk.agent, {
      id,
      documentId: ok.data.documentId,
    });
    expect(down.data).toMatchObject({ fileName: 'photo.PNG', mime: 'image/png', size: png.length });
    expect(Buffer.from(down.data.contentBase64, 'base64').equals(png)).toBe(true);
    const removed = await tc(t.app, 'removeDocument', tk.agent, {
      id,
      documentId: ok.data.documentId,
    });
    expect(removed.code).toBe(200);
    expect(
      (await tc(t.app, 'downloadDocument', tk.agent, { id, documentId: ok.data.documentId })).code,
    ).toBe(404);
  });
});
