import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfigChanges } from '../src/db/schema-system.js';
import { b64, completeDraft, PDF, tc, tokens, type Who } from './cases-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';

/**
 * System configuration (issue 27 items 2–4): the versioned document rules (a case keeps the rule
 * it was created under, the submit rule and the upload check read it), the disclosure checklist
 * and document review (a rejection's reason reaches the agent; nobody reviews their own case).
 * The runtime settings are system-settings.test.ts.
 */

let t: TestApp;
let as: Record<Who, string>;
beforeAll(async () => {
  t = await startApp();
  as = await tokens(t);
});
afterAll(() => t?.close());

const api = (path: string, token: string, body: object = {}) =>
  call(t.app, path, body as Record<string, unknown>, { token, encoding: 'json' });
const upload = (token: string, id: number, docType: string, bytes = PDF) =>
  tc(t.app, 'uploadDocument', token, {
    id,
    docType,
    fileName: `${docType}.pdf`,
    mime: 'application/pdf',
    contentBase64: b64(bytes),
  });
const forCase = (token: string, id: number) => api('bq/tran/caseDocs/forCase', token, { id });

/** The buyer's disclosures of a resale purchase as migration 0106 seeds them. */
const SEEDED_BUYER = [
  { docKey: 'agency-disclosure', label: 'Agency relationship disclosure signed by the buyer' },
  { docKey: 'buyer-advisory', label: 'Buyer inspection advisory acknowledged' },
];

