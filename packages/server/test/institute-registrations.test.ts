import { CODES } from '@bq/contract';
import { desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.js';
import { completionRevocations } from '../src/db/schema-institute.js';
import { agentProfiles } from '../src/db/schema-people.js';
import { agentOf } from './coach-dre-helpers.js';
import { call, sessionFor, startApp, type TestApp, uniqueEmail } from './helpers.js';
import { json, newCourse, newUser, SESSION, sessionOn } from './institute-helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const register = (courseId: number, token: string) =>
  call(t.app, 'bq/registration/register', { courseId }, { token });
const regis = (body: Record<string, unknown>) =>
  call(
    t.app,
    'bq/outsiders/regis',
    { name: 'Olive Outsider', phone: '(415) 555-0100', ...body },
    json(null),
  );

describe('registering', () => {
  it('the last seat: two at the same moment, exactly one gets it and the other waits', async () => {
    // Several one-seat courses raced at once, so a missing lock cannot pass by lucky timing.
    const races = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => ({
        id: await newCourse(t, admin, { seats: 1, titleEn: `Race ${i}` }),
        a: await newUser(t, 'Agent', `Racer ${i}a`),
        b: await newUser(t, 'Agent', `Racer ${i}b`),
      })),
    );
    const answers = await Promise.all(
      races.map(({ id, a, b }) => Promise.all([register(id, a.token), register(id, b.token)])),
    );
    for (const [i, [ra, rb]] of answers.entries()) {
      expect([ra.code, rb.code]).toEqual([CODES.ok, CODES.ok]);
      expect([ra.data.status, rb.data.status].sort()).toEqual(['enrolled', 'waitlisted']);
      const waiting = ra.data.status === 'waitlisted' ? ra : rb;
      expect(waiting.data.position).toBe(1);
      const card = await call(t.app, 'bq/course/hallDetail', { id: races[i]?.id });
      expect(card.data).toMatchObject({ seatsTaken: 1, waitlisted: 1 });
    }
  });

  it('many at once on a few seats: never more enrolled than seats', async () => {
    const id = await newCourse(t, admin, { seats: 3, titleEn: 'Crowd' });
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => newUser(t, 'Agent', `Crowd ${i}`)),
    );
    const answers = await Promise.all(people.map((p) => register(id, p.token)));
    expect(answers.every((a) => a.code === CODES.ok)).toBe(true);
    expect(answers.filter((a) => a.data.status === 'enrolled')).toHaveLength(3);
    const positions = answers
      .filter((a) => a.data.status === 'waitlisted')
      .map((a) => a.data.position)
      .sort();
    expect(positions).toEqual([1, 2, 3, 4, 5]);
  });

  it('a duplicate is a 409, a paid course is refused, a draft is not found', async () => {
    const tourist = await sessionFor(t, 'tourist@bq.example.com');
    const free = await newCourse(t, admin);
    expect((await register(free, tourist)).data.status).toBe('enrolled');
    const again = await register(free, tourist);
    expect(again.code).toBe(CODES.conflict);
    expect(again.message).toBe('You are already registered for this course');
    const paid = await newCourse(t, admin, { price: '10' });
    const refused = await register(paid, tourist);
    expect(refused.code).toBe(CODES.badInput);
    expect(refused.message).toBe('This course is paid: order it from the course hall');
    // A cent is a price too.
    const cent = await newCourse(t, admin, { price: '0.01' });
    expect((await register(cent, tourist)).message).toBe(
      'This course is paid: order it from the course hall',
    );
    const draft = await newCourse(t, admin, {}, { status: 'draft' });
    expect((await register(draft, tourist)).code).toBe(CODES.notFound);
    const mine = await call(t.app, 'bq/registration/mine', {}, { token: tourist });
    const row = mine.data.list.find((r: { course: { id: number } }) => r.course.id === free);
    expect(row).toMatchObject({ status: 'enrolled', position: null, certificateCode: null });
    const list = await call(t.app, 'bq/registration/list', { courseId: free }, { token: admin });
    expect(list.data.list[0]).toMatchObject({ kind: 'tourist', name: 'Tess Tourist' });
  });

  it('a cancelled seat goes to the first on the waitlist, who gets a message', async () => {
    const id = await newCourse(t, admin, { seats: 1, titleEn: 'Waitlist course' });
    const a = await newUser(t, 'Agent', 'Anna First');
    const b = await newUser(t, 'Agent', 'Ben Second');
    const c = await newUser(t, 'Agent', 'Cai Third');
    expect((await register(id, a.token)).data.status).toBe('enrolled');
    expect((await register(id, b.token)).data).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await register(id, c.token)).data).toMatchObject({ status: 'waitlisted', position: 2 });
    const unread = async (token: string) =>
      (await call(t.app, 'bq/messageStation/getUnreadNum', {}, { token })).data;
    const before = await unread(b.token);
    expect(
      (await call(t.app, 'bq/registration/cancel', { courseId: id }, { token: a.token })).code,
    ).toBe(CODES.ok);
    const mineB = await call(t.app, 'bq/registration/mine', {}, { token: b.token });
    expect(mineB.data.list[0]).toMatchObject({ status: 'enrolled', position: null });
    const mineC = await call(t.app, 'bq/registration/mine', {}, { token: c.token });
    expect(mineC.data.list[0]).toMatchObject({ status: 'waitlisted', position: 1 });
    const [letter] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, b.id))
      .orderBy(desc(messages.id));
    expect(letter?.title).toContain('Waitlist course');
    expect(letter?.content).toContain('Ben Second');
    expect(await unread(b.token)).not.toEqual(before);
    // The cancelled row stays; registering again adds a new one (at the back of the line).
    const mineA = await call(
      t.app,
      'bq/registration/mine',
      { includeCancelled: true },
      {
        token: a.token,
      },
    );
    expect(mineA.data.list[0].status).toBe('cancelled');
    expect((await register(id, a.token)).data).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(
      (await call(t.app, 'bq/registration/cancel', { courseId: id + 1000 }, { token: a.token }))
        .code,
    ).toBe(CODES.notFound);
  });
});

