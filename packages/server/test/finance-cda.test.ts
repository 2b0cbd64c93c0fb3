import { CODES } from '@bq/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttachments } from '../src/db/schema.js';
import { cdaVersions } from '../src/db/schema-cda.js';
import { tc, tokens, type Who } from './cases-helpers.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import { reasonOf } from './ledger-helpers.js';
import { approvedCase, closeCase, commissionsOf } from './payroll-helpers.js';

/**
 * The Commission Disbursement Authorization (docs/finance-closings.md "The CDA"), as a story: a
 * case's CDA priced by the closing's computation, a corrected commission making version 2, a
 * second person approving above $25,000.00, the PDF mailed once through the outbox, the closing
 * posting exactly its numbers, and a closing that would post anything else refused in words.
 */

let t: TestApp;
let tk: Record<Who, string>;

beforeAll(async () => {
  t = await startApp();
  t.clock.now = Date.parse('2026-11-10T18:00:00Z');
  tk = await tokens(t);
});
afterAll(() => t?.close());

const cda = (name: string, token: string, body: Record<string, unknown>) =>
  call(t.app, `bq/cda/${name}`, body, { token, encoding: 'json' });

const ESCROW = {
  company: 'Golden Gate Escrow',
  contact: 'Erin Escrow',
  email: 'erin@golden-gate-escrow.example',
  fileNo: 'GGE-2026-4411',
};

const generate = (caseId: number, token = tk.finance, to = ESCROW) =>
  cda('generate', token, { idempotencyKey: newKey(), caseId, ...to });

async function fixGross(caseId: number, commissionAmount: string) {
  const fresh = await tc(t.app, 'get', tk.approver, { id: caseId });
  const fixed = await tc(t.app, 'fixCommission', tk.approver, {
    id: caseId,
    version: fresh.data.version,
    commissionAmount,
  });
  expect(fixed.code, fixed.message).toBe(CODES.ok);
}

