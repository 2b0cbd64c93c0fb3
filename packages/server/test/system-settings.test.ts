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
 * The runtime settings of /system/server-config (issue 27 item 4): checked per key, applied
 * without a restart on every server sharing the database, every change logged and undone by a
 * rollback; the approval service times beside them.
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
const setting = (key: string, value: string, token = as.admin) =>
  api('bq/serverConfig/set', token, { key, value });
const settingOf = async (key: string) =>
  (await api('bq/serverConfig/getSettings', as.admin)).data.find(
    (s: { key: string }) => s.key === key,
  );

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
