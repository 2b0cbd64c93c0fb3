import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema.js';
import { completionRevocations } from '../src/db/schema-institute.js';
import { agentProfiles } from '../src/db/schema-people.js';
import { agentOf } from './coach-dre-helpers.js';
import { call, sessionFor, startApp, type TestApp, uniqueEmail } from './helpers.js';
import {
  newCourse,
  newUser,
  regisConfirmed,
  register,
  SESSION,
  sessionOn,
} from './institute-helpers.js';

// What a registration becomes after the class: a completion with its certificate (or its
// revocation), the CE hours it earns and the calendar feed of the sessions.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

describe('completion and certificates', () => {
  it('complete → verify → PDF; completing twice keeps the code', async () => {
    const id = await newCourse(t, admin, {
      titleEn: 'Certified course',
      ceHours: '3.5',
      sessions: [sessionOn('2026-06-01')],
    });
    const person = await newUser(t, 'Agent', 'Cert Holder');
    const reg = await register(t, id, person.token);
    const done = await call(
      t.app,
      'bq/registration/complete',
      { id: reg.data.id, completedOn: '2026-06-02' },
      { token: admin },
    );
    expect(done.data.certificateCode).toMatch(/^BQ-[A-Z2-7]{10}$/);
    const code = done.data.certificateCode as string;
    const twice = await call(
      t.app,
      'bq/registration/complete',
      { id: reg.data.id },
      { token: admin },
    );
    expect(twice.data.certificateCode).toBe(code);
    const verified = await call(t.app, 'bq/certificate/verify', { code });
    expect(verified.data).toMatchObject({
      valid: true,
      holder: 'Cert Holder',
      courseTitleEn: 'Certified course',
      hours: '3.5',
    });
    expect(verified.data.completedAt.slice(0, 10)).toBe('2026-06-02');
    const unknown = await call(t.app, 'bq/certificate/verify', { code: 'BQ-AAAAAAAAAA' });
    expect(unknown.code).toBe(CODES.ok);
    expect(unknown.data).toEqual({
      valid: false,
      holder: null,
      courseTitleZh: null,
      courseTitleEn: null,
      hours: null,
      completedAt: null,
    });
    const pdf = await call(
      t.app,
      'bq/certificate/pdf',
      { registrationId: reg.data.id },
      {
        token: person.token,
      },
    );
    expect(pdf.data.mime).toBe('application/pdf');
    const bytes = Buffer.from(pdf.data.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(text).toContain(code);
    expect(text).toContain('Cert Holder');
    expect(text).toContain('Certified course');
    expect(text).toContain('3.5');
    const byCollege = await call(
      t.app,
      'bq/certificate/pdf',
      { registrationId: reg.data.id },
      {
        token: admin,
      },
    );
    expect(byCollege.code).toBe(CODES.ok);
    const other = await sessionFor(t, 'tourist@bq.example.com');
    expect(
      (await call(t.app, 'bq/certificate/pdf', { registrationId: reg.data.id }, { token: other }))
        .code,
    ).toBe(CODES.notFound);
    const csv = await call(t.app, 'bq/registration/export', { courseId: id }, { token: admin });
    const text2 = Buffer.from(csv.data.contentBase64, 'base64').toString('utf8');
    expect(text2).toContain(code);
    expect(text2).toContain('Cert Holder');
  });

  it('is refused before the last session ends, and dated no earlier than that session', async () => {
    const held = sessionOn('2026-06-01');
    const id = await newCourse(t, admin, {
      titleEn: 'Two-part course',
      sessions: [held, SESSION], // the second part: 1 June 2027, 10:00–12:00 in California
    });
    const person = await newUser(t, 'Agent', 'Too Early');
    const reg = await register(t, id, person.token);
    const complete = (body: Record<string, unknown>, token: string) =>
      call(t.app, 'bq/registration/complete', { id: reg.data.id, ...body }, { token });
    const statusNow = async () => {
      const list = await call(t.app, 'bq/registration/list', { courseId: id }, { token: admin });
      return list.data.list.find((r: { id: number }) => r.id === reg.data.id);
    };

    const early = await complete({}, admin);
    expect(early.code).toBe(CODES.conflict);
    expect(early.message).toBe(
      'The course is not over yet: its last session ends on 06/01/2027. ' +
        'Completion can be recorded once it has ended.',
    );
    // A date for the completion does not get round it: the class has still not taken place.
    expect((await complete({ completedOn: '2026-06-01' }, admin)).code).toBe(CODES.conflict);
    expect(await statusNow()).toMatchObject({ status: 'enrolled', certificateCode: null });
    const ce = await call(t.app, 'bq/registration/ceHours', {}, { token: person.token });
    expect(ce.data.courses).toHaveLength(0);

    const before = t.clock.now;
    try {
      // One minute after the last session ended (12:00 in California), with fresh sessions.
      t.clock.now = Date.parse(SESSION.endsAt) + 60_000;
      const college = await sessionFor(t, 'admin@bq.example.com');
      const backdated = await complete({ completedOn: '2027-05-31' }, college);
      expect(backdated.code).toBe(CODES.conflict);
      expect(backdated.message).toBe(
        "A completion cannot be dated before the course's last session (06/01/2027).",
      );
      const done = await complete({}, college);
      expect(done.code).toBe(CODES.ok);
      expect(done.data.certificateCode).toMatch(/^BQ-[A-Z2-7]{10}$/);
    } finally {
      t.clock.now = before;
    }
  });

  it('a completion recorded by mistake is revoked with a reason: certificate and hours go', async () => {
    const id = await newCourse(t, admin, {
      titleEn: 'Revoked course',
      ceHours: '6.0',
      sessions: [sessionOn('2026-05-04')],
    });
    const person = await newUser(t, 'Agent', 'Wrong Completion');
    const reg = await register(t, id, person.token);
    const done = await call(
      t.app,
      'bq/registration/complete',
      { id: reg.data.id },
      { token: admin },
    );
    const code = done.data.certificateCode as string;
    const hours = async () =>
      (await call(t.app, 'bq/registration/ceHours', {}, { token: person.token })).data.courses;
    expect(await hours()).toHaveLength(1);
    const revoke = (reason: string) =>
      call(
        t.app,
        'bq/registration/revokeCompletion',
        { id: reg.data.id, reason },
        { token: admin },
      );

    const noReason = await revoke('  ');
    expect(noReason.code).toBe(CODES.badInput);
    expect(noReason.data.fields[0].field).toBe('reason');
    expect((await call(t.app, 'bq/certificate/verify', { code })).data.valid).toBe(true);

    const revoked = await revoke('Marked the wrong person: she missed the class');
    expect(revoked.code).toBe(CODES.ok);
    expect(revoked.data).toEqual({ status: 'enrolled' });
    expect((await call(t.app, 'bq/certificate/verify', { code })).data.valid).toBe(false);
    expect(await hours()).toHaveLength(0);
    const pdf = await call(
      t.app,
      'bq/certificate/pdf',
      { registrationId: reg.data.id },
      { token: person.token },
    );
    expect(pdf.code).toBe(CODES.notFound);
    const [kept] = await t.database.db
      .select()
      .from(completionRevocations)
      .where(eq(completionRevocations.registrationId, reg.data.id));
    expect(kept).toMatchObject({
      certificateCode: code,
      reason: 'Marked the wrong person: she missed the class',
    });

    const again = await revoke('twice');
    expect(again.code).toBe(CODES.conflict);
    expect(again.message).toBe('Only a completed course can have its completion revoked');
    // Still enrolled, so a later, rightful completion issues a new code.
    const redone = await call(
      t.app,
      'bq/registration/complete',
      { id: reg.data.id },
      { token: admin },
    );
    expect(redone.data.certificateCode).toMatch(/^BQ-[A-Z2-7]{10}$/);
    expect(redone.data.certificateCode).not.toBe(code);
  });

  it('the export quotes formula-looking cells', async () => {
    const id = await newCourse(t, admin);
    await regisConfirmed(t, { courseId: id, email: uniqueEmail('f'), name: '=HYPERLINK("x")' });
    const csv = await call(t.app, 'bq/registration/export', { courseId: id }, { token: admin });
    const text = Buffer.from(csv.data.contentBase64, 'base64').toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.split('\r\n')[0]).toContain('Certificate code');
  });
});