async function pdfText(bytes: Uint8Array) {
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

/** Each member's part as the closing kept it and as the CDA's standing version says it. */
async function postedShares(caseId: number) {
  return (await commissionsOf(t, caseId)).map((r) => ({
    userId: r.userId,
    gross: r.gross,
    referralFee: r.referralFee,
    office: r.officeAmount,
    fee: r.transactionFee,
    coach: r.coachAmount,
    agent: r.agentAmount,
  }));
}
async function cdaShares(versionId: number) {
  const found = await t.database.db.execute(
    sql`SELECT user_id, gross::text, referral_fee::text, office_amount::text,
          transaction_fee::text, coach_amount::text, agent_amount::text
        FROM cda_shares WHERE version_id = ${versionId} ORDER BY user_id`,
  );
  return (found.rows as Record<string, string | number>[]).map((r) => ({
    userId: r.user_id,
    gross: r.gross,
    referralFee: r.referral_fee,
    office: r.office_amount,
    fee: r.transaction_fee,
    coach: r.coach_amount,
    agent: r.agent_amount,
  }));
}

describe('the CDA of a case, from generation to closing', () => {
  let kase: { id: number; caseNo: string };

  it('is priced by the closing computation; the same numbers answer the same version', async () => {
    kase = await approvedCase(t, tk, tk.agent, { commissionAmount: '30000' });
    const first = await generate(kase.id);
    expect(first.code, first.message).toBe(CODES.ok);
    expect(first.data.secondPersonAbove).toBe('25000.00');
    const [v1] = first.data.versions;
    expect(v1).toMatchObject({ version: 1, status: 'generated', gross: '30000.00', ...ESCROW });
    expect(v1.needsSecondPerson).toBe(true);
    expect(v1.lines.map((l: { kind: string }) => l.kind)).toContain('agent');
    expect(v1.lines.map((l: { kind: string }) => l.kind)).toContain('company_dollar');
    expect(v1.instructions).toMatch(/BQ Realty/);
    const again = await generate(kase.id);
    expect(again.data.versions).toEqual(first.data.versions);
  });

  it('makes version 2 when a correction changes a number, v1 kept as superseded', async () => {
    await fixGross(kase.id, '32000');
    const next = await generate(kase.id);
    expect(next.code, next.message).toBe(CODES.ok);
    expect(
      next.data.versions.map((v: { version: number; status: string; gross: string }) => [
        v.version,
        v.status,
        v.gross,
      ]),
    ).toEqual([
      [2, 'generated', '32000.00'],
      [1, 'superseded', '30000.00'],
    ]);
    const stale = await cda('approve', tk.admin, {
      idempotencyKey: newKey(),
      caseId: kase.id,
      version: 1,
    });
    expect(stale.code).toBe(CODES.conflict);
    expect(stale.message).toBe(
      `CDA v1 of case ${kase.caseNo} was superseded by a later version: approve the latest`,
    );
  });

  it('is approved by a second person above $25,000.00, never by who generated it', async () => {
    const own = await cda('approve', tk.finance, {
      idempotencyKey: newKey(),
      caseId: kase.id,
      version: 2,
    });
    expect(own.code).toBe(CODES.forbidden);
    expect(own.message).toBe(
      `CDA v2 of case ${kase.caseNo} disburses $32,000.00, above $25,000.00: someone other than who generated it approves it`,
    );
    const early = await closeCase(t, tk.approver, kase.id);
    expect(early.code).toBe(CODES.conflict);
    expect(early.message).toMatch(/its CDA v2 is not approved yet/);
    const body = { idempotencyKey: newKey(), caseId: kase.id, version: 2 };
    const approved = await cda('approve', tk.admin, body);
    expect(approved.code, approved.message).toBe(CODES.ok);
    expect(approved.data.versions[0]).toMatchObject({
      status: 'approved',
      approvedBy: 'Ada Admin',
    });
    // A retry answers the first answer; the database keeps an approved version's numbers.
    expect((await cda('approve', tk.admin, body)).data).toEqual(approved.data);
    const [row] = await t.database.db
      .select({ id: cdaVersions.id })
      .from(cdaVersions)
      .where(eq(cdaVersions.caseId, kase.id))
      .orderBy(asc(cdaVersions.version))
      .offset(1);
    expect(
      await t.database.db
        .update(cdaVersions)
        .set({ gross: '1.00' })
        .where(eq(cdaVersions.id, row?.id ?? 0))
        .then(
          () => 'changed',
          (error) => reasonOf(error),
        ),
    ).toMatch(/never changed/);
  });

  it('sends the PDF to the title/escrow contact through the outbox, once', async () => {
    const sent = await cda('send', tk.finance, {
      idempotencyKey: newKey(),
      caseId: kase.id,
      version: 2,
    });
    expect(sent.code, sent.message).toBe(CODES.ok);
    expect(sent.data.versions[0]).toMatchObject({ sentBy: 'Fay Finance', mailStatus: 'queued' });
    const [v] = await t.database.db
      .select()
      .from(cdaVersions)
      .where(eq(cdaVersions.caseId, kase.id))
      .orderBy(asc(cdaVersions.version))
      .offset(1);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, v?.outboxId ?? 0));
    expect(mail).toMatchObject({ toAddr: ESCROW.email, status: 'queued' });
    expect(mail?.subject).toBe(
      `Commission Disbursement Authorization: case ${kase.caseNo}, file ${ESCROW.fileNo} (v2)`,
    );
    const files = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail?.id ?? 0));
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      [`CDA-${kase.caseNo}-v2.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(new Uint8Array(files[0]?.content ?? []));
    for (const words of [
      'Commission Disbursement Authorization',
      `Case ${kase.caseNo} - version 2`,
      `To: ${ESCROW.company}`,
      `Escrow/title file number: ${ESCROW.fileNo}`,
      'Gross commission: $32,000.00',
      'Total disbursed $32,000.00',
      'Approved by Ada Admin',
    ])
      expect(text).toContain(words);
    // The download is the same document.
    const pdf = await cda('pdf', tk.finance, { caseId: kase.id, version: 2 });
    expect(pdf.data.fileName).toBe(`CDA-${kase.caseNo}-v2.pdf`);
    expect(await pdfText(new Uint8Array(Buffer.from(pdf.data.contentBase64, 'base64')))).toBe(text);
    const twice = await cda('send', tk.finance, {
      idempotencyKey: newKey(),
      caseId: kase.id,
      version: 2,
    });
    expect(twice.code).toBe(CODES.conflict);
    expect(twice.message).toBe(
      `CDA v2 of case ${kase.caseNo} was already sent to ${ESCROW.email} on 2026-11-10`,
    );
  });

  it('closes the case posting exactly the approved CDA numbers', async () => {
    const closed = await closeCase(t, tk.approver, kase.id);
    expect(closed.code, closed.message).toBe(CODES.ok);
    const [v] = await t.database.db
      .select({ id: cdaVersions.id })
      .from(cdaVersions)
      .where(eq(cdaVersions.caseId, kase.id))
      .orderBy(asc(cdaVersions.version))
      .offset(1);
    const posted = await postedShares(kase.id);
    expect(posted.map((p) => p.gross)).toEqual(['32000.00']);
    expect(posted).toEqual(await cdaShares(v?.id ?? 0));
  });

  it('refuses a closing whose numbers differ from the approved CDA, naming the difference', async () => {
    const other = await approvedCase(t, tk, tk.agent, { commissionAmount: '20000' });
    expect((await generate(other.id)).code).toBe(CODES.ok);
    // At or below the amount, finance approves what it generated.
    const approved = await cda('approve', tk.finance, {
      idempotencyKey: newKey(),
      caseId: other.id,
      version: 1,
    });
    expect(approved.code, approved.message).toBe(CODES.ok);
    await fixGross(other.id, '21000');
    const refused = await closeCase(t, tk.approver, other.id);
    expect(refused.code).toBe(CODES.conflict);
    expect(refused.message).toMatch(
      new RegExp(
        `^Case ${other.caseNo} cannot close: what it would post differs from its approved CDA v1 \\(gross commission: \\$20,000.00 on the CDA, \\$21,000.00 now; gross part of .+: \\$20,000.00 on the CDA, \\$21,000.00 now;`,
      ),
    );
    expect((await tc(t.app, 'get', tk.finance, { id: other.id })).data.status).toBe('approved');
    expect(await commissionsOf(t, other.id)).toEqual([]);
  });

  it('is read by the ledger keepers only: an agent reads no CDA, theirs or another', async () => {
    for (const who of [tk.agent, tk.mentor, tk.approver]) {
      for (const [name, body] of [
        ['get', { caseId: kase.id }],
        ['pdf', { caseId: kase.id, version: 2 }],
      ] as const) {
        const answer = await cda(name, who, body);
        expect(answer.code, name).toBe(CODES.forbidden);
        expect(answer.data).toBeNull();
      }
    }
  });
});
