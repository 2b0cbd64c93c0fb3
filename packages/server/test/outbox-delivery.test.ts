import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttempts } from '../src/db/schema.js';
import { queueMailWithAttachments } from '../src/mail/outbox.js';
import { createOutboxWorker } from '../src/mail/outbox-worker.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { startSmtp } from './smtp-helpers.js';

const quiet = { warn() {}, error() {} };

describe('delivery through a real SMTP server (issue 13)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a verification code arrives as the template last saved renders it, and is recorded as sent', async () => {
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const list = await call(t.app, 'bq/messageEmail/getTemplateList', {}, { token: admin });
    const tpl = list.data.list.find((x: { code: string }) => x.code === 'verification-code');
    const saved = await call(
      t.app,
      'bq/messageEmail/updateTemplate',
      { ...tpl, subject2: 'Code for {userName}', body2: 'Your code: {code}.' },
      { token: admin, encoding: 'json' },
    );
    expect(saved.code).toBe(200);

    const email = 'agent@bq.example.com';
    await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 2 }, {});
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('Code for Alex Agent');
    expect(mail?.raw).toMatch(/Your code: \d{6}\./);

    // The server accepted it; the worker records that right after.
    const rowOf = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.toAddr, email)))[0];
    await expect.poll(async () => (await rowOf())?.status).toBe('sent');
    const row = await rowOf();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, code: null, body: '(delivered)' });
    expect(mail?.messageId).toBe(row?.messageId);

    // Administrators see its delivery, never its text or code; an agent sees nothing.
    const view = await call(
      t.app,
      'bq/messageEmail/getOutbox',
      { status: 'sent' },
      { token: admin },
    );
    const entry = view.data.list.find((m: { to: string }) => m.to === email);
    expect(entry).toMatchObject({ status: 'sent', attempts: 1, messageId: row?.messageId });
    expect(Object.keys(entry)).not.toContain('body');
    expect(Object.keys(entry)).not.toContain('code');
    const agent = await sessionFor(t, 'agent@bq.example.com');
    expect((await call(t.app, 'bq/messageEmail/getOutbox', {}, { token: agent })).code).toBe(403);
  });

  it('a person who reads Chinese gets the Chinese version of the template', async () => {
    const email = 'mentor@bq.example.com';
    const mentor = await sessionFor(t, email);
    const chosen = await call(
      t.app,
      'general/user/updateLanguage',
      { languageType: 1 },
      { token: mentor },
    );
    expect(chosen.data).toEqual({ languageType: 1 });
    await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 2 }, {});
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    expect(smtp.received.find((m) => m.to.includes(email))?.subject).toBe('BQ 验证码');
  });
});

describe('the outbox worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t?.close());

  async function queue(to: string, n: number) {
    const now = new Date(t.clock.now);
    return t.database.db
      .insert(outbox)
      .values(
        Array.from({ length: n }, (_, i) => ({
          toAddr: to,
          subject: `Notice ${i + 1}`,
          body: `Body ${i + 1}`,
          createdAt: now,
          nextAttemptAt: now,
        })),
      )
      .returning({ id: outbox.id });
  }

  it('a server that refuses and then accepts gets the mail once, its file too; both attempts are recorded', async () => {
    const smtp = await startSmtp((n) => n === 1);
    const clock = { now: t.clock.now };
    const worker = createOutboxWorker({
      db: t.database.db,
      transport: nodemailer.createTransport(smtp.url),
      from: 'BQ <no-reply@bq.example>',
      log: quiet,
      now: () => new Date(clock.now),
    });
    try {
      // Its file is read again at the retry: the mail that arrives carries it.
      const file = Buffer.from('%PDF-1.4 the attachment');
      const id = await queueMailWithAttachments(
        t.database.db,
        { to: 'retry@example.com', subject: 'Notice 1', body: 'Body 1' },
        [{ fileName: 'cda.pdf', contentType: 'application/pdf', content: file }],
        new Date(t.clock.now),
      );
      clock.now = t.clock.now + 1;
      expect(await worker.runOnce()).toBe(1); // one attempt made: refused
      expect(smtp.received).toHaveLength(0);
      const [waiting] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting?.lastError).toMatch(/451|try again/i);

      // Not before its back-off has passed…
      expect(await worker.runOnce()).toBe(0);
      clock.now += 2_001;
      await worker.runOnce();
      expect(smtp.received.map((m) => m.subject)).toEqual(['Notice 1']);
      expect(smtp.received[0]?.raw).toMatch(/Content-Disposition: attachment; filename=cda\.pdf/);
      expect(smtp.received[0]?.raw).toContain(file.toString('base64'));
      await worker.runOnce();
      expect(smtp.received).toHaveLength(1);

      const attempts = await t.database.db
        .select()
        .from(outboxAttempts)
        .where(eq(outboxAttempts.outboxId, id));
      expect(attempts.map((a) => a.outcome)).toEqual(['failed', 'sent']);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('two workers at once send each mail once', async () => {
    const smtp = await startSmtp();
    const make = () =>
      createOutboxWorker({
        db: t.database.db,
        transport: nodemailer.createTransport(smtp.url),
        from: 'BQ <no-reply@bq.example>',
        log: quiet,
      });
    const [a, b] = [make(), make()];
    try {
      await queue('pair@example.com', 6);
      await Promise.all([a.runOnce(), b.runOnce()]);
      const ids = smtp.received
        .filter((m) => m.to.includes('pair@example.com'))
        .map((m) => m.messageId);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await smtp.close();
    }
  });
});
