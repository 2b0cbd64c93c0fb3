import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStatusHistory, cases } from '../src/db/schema.js';
import { ledgerTransfers } from '../src/db/schema-ledger.js';
import { completeDraft, tc, tokens, type Who } from './cases-helpers.js';
import { startApp, type TestApp } from './helpers.js';

let t: TestApp;
let tk: Record<Who, string>;
/** Fifty cases the agent submitted, one more kept submitted, and one left as a draft. */
let submitted: number[];
let spare: number;
let draft: number;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
  submitted = [];
  for (let i = 0; i < 50; i += 1) {
    const { id } = await completeDraft(t.app, tk.agent, 1);
    const sent = await tc(t.app, 'submit', tk.agent, { id });
    if (sent.code !== 200) throw new Error(sent.message);
    submitted.push(id);
  }
  spare = submitted.pop() as number;
  const last = await completeDraft(t.app, tk.agent, 1);
  await tc(t.app, 'submit', tk.agent, { id: last.id });
  submitted.push(last.id);
  draft = (await completeDraft(t.app, tk.agent, 1)).id;
  // PGlite start, demo seeding and 51 cases: generous, the CI machine may be busy.
}, 300_000);
afterAll(() => t.close());

const bulk = (who: Who, body: Record<string, unknown>) =>
  tc(t.app, 'bulkChangeStatus', tk[who], body);

const statusesOf = async (ids: readonly number[]) =>
  new Set(
    (await t.database.db.select({ s: cases.status }).from(cases).where(inArray(cases.id, ids))).map(
      (r) => r.s,
    ),
  );

const historyRows = async (ids: readonly number[]) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(caseStatusHistory)
      .where(inArray(caseStatusHistory.caseId, ids))
  )[0]?.n;

describe('a status change over many cases', () => {
  it('moves fifty cases and says, per case, why one could not move; a retry moves nothing more', async () => {
    const ids = [...submitted, draft, 999_999];
    const body = { ids, to: 'in_review', idempotencyKey: 'bulk-review-0001' };
    const first = await bulk('approver', body);
    expect(first.code, first.message).toBe(200);
    const results = first.data.results as { id: number; ok: boolean; message: string }[];
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(results.at(-2)).toMatchObject({
      id: draft,
      ok: false,
      code: 409,
      message: 'A case cannot move from draft to in review',
      status: null,
    });
    expect(results.at(-1)).toMatchObject({ id: 999_999, ok: false, code: 404, status: null });
    expect(await statusesOf(submitted)).toEqual(new Set(['in_review']));
    expect(await statusesOf([draft])).toEqual(new Set(['draft']));

    // The same key again (a lost answer, a double click): the first answer, nothing moved again.
    const rows = await historyRows(ids);
    const retry = await bulk('approver', body);
    expect(retry.data).toEqual(first.data);
    expect(await historyRows(ids)).toBe(rows);
    // The same key for another request is a client's mistake, said as such.
    const other = await bulk('approver', { ...body, to: 'approved' });
    expect(other.code).toBe(409);
  });

  it('closes approved cases once: their commission is posted once, whatever the retries', async () => {
    const approve = await bulk('approver', {
      ids: submitted,
      to: 'approved',
      idempotencyKey: 'bulk-approve-0001',
    });
    expect(approve.data.results.every((r: { ok: boolean }) => r.ok)).toBe(true);

    const transfers = async () =>
      (await t.database.db.select({ n: count() }).from(ledgerTransfers))[0]?.n ?? 0;
    const before = await transfers();
    const close = { ids: submitted.slice(0, 10), to: 'closed', idempotencyKey: 'bulk-close-0001' };
    const closed = await bulk('finance', close);
    expect(closed.data.results.map((r: { status: string }) => r.status)).toEqual(
      Array(10).fill('closed'),
    );
    const posted = await transfers();
    expect(posted).toBeGreaterThan(before);
    await bulk('finance', close);
    // A new key for the same cases: each is refused (already closed), nothing posts again.
    const again = await bulk('finance', { ...close, idempotencyKey: 'bulk-close-0002' });
    expect(
      again.data.results.every((r: { ok: boolean; code: number }) => !r.ok && r.code === 409),
    ).toBe(true);
    expect(await transfers()).toBe(posted);
  });

  it("holds each case to the single move's rules: an agent cannot approve, a reason is required to send back", async () => {
    const [id] = submitted.slice(10);
    const agent = await bulk('agent', {
      ids: [id],
      to: 'closed',
      idempotencyKey: 'bulk-agent-0001',
    });
    expect(agent.data.results[0]).toMatchObject({ ok: false, code: 403 });
    expect(await statusesOf([id as number])).toEqual(new Set(['approved']));

    const noReason = await bulk('approver', {
      ids: [spare],
      to: 'draft',
      idempotencyKey: 'bulk-back-0001',
    });
    expect(noReason.data.results[0]).toMatchObject({
      ok: false,
      code: 400,
      message: expect.stringContaining('is required when sending a case back'),
    });
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, spare));
    expect(row?.status).toBe('submitted');
  });

  it('refuses a request without a key or with too many cases before it moves anything', async () => {
    const missing = await bulk('approver', { ids: submitted.slice(0, 2), to: 'closed' });
    expect(missing.code).toBe(400);
    const tooMany = await bulk('approver', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
      to: 'closed',
      idempotencyKey: 'bulk-many-0001',
    });
    expect(tooMany.code).toBe(400);
    expect(tooMany.message).toContain('at most 200 cases');
  });
});
