import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp, uniqueEmail } from './helpers.js';
import {
  cancelLink,
  confirmLink,
  latestMail,
  linkTokenFor,
  newCourse,
  newUser,
  regis,
  regisConfirmed,
  register,
} from './institute-helpers.js';

// Public registration by double opt-in (issue 23 item 2), with the default limits: 10 requests
// per course per client IP and 3 per e-mail in 10 minutes, 5 unconfirmed per client IP, links
// valid 24 hours.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const PENDING_CAP =
  'Too many unconfirmed registrations for this course from your network: confirm them with the links in their mails, or try again in 24 hours';
const BY_NETWORK =
  'Too many registrations for this course from your network; please try again in 10 minutes';
const BY_EMAIL =
  'Too many registrations for this course with this e-mail; please try again in 10 minutes';

const seatsOf = async (id: number) =>
  (await call(t.app, 'bq/course/hallDetail', { id })).data as {
    seatsTaken: number;
    waitlisted: number;
  };

describe('public registration holds nothing until the mail link is clicked', () => {
  it('100 registrations from one client take no seat and are throttled; a member then gets a seat', async () => {
    const id = await newCourse(t, admin, { seats: 5, titleEn: 'Flooded' });
    const ip = '203.0.113.7';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        regis(t, { courseId: id, email: `bot${i}.${id}@example.com`, name: `Bot ${i}` }, ip),
      ),
    );
    const accepted = answers.filter((a) => a.code === CODES.ok);
    expect(accepted).toHaveLength(5);
    const refused = answers.filter((a) => a.code !== CODES.ok);
    expect(refused).toHaveLength(95);
    for (const a of refused) {
      expect(a.code).toBe(CODES.tooMany);
      expect(a.message).toBe(PENDING_CAP);
    }
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 0, waitlisted: 0 });
    const list = await call(t.app, 'bq/registration/list', { courseId: id }, { token: admin });
    expect(list.data.list).toEqual([]);
    const member = await newUser(t, 'Agent', 'Real Agent');
    expect((await register(t, id, member.token)).data).toMatchObject({
      status: 'enrolled',
      position: null,
    });
    // Another client is not held back by the flood.
    const mine = await regisConfirmed(
      t,
      { courseId: id, email: uniqueEmail('real') },
      '198.51.100.2',
    );
    expect(mine.data).toMatchObject({ status: 'enrolled', courseTitleEn: 'Flooded' });
  });

  it('once the unconfirmed ones are confirmed, a client gets 10 requests per course in 10 minutes', async () => {
    const id = await newCourse(t, admin, { seats: 50, titleEn: 'Busy' });
    const ip = '203.0.113.8';
    for (let i = 0; i < 10; i++) {
      const done = await regisConfirmed(t, { courseId: id, email: uniqueEmail(`n${i}`) }, ip);
      expect(done.data.status).toBe('enrolled');
    }
    const over = await regis(t, { courseId: id, email: uniqueEmail('n10') }, ip);
    expect([over.status, over.code, over.message]).toEqual([200, CODES.tooMany, BY_NETWORK]);
    // Another course is counted on its own.
    const other = await newCourse(t, admin, { titleEn: 'Quiet' });
    expect((await regis(t, { courseId: other, email: uniqueEmail('q') }, ip)).code).toBe(CODES.ok);
    t.clock.now += 10 * MINUTE;
    expect((await regis(t, { courseId: id, email: uniqueEmail('n11') }, ip)).code).toBe(CODES.ok);
  });

  it('an e-mail gets 3 requests per course in 10 minutes, whatever its case or client', async () => {
    const id = await newCourse(t, admin, { titleEn: 'Mailbox' });
    const email = uniqueEmail('Inbox');
    const spellings = [email, email.toUpperCase(), email.toLowerCase()];
    for (const [i, spelling] of spellings.entries()) {
      expect((await regis(t, { courseId: id, email: spelling }, `192.0.2.${i + 1}`)).code).toBe(
        CODES.ok,
      );
    }
    const over = await regis(t, { courseId: id, email }, '192.0.2.9');
    expect([over.code, over.message]).toEqual([CODES.tooMany, BY_EMAIL]);
    t.clock.now += 10 * MINUTE;
    expect((await regis(t, { courseId: id, email }, '192.0.2.9')).code).toBe(CODES.ok);
  });

  it('the links work without signing in: confirm takes the seat, cancel gives it to the next', async () => {
    const id = await newCourse(t, admin, { seats: 1, titleEn: 'One seat', titleZh: '一个座位' });
    const olive = uniqueEmail('olive');
    expect((await regis(t, { courseId: id, email: olive, languageType: 1 })).data).toEqual({
      mailed: true,
    });
    const mail = await latestMail(t, olive);
    expect(mail.subject).toBe('请确认报名：一个座位');
    expect(mail.body).toContain('http://127.0.0.1:8080/#/bq-institute-tourist/cancel/');
    const oliveToken = await linkTokenFor(t, olive);
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 0 });
    const seat = await confirmLink(t, oliveToken);
    expect(seat.data).toEqual({
      courseId: id,
      courseTitleZh: '一个座位',
      courseTitleEn: 'One seat',
      status: 'enrolled',
      position: null,
    });
    // A second click says the same.
    expect((await confirmLink(t, oliveToken)).data.status).toBe('enrolled');
    const oscar = uniqueEmail('oscar');
    await regis(t, { courseId: id, email: oscar, name: 'Oscar' });
    const oscarToken = await linkTokenFor(t, oscar);
    expect((await confirmLink(t, oscarToken)).data).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    const gone = await cancelLink(t, oliveToken);
    expect(gone.data).toMatchObject({ status: 'cancelled', position: null });
    expect((await cancelLink(t, oliveToken)).data.status).toBe('cancelled');
    expect((await confirmLink(t, oscarToken)).data.status).toBe('enrolled');
    const told = await latestMail(t, oscar);
    expect(told.subject).toBe('A seat in One seat');
    const again = await confirmLink(t, oliveToken);
    expect([again.code, again.message]).toEqual([
      CODES.conflict,
      'This registration was cancelled; to take part, register again from the course page',
    ]);
    // Cancelled before confirming: it never held anything.
    const pia = uniqueEmail('pia');
    await regis(t, { courseId: id, email: pia });
    const piaToken = await linkTokenFor(t, pia);
    expect((await cancelLink(t, piaToken)).data.status).toBe('cancelled');
    expect((await confirmLink(t, piaToken)).code).toBe(CODES.conflict);
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 1, waitlisted: 0 });
  });

  it('a registered and an unregistered address get the same answer; the mail says which', async () => {
    const id = await newCourse(t, admin, { titleEn: 'Same answer' });
    const known = uniqueEmail('Known');
    expect((await regisConfirmed(t, { courseId: id, email: known })).data.status).toBe('enrolled');
    const fresh = uniqueEmail('fresh');
    const shape = (a: Awaited<ReturnType<typeof regis>>) => [a.status, a.code, a.message, a.data];
    const forKnown = await regis(t, { courseId: id, email: known.toLowerCase() }, '192.0.2.50');
    const forFresh = await regis(t, { courseId: id, email: fresh }, '192.0.2.51');
    expect(shape(forKnown)).toEqual(shape(forFresh));
    expect(shape(forFresh)).toEqual([200, CODES.ok, 'success', { mailed: true }]);
    const toKnown = await latestMail(t, known.toLowerCase());
    expect(toKnown.subject).toBe('You are already registered: Same answer');
    expect(toKnown.body).toContain('nothing has changed');
    const toFresh = await latestMail(t, fresh);
    expect(toFresh.subject).toBe('Confirm your registration: Same answer');
    // The "already registered" mail's cancel link gives up the place too.
    const token = /cancel\/([A-Za-z0-9_-]+)/.exec(toKnown.body)?.[1] ?? '';
    expect((await cancelLink(t, token)).data.status).toBe('cancelled');
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 0 });
  });

  it('two requests for one address in different cases confirm into one registration', async () => {
    const id = await newCourse(t, admin, { titleEn: 'Twice' });
    const email = uniqueEmail('Twin');
    await regis(t, { courseId: id, email: email.toUpperCase() });
    const upper = await linkTokenFor(t, email.toUpperCase());
    await regis(t, { courseId: id, email: email.toLowerCase() });
    const lower = await linkTokenFor(t, email.toLowerCase());
    expect((await confirmLink(t, upper)).data.status).toBe('enrolled');
    expect((await confirmLink(t, lower)).data.status).toBe('enrolled');
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 1 });
  });

  it('an account made with the address takes its visitor seat; a request still pending confirms into it', async () => {
    const id = await newCourse(t, admin, { titleEn: 'Joined later' });
    // The visitor's address keeps its case; the account's is the same mailbox.
    const email = uniqueEmail('Rosa');
    await regis(t, { courseId: id, email }, '192.0.2.90');
    const pending = await linkTokenFor(t, email);
    expect((await regisConfirmed(t, { courseId: id, email }, '192.0.2.91')).data.status).toBe(
      'enrolled',
    );
    await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 1 });
    const { code } = (await call(t.app, 'general/test/latestOutbox', { email })).data;
    const account = await call(t.app, 'general/unauth/registerByEmailAndCode', {
      email,
      code,
      password: 'a-long-password',
      name: 'Rosa Visitor',
    });
    expect(account.code).toBe(CODES.ok);
    const token = account.data.token as string;
    const mine = async () =>
      (await call(t.app, 'bq/registration/mine', {}, { token })).data.list as {
        status: string;
        course: { id: number };
      }[];
    expect(await mine()).toEqual([
      expect.objectContaining({ status: 'enrolled', course: expect.objectContaining({ id }) }),
    ]);
    // The older request's link joins the seat the account now holds: still one seat.
    expect((await confirmLink(t, pending)).data.status).toBe('enrolled');
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 1 });
    expect(await mine()).toHaveLength(1);
    // Registering as the account says it holds the seat already.
    expect((await register(t, id, token)).code).toBe(CODES.conflict);
  });

  it('a link past its 24 hours is refused with a clear message; a made-up one is not found', async () => {
    const id = await newCourse(t, admin, { titleEn: 'Late' });
    const email = uniqueEmail('late');
    await regis(t, { courseId: id, email }, '192.0.2.77');
    const token = await linkTokenFor(t, email);
    t.clock.now += 24 * 60 * MINUTE;
    const late = await confirmLink(t, token);
    expect([late.code, late.message]).toEqual([
      CODES.conflict,
      'This confirmation link has expired; please register again from the course page',
    ]);
    expect(await seatsOf(id)).toMatchObject({ seatsTaken: 0, waitlisted: 0 });
    const madeUp = await confirmLink(t, 'x'.repeat(43));
    expect([madeUp.code, madeUp.message]).toEqual([
      CODES.notFound,
      'This link is not valid; open the whole link from the mail again',
    ]);
    expect((await cancelLink(t, 'nope')).code).toBe(CODES.notFound);
    // An expired request no longer counts against its client: registering again works.
    expect((await regis(t, { courseId: id, email }, '192.0.2.77')).code).toBe(CODES.ok);
    expect((await confirmLink(t, await linkTokenFor(t, email))).data.status).toBe('enrolled');
  });
});
