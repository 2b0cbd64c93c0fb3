import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const json = (token: string) => ({ token, encoding: 'json' as const });
type Template = {
  id: number;
  code: string;
  version: number;
  variables: string[];
  subject1: string;
  body1: string;
  subject2: string;
  body2: string;
  updatedBy: string | null;
};

async function template(token: string, family: string, code: string): Promise<Template> {
  const answer = await call(t.app, `bq/${family}/getTemplateList`, {}, { token });
  expect(answer.code).toBe(200);
  const found = (answer.data.list as Template[]).find((x) => x.code === code);
  if (!found) throw new Error(`no template ${code}`);
  return found;
}

const textsOf = (x: Template) => ({
  subject1: x.subject1,
  body1: x.body1,
  subject2: x.subject2,
  body2: x.body2,
});

describe('message templates', () => {
  it('ships one template per event, each channel in its own family', async () => {
    const email = await call(t.app, 'bq/messageEmail/getTemplateList', {}, { token: admin });
    const station = await call(t.app, 'bq/messageStation/getTemplateList', {}, { token: admin });
    const codes = (list: Template[]) => list.map((x) => x.code);
    expect(codes(email.data.list)).toEqual(
      expect.arrayContaining(['verification-code', 'password-changed']),
    );
    expect(codes(station.data.list)).toContain('application-decided');
    expect(codes(station.data.list)).not.toContain('verification-code');
    expect((email.data.list as Template[])[0]?.version).toBe(1);
  });

  it('a save is the next version; an old one is kept and can be restored as a newer one', async () => {
    const before = await template(admin, 'messageStation', 'case-submitted');
    const saved = await call(
      t.app,
      'bq/messageStation/updateTemplate',
      {
        id: before.id,
        version: before.version,
        ...textsOf(before),
        body2: 'Well done {agentName}: {caseNo} is with the office now.',
      },
      json(admin),
    );
    expect(saved.data).toEqual({ id: before.id, version: before.version + 1 });
    const after = await template(admin, 'messageStation', 'case-submitted');
    expect(after.body2).toBe('Well done {agentName}: {caseNo} is with the office now.');
    expect(after.updatedBy).toBe('Ada Admin');

    const versions = await call(
      t.app,
      'bq/messageTemplate/getVersions',
      { id: before.id },
      { token: admin },
    );
    expect(versions.data.list.map((v: { version: number }) => v.version)).toEqual([
      before.version + 1,
      before.version,
    ]);
    expect(versions.data.list[1].body2).toBe(before.body2);

    const restored = await call(
      t.app,
      'bq/messageTemplate/restore',
      { id: before.id, version: before.version, currentVersion: before.version + 1 },
      { token: admin },
    );
    expect(restored.data.version).toBe(before.version + 2);
    expect((await template(admin, 'messageStation', 'case-submitted')).body2).toBe(before.body2);
    const again = await call(
      t.app,
      'bq/messageTemplate/getVersions',
      { id: before.id },
      { token: admin },
    );
    expect(again.data.list).toHaveLength(3);
    expect(again.data.list[0].restoredFrom).toBe(before.version);
  });

  it('refuses a variable the event does not fill in, under its field, and saves nothing', async () => {
    const before = await template(admin, 'messageEmail', 'password-changed');
    const refused = await call(
      t.app,
      'bq/messageEmail/updateTemplate',
      {
        id: before.id,
        version: before.version,
        ...textsOf(before),
        body1: 'Hi {agentName} {caseNo}',
      },
      json(admin),
    );
    expect(refused.code).toBe(400);
    expect(refused.data.fields).toEqual([
      {
        field: 'body1',
        message:
          'uses {agentName}, {caseNo}, which this message does not fill in; it can use {userName}',
      },
    ]);
    expect(refused.message).toMatch(/^Chinese text: uses \{agentName\}/);
    expect((await template(admin, 'messageEmail', 'password-changed')).version).toBe(
      before.version,
    );
  });

  it('a save from a version someone else saved over answers 409', async () => {
    const opened = await template(admin, 'messageEmail', 'verification-code');
    const first = await call(
      t.app,
      'bq/messageEmail/updateTemplate',
      { id: opened.id, version: opened.version, ...textsOf(opened), subject2: 'Code for BQ' },
      json(admin),
    );
    expect(first.code).toBe(200);
    const second = await call(
      t.app,
      'bq/messageEmail/updateTemplate',
      { id: opened.id, version: opened.version, ...textsOf(opened), subject2: 'Your code' },
      json(admin),
    );
    expect(second.code).toBe(409);
    expect((await template(admin, 'messageEmail', 'verification-code')).subject2).toBe(
      'Code for BQ',
    );
  });

  it('an e-mail template is not reachable through the in-app family, nor by a role without the message center', async () => {
    const email = await template(admin, 'messageEmail', 'password-changed');
    const wrongFamily = await call(
      t.app,
      'bq/messageStation/updateTemplate',
      { id: email.id, version: email.version, ...textsOf(email) },
      json(admin),
    );
    expect(wrongFamily.code).toBe(404);
    // An agent's role holds no message center: no list, no versions, no restore.
    for (const [path, body] of [
      ['bq/messageStation/getTemplateList', {}],
      ['bq/messageTemplate/getVersions', { id: email.id }],
      ['bq/messageTemplate/restore', { id: email.id, version: 1, currentVersion: email.version }],
    ] as const) {
      expect((await call(t.app, path, body, { token: agent })).code, path).toBe(403);
    }
    expect((await template(admin, 'messageEmail', 'password-changed')).version).toBe(email.version);
  });

  it('the verification code mail is written from the template as last saved', async () => {
    const before = await template(admin, 'messageEmail', 'verification-code');
    const saved = await call(
      t.app,
      'bq/messageEmail/updateTemplate',
      {
        id: before.id,
        version: before.version,
        ...textsOf(before),
        subject2: 'BQ code for {userName}',
        body2: 'Use {code} within {minutes} minutes.',
      },
      json(admin),
    );
    expect(saved.code).toBe(200);
    const email = 'agent@bq.example.com';
    const sent = await call(
      t.app,
      'general/unauth/sendEmailVerificationCode',
      { email, type: 2 },
      {},
    );
    expect(sent.code).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddr, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe('BQ code for Alex Agent');
    expect(mail?.body).toMatch(/^Use \d{6} within \d+ minutes\.$/);
    expect(mail?.body).toContain(mail?.code ?? 'no code');
  });

  it('a password change by code tells the owner by e-mail, from its template', async () => {
    const email = 'lecturer@bq.example.com';
    await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 2 }, {});
    const latest = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.toAddr, email))
          .orderBy(desc(outbox.id))
          .limit(1)
      )[0];
    const code = (await latest())?.code ?? '';
    const changed = await call(
      t.app,
      'general/unauth/changePasswordByEmailVerificationCode',
      { email, code, password: 'lecturer-new-pass-1' },
      {},
    );
    expect(changed.code).toBe(200);
    expect(await latest()).toMatchObject({
      subject: 'Your BQ password was changed',
      code: null,
    });
    expect((await latest())?.body).toMatch(/^Hello Lee Lecturer,/);
  });
});