describe('outside visitors', () => {
  it('take a seat, then the waitlist; the same e-mail twice is a 409', async () => {
    const id = await newCourse(t, admin, { seats: 1, titleEn: 'Open day' });
    const email = uniqueEmail('olive');
    const first = await regis({ courseId: id, email });
    expect(first.data).toMatchObject({ status: 'enrolled', position: null });
    const dup = await regis({ courseId: id, email: email.toUpperCase() });
    expect(dup.code).toBe(CODES.conflict);
    expect(dup.message).toBe('This e-mail is already registered for this course');
    const second = uniqueEmail('oscar');
    expect((await regis({ courseId: id, email: second, name: 'Oscar' })).data).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    // A visitor has no account to cancel with: here a seat added by the college moves the
    // waitlisted visitor up, and they are told by e-mail.
    const course = await call(t.app, 'bq/course/get', { id }, { token: admin });
    const saved = await call(
      t.app,
      'bq/course/save',
      {
        id,
        version: course.data.version,
        titleEn: 'Open day',
        category: course.data.category,
        online: false,
        price: '0',
        seats: 2,
        sessions: course.data.sessions,
      },
      json(admin),
    );
    expect(saved.code).toBe(CODES.ok);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddr, second))
      .orderBy(desc(outbox.id));
    expect(mail?.subject).toContain('Open day');
    const list = await call(t.app, 'bq/registration/list', { courseId: id }, { token: admin });
    expect(list.data.list.map((r: { status: string }) => r.status)).toEqual([
      'enrolled',
      'enrolled',
    ]);
    expect(list.data.list[0]).toMatchObject({ kind: 'outsider', userId: null });
  });

  it('paid refused, draft not found, bad e-mail and phone named', async () => {
    const paid = await newCourse(t, admin, { price: '1' });
    const draft = await newCourse(t, admin, {}, { status: 'draft' });
    const email = uniqueEmail('v');
    expect((await regis({ courseId: paid, email })).message).toBe(
      'This course is paid: order it from the course hall',
    );
    expect((await regis({ courseId: draft, email })).code).toBe(CODES.notFound);
    const badMail = await regis({ courseId: paid, email: 'not-an-email' });
    expect(badMail.code).toBe(CODES.badInput);
    expect(badMail.data.fields[0].field).toBe('email');
    const badPhone = await regis({ courseId: paid, email, phone: 'call me' });
    expect(badPhone.code).toBe(CODES.badInput);
    expect(badPhone.data.fields[0].field).toBe('phone');
    const noPhone = await regis({ courseId: paid, email, phone: '' });
    expect(noPhone.data.fields[0].field).toBe('phone');
  });
});

describe('completion and certificates', () => {
  it('complete → verify → PDF; completing twice keeps the code', async () => {
    const id = await newCourse(t, admin, {
      titleEn: 'Certified course',
      ceHours: '3.5',
      sessions: [sessionOn('2026-06-01')],
    });
    const person = await newUser(t, 'Agent', 'Cert Holder');
    const reg = await register(id, person.token);
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
    const reg = await register(id, person.token);
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
    const reg = await register(id, person.token);
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
    await regis({ courseId: id, email: uniqueEmail('f'), name: '=HYPERLINK("x")' });
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
      const reg = await register(id, token);
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
    await register(id, person.token);
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
