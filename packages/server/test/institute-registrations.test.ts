import { CODES } from '@bq/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outbox } from '../src/db/schema.js';
import { call, sessionFor, startApp, type TestApp, uniqueEmail } from './helpers.js';
import {
  json,
  latestMail,
  newCourse,
  newUser,
  regis,
  regisConfirmed,
  register,
} from './institute-helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

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
      races.map(({ id, a, b }) =>
        Promise.all([register(t, id, a.token), register(t, id, b.token)]),
      ),
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
    const answers = await Promise.all(people.map((p) => register(t, id, p.token)));
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
    expect((await register(t, free, tourist)).data.status).toBe('enrolled');
    const again = await register(t, free, tourist);
    expect(again.code).toBe(CODES.conflict);
    expect(again.message).toBe('You are already registered for this course');
    const paid = await newCourse(t, admin, { price: '10' });
    const refused = await register(t, paid, tourist);
    expect(refused.code).toBe(CODES.badInput);
    expect(refused.message).toBe(
      'This course is paid and cannot be bought online yet: ask the institute for a seat',
    );
    // A cent is a price too.
    const cent = await newCourse(t, admin, { price: '0.01' });
    expect((await register(t, cent, tourist)).message).toBe(
      'This course is paid and cannot be bought online yet: ask the institute for a seat',
    );
    const draft = await newCourse(t, admin, {}, { status: 'draft' });
    expect((await register(t, draft, tourist)).code).toBe(CODES.notFound);
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
    expect((await register(t, id, a.token)).data.status).toBe('enrolled');
    expect((await register(t, id, b.token)).data).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    expect((await register(t, id, c.token)).data).toMatchObject({
      status: 'waitlisted',
      position: 2,
    });
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
    expect((await register(t, id, a.token)).data).toMatchObject({
      status: 'waitlisted',
      position: 2,
    });
    expect(
      (await call(t.app, 'bq/registration/cancel', { courseId: id + 1000 }, { token: a.token }))
        .code,
    ).toBe(CODES.notFound);
  });
});

describe('outside visitors', () => {
  it('take a seat, then the waitlist, once their mail link is clicked; the same e-mail twice is told by mail', async () => {
    const id = await newCourse(t, admin, { seats: 1, titleEn: 'Open day' });
    const email = uniqueEmail('olive');
    const first = await regisConfirmed(t, { courseId: id, email });
    expect(first.data).toMatchObject({ status: 'enrolled', position: null });
    const dup = await regis(t, { courseId: id, email: email.toUpperCase() });
    expect(dup.code).toBe(CODES.ok);
    const told = await latestMail(t, email);
    expect(told.subject).toBe('You are already registered: Open day');
    const second = uniqueEmail('oscar');
    expect(
      (await regisConfirmed(t, { courseId: id, email: second, name: 'Oscar' })).data,
    ).toMatchObject({
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
    expect((await regis(t, { courseId: paid, email })).message).toBe(
      'This course is paid and cannot be bought online yet: ask the institute for a seat',
    );
    expect((await regis(t, { courseId: draft, email })).code).toBe(CODES.notFound);
    const badMail = await regis(t, { courseId: paid, email: 'not-an-email' });
    expect(badMail.code).toBe(CODES.badInput);
    expect(badMail.data.fields[0].field).toBe('email');
    const badPhone = await regis(t, { courseId: paid, email, phone: 'call me' });
    expect(badPhone.code).toBe(CODES.badInput);
    expect(badPhone.data.fields[0].field).toBe('phone');
    const noPhone = await regis(t, { courseId: paid, email, phone: '' });
    expect(noPhone.data.fields[0].field).toBe('phone');
  });
});