describe('continuing education and the calendar feed', () => {
  it('ceHours sums only completions inside the licence cycle, exactly', async () => {
    const agent = await agentOf(t, 'agent@bq.example.com');
    const token = await sessionFor(t, 'agent@bq.example.com');
    await t.database.db
      .insert(agentProfiles)
      .values({ agentId: agent.id, licenseExpiresOn: '2028-06-30' })
      .onConflictDoUpdate({
        target: agentProfiles.agentId,
        set: { licenseExpiresOn: '2028-06-30' },
      });
    const finish = async (hours: string, on: string) => {
      const id = await newCourse(t, admin, {
        ceHours: hours,
        titleEn: `CE ${on}`,
        sessions: [sessionOn(on)],
      });
      const reg = await register(t, id, token);
      await call(
        t.app,
        'bq/registration/complete',
        { id: reg.data.id, completedOn: on },
        {
          token: admin,
        },
      );
    };
    await finish('0.1', '2025-01-01');
    await finish('0.2', '2026-03-01');
    await finish('1.5', '2024-07-01');
    await finish('9.9', '2024-06-30'); // the day before the cycle starts
    const ce = await call(t.app, 'bq/registration/ceHours', {}, { token });
    expect(ce.data).toMatchObject({
      cycleStart: '2024-07-01',
      cycleEnd: '2028-06-30',
      hours: '1.8',
    });
    expect(ce.data.courses).toHaveLength(3);
    const none = await newUser(t, 'Agent', 'No licence');
    const empty = await call(t.app, 'bq/registration/ceHours', {}, { token: none.token });
    expect(empty.data).toMatchObject({ cycleStart: null, cycleEnd: null, hours: '0.0' });
  });

  it('the feed has the sessions of enrolled courses, renews, and 404s a bad token', async () => {
    const person = await newUser(t, 'Agent', 'Feed Reader');
    const id = await newCourse(t, admin, { titleEn: 'Feed course' });
    await register(t, id, person.token);
    const url = await call(t.app, 'bq/registration/calendarUrl', {}, { token: person.token });
    expect(url.data.url).toMatch(/^\/api\/calendar\/[\w-]+\.ics$/);
    const same = await call(t.app, 'bq/registration/calendarUrl', {}, { token: person.token });
    expect(same.data.url).toBe(url.data.url);
    const feed = await t.app.inject({ method: 'GET', url: url.data.url });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('SUMMARY:Feed course');
    expect(feed.body).toContain('DTSTART:20270601T170000Z');
    const renewed = await call(
      t.app,
      'bq/registration/calendarUrl',
      { renew: true },
      {
        token: person.token,
      },
    );
    expect(renewed.data.url).not.toBe(url.data.url);
    expect((await t.app.inject({ method: 'GET', url: url.data.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode).toBe(
      404,
    );
    const rows = await t.database.db.select().from(messages).where(eq(messages.userId, person.id));
    expect(rows).toHaveLength(0);
  });
});