describe('document rules (/system/filemgt)', () => {
  it('keeps an older case on its rule while a new purchase needs the added document', async () => {
    const before = await completeDraft(t.app, as.agent, 1);
    const rules = await api('bq/fileMgt/getRules', as.admin);
    const resale = rules.data.find((r: { scope: string }) => r.scope === 'purchase-resale');
    expect(resale).toMatchObject({ version: 1, createdBy: null });
    expect(resale.items[0]).toEqual({
      key: 'purchase-agreement',
      label: 'Residential purchase agreement (RPA)',
      required: true,
    });

    const items = [
      ...resale.items,
      { key: 'home-warranty', label: 'Home warranty', required: true },
    ];
    const saved = await api('bq/fileMgt/saveRule', as.admin, {
      scope: 'purchase-resale',
      version: 1,
      note: 'Warranty on every resale',
      items,
    });
    expect(saved.code).toBe(CODES.ok);
    expect(saved.data).toMatchObject({ version: 2, createdBy: 'Ada Admin' });
    // Saved over a version that is no longer the latest: refused, nothing added.
    const stale = await api('bq/fileMgt/saveRule', as.admin, {
      scope: 'purchase-resale',
      version: 1,
      items,
    });
    expect(stale.code).toBe(CODES.conflict);
    const versions = await api('bq/fileMgt/ruleVersions', as.admin, { scope: 'purchase-resale' });
    expect(versions.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // The older case follows version 1: no warranty to upload, none asked at submit.
    expect((await forCase(as.agent, before.id)).data.rule.version).toBe(1);
    // A disclosure carried by the new document is asked of the new cases only.
    const checklist = await api('bq/listingAudit/saveTemplate', as.admin, {
      scope: 'purchase-resale',
      party: 'buyer',
      items: [...SEEDED_BUYER, { docKey: 'home-warranty', label: 'Home warranty offered' }],
    });
    expect(checklist.code).toBe(CODES.ok);
    const keys = (c: { data: { disclosures: { docKey: string }[] } }) =>
      c.data.disclosures.map((d) => d.docKey);
    expect(keys(await forCase(as.agent, before.id))).toEqual([
      'agency-disclosure',
      'buyer-advisory',
    ]);
    expect((await upload(as.agent, before.id, 'home-warranty')).data.fields).toEqual([
      { field: 'docType', message: 'is not a document this type of case takes' },
    ]);
    expect((await tc(t.app, 'submit', as.agent, { id: before.id })).code).toBe(CODES.ok);

    const after = await completeDraft(t.app, as.agent, 1);
    const newer = await forCase(as.agent, after.id);
    expect(newer.data.rule.version).toBe(2);
    expect(newer.data.disclosures.at(-1)).toMatchObject({
      docKey: 'home-warranty',
      state: 'missing',
    });
    expect(newer.data.types.at(-1)).toEqual({
      key: 'home-warranty',
      label: 'Home warranty',
      required: true,
    });
    const refused = await tc(t.app, 'submit', as.agent, { id: after.id });
    expect(refused.code).toBe(CODES.badInput);
    expect(refused.message).toBe('Cannot submit yet: Home warranty must be uploaded.');
    expect((await upload(as.agent, after.id, 'home-warranty')).code).toBe(CODES.ok);
    expect((await tc(t.app, 'submit', as.agent, { id: after.id })).code).toBe(CODES.ok);
    const now = (await api('bq/fileMgt/getRules', as.admin)).data.find(
      (r: { scope: string }) => r.scope === 'purchase-resale',
    );
    expect(now).toMatchObject({ version: 2, cases: 1 });
    await api('bq/listingAudit/saveTemplate', as.admin, {
      scope: 'purchase-resale',
      party: 'buyer',
      items: SEEDED_BUYER,
    });
  });

  it('refuses a rule listing a document twice, or none', async () => {
    const twice = await api('bq/fileMgt/saveRule', as.admin, {
      scope: 'referral',
      version: 1,
      items: [
        { key: 'referral-agreement', label: 'Referral agreement', required: true },
        { key: 'referral-agreement', label: 'Again', required: false },
      ],
    });
    expect(twice.data.fields).toEqual([
      { field: 'items.1.key', message: 'referral-agreement is listed twice; each document once' },
    ]);
    const none = await api('bq/fileMgt/saveRule', as.admin, {
      scope: 'referral',
      version: 1,
      items: [],
    });
    expect(none.code).toBe(CODES.badInput);
    expect(none.message).toContain('at least one document');
  });
});

describe('disclosures and document review (/system/listingaudit)', () => {
  it('shows the agent a rejected disclosure with its reason, and what is missing', async () => {
    const { id } = await completeDraft(t.app, as.agent, 1);
    const docs = await upload(as.agent, id, 'agency-disclosure');
    const documentId = docs.data.documentId;
    const review = (token: string, body: object) =>
      api('bq/tran/caseDocs/review', token, { id, documentId, ...body });

    const noReason = await review(as.approver, { decision: 'rejected' });
    expect(noReason.data.fields).toEqual([
      { field: 'reason', message: 'is required: tell the agent what to fix' },
    ]);
    // The agent's own case: no examine permission, refused at the gate.
    expect((await review(as.agent, { decision: 'accepted' })).code).toBe(CODES.forbidden);
    const rejected = await review(as.approver, {
      decision: 'rejected',
      reason: 'The buyer did not sign page 2',
    });
    expect(rejected.data).toMatchObject({ decision: 'rejected', by: 'April Approver' });

    const seen = await forCase(as.agent, id);
    expect(seen.data.canReview).toBe(false);
    expect(seen.data.disclosures).toEqual([
      {
        party: 'buyer',
        docKey: 'agency-disclosure',
        label: 'Agency relationship disclosure signed by the buyer',
        state: 'rejected',
        reason: 'The buyer did not sign page 2',
      },
      {
        party: 'buyer',
        docKey: 'buyer-advisory',
        label: 'Buyer inspection advisory acknowledged',
        state: 'missing',
        reason: '',
      },
    ]);
    expect((await forCase(as.approver, id)).data.canReview).toBe(true);
    const history = await tc(t.app, 'statusHistory', as.agent, { id });
    expect(JSON.stringify(history.data)).toContain('The buyer did not sign page 2');
  });

  it('holds a rejected required document against submit, and nobody reviews their own case', async () => {
    const { id } = await completeDraft(t.app, as.admin, 3);
    const [doc] = (await tc(t.app, 'get', as.admin, { id })).data.documents;
    const own = await api('bq/tran/caseDocs/review', as.admin, {
      id,
      documentId: doc.id,
      decision: 'accepted',
    });
    expect(own).toMatchObject({
      code: CODES.forbidden,
      message: "You cannot decide on your own case's documents; another approver must do it",
    });
    await api('bq/tran/caseDocs/review', as.approver, {
      id,
      documentId: doc.id,
      decision: 'rejected',
      reason: 'Wrong listing price',
    });
    const refused = await tc(t.app, 'submit', as.admin, { id });
    expect(refused.message).toBe(
      'Cannot submit yet: Residential listing agreement (RLA) was rejected (Wrong listing price) and must be uploaded again.',
    );
  });

  it('saves a checklist naming only documents the kind of case takes, audited', async () => {
    const wrong = await api('bq/listingAudit/saveTemplate', as.admin, {
      scope: 'mortgage',
      party: 'borrower',
      items: [{ docKey: 'lease-agreement', label: 'Lease' }],
    });
    expect(wrong.data.fields).toEqual([
      {
        field: 'items.0.docKey',
        message: 'lease-agreement is not a document of this kind of case (see /system/filemgt)',
      },
    ]);
    const party = await api('bq/listingAudit/saveTemplate', as.admin, {
      scope: 'mortgage',
      party: 'tenant',
      items: [],
    });
    expect(party.data.fields).toEqual([
      { field: 'party', message: 'is not a party of this kind of case' },
    ]);
    const items = [
      { docKey: 'loan-estimate', label: 'Loan estimate received' },
      { docKey: 'closing-disclosure', label: 'Closing disclosure received' },
    ];
    const saved = await api('bq/listingAudit/saveTemplate', as.admin, {
      scope: 'mortgage',
      party: 'borrower',
      items,
    });
    expect(saved.data).toEqual({ scope: 'mortgage', party: 'borrower', items });
    const [logged] = await t.database.db
      .select()
      .from(systemConfigChanges)
      .where(eq(systemConfigChanges.subject, 'mortgage/borrower'));
    expect(JSON.parse(logged?.before ?? '')).toEqual([
      { docKey: 'closing-disclosure', label: 'Closing disclosure received by the borrower' },
    ]);
    expect(JSON.parse(logged?.after ?? '')).toEqual(items);
  });
});
