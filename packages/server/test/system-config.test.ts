import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { systemConfigChanges } from '../src/db/schema-system.js';
import { LiveSettings } from '../src/domain/system/settings-cache.js';
import { createOutboxWorker } from '../src/mail/outbox-worker.js';
import { b64, completeDraft, PDF, tc, tokens, userId, type Who } from './cases-helpers.js';
import { call, callMultipart, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/**
 * System configuration (issue 27 items 2–4): the versioned document rules (a case keeps the rule
 * it was created under, the submit rule and the upload check read it), the disclosure checklist
 * and document review (a rejection's reason reaches the agent; nobody reviews their own case),
 * and the runtime settings (checked per key, applied without a restart on every server sharing
 * the database, every change logged and undone by a rollback).
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
const setting = (key: string, value: string, token = as.admin) =>
  api('bq/serverConfig/set', token, { key, value });
const settingOf = async (key: string) =>
  (await api('bq/serverConfig/getSettings', as.admin)).data.find(
    (s: { key: string }) => s.key === key,
  );

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

describe('runtime settings (/system/server-config)', () => {
  it('refuses a value that does not fit its key, saying what fits', async () => {
    for (const [key, value, message] of [
      [
        'uploads.caseDocumentMaxMb',
        '11',
        'Case document upload limit (MB): must be a whole number from 1 to 10.',
      ],
      [
        'payroll.secondPersonAbove',
        '-5',
        'Pay statements needing a second approver above (USD): must be a dollar amount above zero, to the cent, such as 5000.00.',
      ],
      [
        'mail.from',
        'BQ <nobody>',
        'Mail sender: must be an e-mail address (no-reply@bq.example) or a name and address (BQ Portal <no-reply@bq.example>).',
      ],
      [
        'messages.letterHourlyLimit',
        '2.5',
        'Letters one person may send per hour: must be a whole number from 1 to 10000.',
      ],
    ]) {
      const answer = await setting(key as string, value as string);
      expect({ code: answer.code, message: answer.message }).toEqual({
        code: CODES.badInput,
        message,
      });
    }
    expect((await settingOf('payroll.secondPersonAbove')).overridden).toBe(false);
    expect((await setting('messages.letterHourlyLimit', '5', as.agent)).code).toBe(CODES.forbidden);
  });

  it('applies a change on another server without a restart, on its next read', async () => {
    // A second server on the same database: its own settings, read through its own cache.
    const other = await buildApp({
      config: testConfig(),
      database: t.database,
      now: () => new Date(t.clock.now),
      logger: false,
    });
    try {
      await other.ready();
      const agentThere = await sessionFor({ ...t, app: other }, 'agent@bq.example.com');
      const { id } = await completeDraft(t.app, as.agent, 5);
      const big = Buffer.concat([PDF, Buffer.alloc(1_200_000, 32)]);
      expect((await upload(as.agent, id, 'lease-agreement', big)).code).toBe(CODES.ok);

      expect((await setting('uploads.caseDocumentMaxMb', ' 1 ')).data).toMatchObject({
        value: '1',
        defaultValue: '10',
        overridden: true,
        updatedBy: 'Ada Admin',
      });
      const refused = await callMultipart(
        other,
        'bq/tran/case/uploadDocument',
        { id, docType: 'lease-agreement', fileName: 'lease.pdf', mime: 'application/pdf' },
        { name: 'lease.pdf', type: 'application/pdf', bytes: big },
        agentThere,
      );
      expect(refused.message).toBe('The file is too large: case documents may be at most 1 MB');
      const shown = await call(
        other,
        'bq/tran/caseDocs/forCase',
        { id },
        {
          token: agentThere,
          encoding: 'json',
        },
      );
      expect(shown.data.maxBytes).toBe(1024 * 1024);
    } finally {
      await other.close();
    }
  });

  it('sends mail from the sender in force at the moment of sending', async () => {
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: { sendMail: async (m: { from?: unknown }) => sent.push(String(m.from)) } as never,
      from: 'BQ Portal <no-reply@bq.example>',
      liveFrom: () => new LiveSettings(testConfig()).get(t.database.db, 'mail.from'),
      log: { warn() {}, info() {}, error() {} } as never,
      now: () => new Date(t.clock.now),
    });
    await t.database.db.execute(
      `update outbox set status = 'sent' where status = 'queued'` as never,
    );
    expect((await setting('mail.from', 'Office <office@bq.example>')).data.value).toBe(
      'Office <office@bq.example>',
    );
    await call(t.app, 'general/unauth/sendEmailVerificationCode', {
      email: 'someone.new@example.com',
      type: 1,
    });
    await worker.runOnce();
    expect(sent).toEqual(['Office <office@bq.example>']);
  });

  it('logs every change with the value before and after, and rolls the latest one back', async () => {
    const key = 'messages.letterHourlyLimit';
    expect((await settingOf(key)).value).toBe('100');
    await setting(key, '7');
    await setting(key, '9');
    const log = await api('bq/serverConfig/changes', as.admin, { key });
    const [nine, seven] = log.data;
    expect(seven).toMatchObject({ before: null, after: '7', by: 'Ada Admin', latest: false });
    expect(nine).toMatchObject({ before: '7', after: '9', latest: true, rollbackOf: null });

    const older = await api('bq/serverConfig/rollback', as.admin, { changeId: seven.id });
    expect(older).toMatchObject({
      code: CODES.conflict,
      message:
        'Letters one person may send per hour changed again since; roll back its latest change first',
    });
    expect((await api('bq/serverConfig/rollback', as.admin, { changeId: nine.id })).code).toBe(
      CODES.ok,
    );
    expect(await settingOf(key)).toMatchObject({ value: '7', overridden: true });
    const [undo] = (await api('bq/serverConfig/changes', as.admin, { key })).data;
    expect(undo).toMatchObject({ before: '9', after: '7', rollbackOf: nine.id, latest: true });
    const reset = await api('bq/serverConfig/reset', as.admin, { key });
    expect(reset.data).toMatchObject({ value: '100', overridden: false, updatedBy: null });
    // The log is append-only in the database too.
    const edit = await t.database.db
      .update(systemConfigChanges)
      .set({ after: 'x' })
      .where(eq(systemConfigChanges.id, nine.id))
      .catch((error: Error) => error);
    expect(String((edit as Error).cause)).toMatch(/the configuration log is append-only/);
  });
  it('holds the next letter to a lowered hourly limit at once', async () => {
    const lecturer = await userId(t, 'lecturer@bq.example.com');
    const send = () =>
      api('bq/messageStation/sendStationMessage', as.approver, {
        receiverIds: [lecturer],
        title: 'Hello',
        content: 'x',
      });
    expect((await send()).code).toBe(CODES.ok);
    await setting('messages.letterHourlyLimit', '1');
    expect(await send()).toMatchObject({
      code: CODES.tooMany,
      message: 'You can send at most 1 letters an hour; please try again later',
    });
  });
  it('changes an approval service time, moving what is due, and rolls it back', async () => {
    const set = (hours: unknown) =>
      api('bq/serverConfig/setServiceTime', as.admin, { kind: 'vendor', hours });
    for (const hours of [0, 721, 2.5]) expect((await set(hours)).code).toBe(CODES.badInput);
    expect((await set(721)).data.fields).toEqual([
      { field: 'hours', message: 'must be at most 720' },
    ]);
    const due = async () => {
      const { data } = await api('bq/application/search', as.approver, { kind: 'vendor' });
      return data.list.map((a: { dueAt: string | null }) => a.dueAt);
    };
    const before = await due();
    expect(before.filter(Boolean).length).toBeGreaterThan(0);
    expect((await set(24)).data).toEqual({ kind: 'vendor', title: 'Vendor payment', hours: 24 });
    const after = await due();
    expect(after).toHaveLength(before.length);
    after.forEach((at: string | null, i: number) => {
      if (at && before[i]) expect(Date.parse(before[i]) - Date.parse(at)).toBe(96 * 3_600_000);
    });
    const [change] = (await api('bq/serverConfig/changes', as.admin)).data;
    expect(change).toMatchObject({
      key: 'serviceHours.vendor',
      before: '120',
      after: '24',
      latest: true,
    });
    await api('bq/serverConfig/rollback', as.admin, { changeId: change.id });
    const times = (await api('bq/serverConfig/serviceTimes', as.admin)).data;
    expect(times.find((t: { kind: string }) => t.kind === 'vendor').hours).toBe(120);
  });
});
