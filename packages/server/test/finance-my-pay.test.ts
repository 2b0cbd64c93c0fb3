import {
  formatMoney,
  moneyOf,
  moneyToDecimal,
  parseMoney,
  subtractMoney,
  sumMoney,
} from '@bq/validators';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferByKey } from '../src/domain/finance/ledger.js';
import { tokens, userId, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { approvedCase, closeCase } from './payroll-helpers.js';

/**
 * An agent's own pay: "My commissions" lists every line posted to them with its case and ledger
 * transfer, the year's total and their cap; "My statements" their statements and each as a PDF.
 * Nobody names a person in these calls, so a colleague sees none of it.
 */

let t: TestApp;
let tk: Record<Who, string>;
let agentId: number;
beforeAll(async () => {
  t = await startApp();
  // Mid-October 2026 in California: the Standard plan (70/30, $16,000 cap from 1 January).
  t.clock.now = Date.parse('2026-10-15T18:00:00Z');
  tk = await tokens(t);
  agentId = await userId(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const my = (name: string, token: string | null, body: Record<string, unknown> = {}) =>
  call(t.app, `bq/myPay/${name}`, body, { token, encoding: 'json' });

type Line = { caseId: number | null; amount: string; transferId: number; reverses: number | null };

let caseId: number;
let caseNo: string;
let originalId: number;
let statementId: number;

describe('my commissions', () => {
  it('shows a closed case’s commission linked to its case and transfer, the year total and the cap', async () => {
    const before = await my('commissions', tk.agent);
    expect(before.code).toBe(200);
    ({ id: caseId, caseNo } = await approvedCase(t, tk, tk.agent, { commissionAmount: '25000' }));
    expect((await closeCase(t, tk.approver, caseId)).code).toBe(200);
    const original = await t.database.db.transaction((tx) =>
      transferByKey(tx, `case:${caseId}:commission:${agentId}:v1`),
    );
    originalId = original?.id ?? 0;

    const after = await my('commissions', tk.agent);
    expect(after.code).toBe(200);
    expect(after.data.year).toBe('2026');
    const mine = after.data.lines.filter((l: Line) => l.caseId === caseId);
    // 70% of $25,000 less the $250 closing fee.
    expect(mine).toEqual([
      expect.objectContaining({
        caseId,
        caseNo,
        caseType: 3,
        transferId: originalId,
        eventKey: `case:${caseId}:commission:${agentId}:v1`,
        day: '2026-10-15',
        account: 'agent',
        amount: '17250.00',
        reverses: null,
      }),
    ]);
    const sum = sumMoney(after.data.lines.map((l: Line) => parseMoney(l.amount)));
    expect(after.data.yearTotal).toBe(moneyToDecimal(sum));
    expect(
      subtractMoney(parseMoney(after.data.yearTotal), parseMoney(before.data.yearTotal)),
    ).toEqual(parseMoney('17250'));
    // The office kept $7,500 (30%) toward the $16,000 cap.
    expect(after.data.cap).toMatchObject({
      plan: 'Standard',
      cap: '16000.00',
      yearFrom: '2026-01-01',
    });
    expect(
      subtractMoney(parseMoney(after.data.cap.counted), parseMoney(before.data.cap.counted)),
    ).toEqual(parseMoney('7500'));
    expect(
      moneyToDecimal(subtractMoney(parseMoney('16000'), parseMoney(after.data.cap.counted))),
    ).toBe(after.data.cap.left);
  });

  it('answers another year without this year’s lines, and refuses a year that is not one', async () => {
    const last = await my('commissions', tk.agent, { year: '2025' });
    expect(last.code).toBe(200);
    expect(last.data.year).toBe('2025');
    expect(last.data.lines.some((l: Line) => l.caseId === caseId)).toBe(false);
    const bad = await my('commissions', tk.agent, { year: 'last year' });
    expect(bad.status).toBe(200);
    expect(bad.code).not.toBe(200);
    expect(bad.message).toContain('year');
  });

  it('shows a correction as its own lines that change the total', async () => {
    const before = await my('commissions', tk.agent);
    const view = await call(
      t.app,
      'bq/ledger/correction/transfer',
      { transferId: originalId },
      { token: tk.finance, encoding: 'json' },
    );
    expect(view.code).toBe(200);
    const lines = view.data.lines.map(
      (l: { account: number; label: string; kind: string; amount: string }) => {
        const m = parseMoney(l.amount);
        const shift =
          l.label === 'Income · Company dollar' ? -50_000n : l.kind === 'Agent' ? 50_000n : 0n;
        return { account: l.account, amount: moneyToDecimal(moneyOf(m.minor + shift)) };
      },
    );
    const done = await call(
      t.app,
      'bq/ledger/correction/propose',
      { idempotencyKey: newKey(), transferId: originalId, reason: 'Split was 72/28', lines },
      { token: tk.finance, encoding: 'json' },
    );
    expect(done.code).toBe(200);
    const after = await my('commissions', tk.agent);
    const mine = after.data.lines.filter((l: Line) => l.caseId === caseId);
    expect(mine.map((l: Line) => [l.amount, l.reverses])).toEqual([
      ['17250.00', null],
      ['-17250.00', originalId],
      ['17750.00', null],
    ]);
    expect(
      subtractMoney(parseMoney(after.data.yearTotal), parseMoney(before.data.yearTotal)),
    ).toEqual(parseMoney('500'));
  });
});

describe('my statements', () => {
  it('lists the agent’s statement of the month with the commission’s lines', async () => {
    const list = await my('statements', tk.agent);
    expect(list.code).toBe(200);
    const october = list.data.find((s: { month: string }) => s.month === '2026-10');
    expect(october).toMatchObject({ status: 'draft', paidTotal: '0.00', paidAt: null });
    statementId = october.id;
    const one = await my('statement', tk.agent, { id: statementId });
    expect(one.code).toBe(200);
    expect(one.data.lines.filter((l: Line) => l.caseId === caseId).length).toBe(3);
    const sum = sumMoney(one.data.lines.map((l: Line) => parseMoney(l.amount)));
    expect(one.data.total).toBe(moneyToDecimal(sum));
    expect(october.lineCount).toBe(one.data.lines.length);
  });

  it('downloads the statement as a PDF naming its month and total', async () => {
    const pdf = await my('statementPdf', tk.agent, { id: statementId });
    expect(pdf.code).toBe(200);
    expect(pdf.data.mime).toBe('application/pdf');
    const bytes = Buffer.from(pdf.data.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    const one = await my('statement', tk.agent, { id: statementId });
    expect(text).toContain('October 2026');
    expect(text).toContain(formatMoney(parseMoney(one.data.total)));
    expect(text).toContain(caseNo);
  });
});

describe('a colleague', () => {
  it('sees none of the agent’s lines or statements', async () => {
    const theirs = await my('commissions', tk.mentor);
    expect(theirs.code).toBe(200);
    expect(theirs.data.lines.some((l: Line) => l.caseId === caseId)).toBe(false);
    const list = await my('statements', tk.mentor);
    expect(list.data.some((s: { id: number }) => s.id === statementId)).toBe(false);
  });

  it('gets the same answer for the agent’s statement and PDF as for a missing one', async () => {
    for (const name of ['statement', 'statementPdf']) {
      const missing = await my(name, tk.mentor, { id: 2_000_000_000 });
      const colleague = await my(name, tk.mentor, { id: statementId });
      expect(missing.code).not.toBe(200);
      expect([colleague.status, colleague.code, colleague.message]).toEqual([
        missing.status,
        missing.code,
        missing.message,
      ]);
    }
  });

  it('cannot read anything without signing in', async () => {
    const anon = await my('commissions', null);
    expect(anon.code).not.toBe(200);
  });
});
