import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDate } from '../../../scripts/test-clock.mjs';
import { hashPassword } from '../src/auth/crypto.js';
import { businessDay } from '../src/clock/business-clock.js';
import { users } from '../src/db/schema.js';
import { addDays } from '../src/domain/calendar/days.js';
import { FEED_MISS_LIMIT } from '../src/domain/calendar/feed.js';
import { feedText } from '../src/domain/calendar/ics.js';
import { tc } from './cases-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse, newUser, register } from './institute-helpers.js';
import { TEST_PASSWORD_COST } from './password-cost.js';

/**
 * The calendar (issue 28 items 4–6): what concerns each person in a range (their own cases only,
 * sessions they attend, approvals due, office events), the private .ics feed (its secret the only
 * credential; renewed, revoked and ended by a password change; RFC 5545 text with whole-day
 * dates, zoned times and stable UIDs) and the administrators' office events.
 */

let t: TestApp;
let agent: string;
let mentor: string;
let admin: string;
let approver: string;
let caseId: number;
let courseId: number;

// 10:00–12:00 in California on 1 June 2027 (daylight time, UTC−7).
const SESSION = {
  startsAt: '2027-06-01T17:00:00Z',
  endsAt: '2027-06-01T19:00:00Z',
  place: 'Room 3, 100 Market St',
};

beforeAll(async () => {
  t = await startApp();
  // A fixed "today", so the feed's window (a quarter back, a year ahead) holds the dates below.
  t.clock.now = Date.parse('2027-05-01T19:00:00Z');
  agent = await sessionFor(t, 'agent@bq.example.com');
  mentor = await sessionFor(t, 'mentor@bq.example.com');
  admin = await sessionFor(t, 'admin@bq.example.com');
  approver = await sessionFor(t, 'approver@bq.example.com');
  const created = await tc(t.app, 'create', agent, { type: 1, purchaseKind: 'resale' });
  expect(created.code, created.message).toBe(CODES.ok);
  caseId = created.data.id;
  const saved = await tc(t.app, 'saveDraft', agent, {
    id: caseId,
    address: { street: '77 Calendar Way', unit: '', city: 'San Jose', state: 'CA', zip: '95112' },
    acceptanceDate: '2027-05-20',
    closeOfEscrowDate: '2027-06-15',
  });
  expect(saved.code, saved.message).toBe(CODES.ok);
  courseId = await newCourse(t, admin, { titleEn: 'Escrow for agents', sessions: [SESSION] });
  expect((await register(t, courseId, agent)).code).toBe(CODES.ok);
});
afterAll(() => t?.close());

const events = (token: string, from = '2027-05-01', to = '2027-06-30') =>
  call(t.app, 'bq/calendar/events', { from, to }, { token });
const feedGet = (url: string, ip = '203.0.113.9') =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: ip });
const renew = async (token: string) => {
  const made = await call(t.app, 'bq/calendar/renewFeed', {}, { token });
  expect(made.code, made.message).toBe(CODES.ok);
  return made.data.url as string;
};

describe('events', () => {
  it("shows the person's own case dates and sessions, each linking to its page", async () => {
    const answer = await events(agent);
    expect(answer.code, answer.message).toBe(CODES.ok);
    const mine = answer.data.events.filter((e: { uid: string }) =>
      e.uid.startsWith(`case-${caseId}-`),
    );
    expect(mine.map((e: { kind: string; startDate: string }) => [e.kind, e.startDate])).toEqual([
      ['acceptance', '2027-05-20'],
      ['closeOfEscrow', '2027-06-15'],
    ]);
    expect(mine[1]).toMatchObject({
      allDay: true,
      endDate: '2027-06-15',
      timeZone: null,
      title: 'Close of escrow: 77 Calendar Way',
      link: `/transaction/purchase-not-process?id=${caseId}`,
    });
    const session = answer.data.events.find(
      (e: { kind: string; link: string }) =>
        e.kind === 'courseSession' && e.link.endsWith(`/${courseId}`),
    );
    expect(session).toMatchObject({
      title: 'Escrow for agents',
      allDay: false,
      startsAt: '2027-06-01T17:00:00.000Z',
      endsAt: '2027-06-01T19:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      link: `/bq-institute/course-hall/detail/offline/${courseId}`,
    });
    expect(answer.data.mayManageOffice).toBe(false);
  });

  it("never shows another agent's cases, and keeps to the range", async () => {
    const other = await events(mentor);
    expect(other.code).toBe(CODES.ok);
    expect(
      other.data.events.some((e: { uid: string }) => e.uid.startsWith(`case-${caseId}-`)),
    ).toBe(false);
    const before = await events(agent, '2027-06-16', '2027-06-30');
    expect(
      before.data.events.some((e: { uid: string }) => e.uid.startsWith(`case-${caseId}-`)),
    ).toBe(false);
  });

  it('refuses an inverted or too wide range, and a role without the page', async () => {
    expect((await events(agent, '2027-06-30', '2027-06-01')).code).toBe(CODES.badInput);
    expect((await events(agent, '2027-01-01', '2027-12-31')).code).toBe(CODES.badInput);
    const nobody = await sessionFor(t, 'norole@bq.example.com');
    expect((await events(nobody)).code).toBe(CODES.forbidden);
  });

  it("counts an approver's applications due by day, linking to the queue", async () => {
    // The seed submits the demo applications a day apart, ending on the day it ran.
    const seeded = businessDay(testDate());
    const answer = await call(
      t.app,
      'bq/calendar/events',
      { from: addDays(seeded, -60), to: addDays(seeded, 20) },
      { token: approver },
    );
    expect(answer.code, answer.message).toBe(CODES.ok);
    const due = answer.data.events.filter((e: { kind: string }) => e.kind === 'approvalsDue');
    expect(due.length).toBeGreaterThan(0);
    expect(new Set(due.map((e: { startDate: string }) => e.startDate)).size).toBe(due.length);
    for (const e of due) {
      expect(e.title).toMatch(/^\d+ approvals? due$/);
      expect(e.link).toBe('/approval/examine/index');
    }
  });
});

describe('office events', () => {
  it('are written by administrators only, and a stale edit is refused', async () => {
    const body = {
      title: 'Office closed: Independence Day',
      allDay: true,
      startDate: '2027-07-05',
      endDate: '2027-07-05',
    };
    const refused = await call(t.app, 'bq/calendar/saveOfficeEvent', body, json(agent));
    expect(refused.code).toBe(CODES.forbidden);
    const made = await call(t.app, 'bq/calendar/saveOfficeEvent', body, json(admin));
    expect(made.code, made.message).toBe(CODES.ok);
    const { id, sequence } = made.data;
    const moved = await call(
      t.app,
      'bq/calendar/saveOfficeEvent',
      { ...body, id, sequence, startDate: '2027-07-04', endDate: '2027-07-05' },
      json(admin),
    );
    expect(moved.data.sequence).toBe(sequence + 1);
    const stale = await call(
      t.app,
      'bq/calendar/saveOfficeEvent',
      { ...body, id, sequence },
      json(admin),
    );
    expect(stale.code).toBe(CODES.conflict);
    const seen = await events(agent, '2027-07-01', '2027-07-31');
    expect(seen.data.events).toContainEqual(
      expect.objectContaining({
        uid: `office-${id}@calendar.bq-portal`,
        startDate: '2027-07-04',
        endDate: '2027-07-05',
        sequence: sequence + 1,
      }),
    );
    const timed = await call(
      t.app,
      'bq/calendar/saveOfficeEvent',
      { title: 'Sales meeting', allDay: false, startsAt: '2027-07-05T17:00:00Z' },
      json(admin),
    );
    expect(timed.code).toBe(CODES.badInput);
    expect(timed.data.fields).toContainEqual(expect.objectContaining({ field: 'endsAt' }));
    expect(
      (await call(t.app, 'bq/calendar/removeOfficeEvent', { id }, { token: admin })).code,
    ).toBe(CODES.ok);
    expect(
      (await call(t.app, 'bq/calendar/removeOfficeEvent', { id }, { token: admin })).code,
    ).toBe(CODES.notFound);
  });
});

describe('the feed', () => {
  it('answers RFC 5545 text without a login, with whole-day dates, zoned times and stable UIDs', async () => {
    const url = await renew(agent);
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await feedGet(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBeUndefined();
    const text = first.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    expect(text).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n');
    const coe = vevent(text, `case-${caseId}-closeOfEscrow@calendar.bq-portal`);
    expect(coe).toContain('\r\nDTSTART;VALUE=DATE:20270615\r\n');
    expect(coe).toContain('\r\nDTEND;VALUE=DATE:20270616\r\n');
    expect(coe).toMatch(/\r\nSEQUENCE:\d+\r\n/);
    expect(coe).toContain(`\r\nURL:http://`);
    const session = text
      .split('BEGIN:VEVENT')
      .find((e) => e.includes(`/course-hall/detail/offline/${courseId}`));
    expect(session).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20270601T100000\r\n');
    expect(session).toContain('\r\nDTEND;TZID=America/Los_Angeles:20270601T120000\r\n');
    // Fetched again later, every event keeps its UID.
    t.clock.now += 60_000;
    const again = await feedGet(url);
    expect(uids(again.body)).toEqual(uids(text));
    const status = await call(t.app, 'bq/calendar/feedStatus', {}, { token: agent });
    expect(status.data.active).toBe(true);
  });

  it('works only with its secret: a wrong one is a bare 404, and renewing ends the old', async () => {
    const url = await renew(mentor);
    expect((await feedGet(url)).statusCode).toBe(200);
    const wrong = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'A'.repeat(43)}.ics`);
    const missed = await feedGet(wrong);
    expect(missed.statusCode).toBe(404);
    expect(missed.body).toBe('Not found');
    const renewed = await renew(mentor);
    expect(renewed).not.toBe(url);
    expect((await feedGet(url)).statusCode).toBe(404);
    expect((await feedGet(renewed)).statusCode).toBe(200);
    expect((await call(t.app, 'bq/calendar/revokeFeed', {}, { token: mentor })).code).toBe(
      CODES.ok,
    );
    expect((await feedGet(renewed)).statusCode).toBe(404);
    const status = await call(t.app, 'bq/calendar/feedStatus', {}, { token: mentor });
    expect(status.data).toEqual({ active: false, createdAt: null });
  });

  it('dies with a password change', async () => {
    const person = await newUser(t, 'Agent', 'Pat Password');
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('old-password-2027', TEST_PASSWORD_COST) })
      .where(eq(users.id, person.id));
    const url = await renew(person.token);
    expect((await feedGet(url)).statusCode).toBe(200);
    const changed = await call(
      t.app,
      'general/user/updatePassword',
      { oldPassword: 'old-password-2027', newPassword: 'new-password-2027' },
      { token: person.token },
    );
    expect(changed.code, changed.message).toBe(CODES.ok);
    expect((await feedGet(url)).statusCode).toBe(404);
    const again = await sessionFor(t, person.email);
    const status = await call(t.app, 'bq/calendar/feedStatus', {}, { token: again });
    expect(status.data.active).toBe(false);
  });

  it('refuses a client that keeps guessing, and only its guesses', async () => {
    const url = await renew(agent);
    const ip = '198.51.100.77';
    const guess = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'B'.repeat(43)}.ics`);
    for (let i = 0; i < FEED_MISS_LIMIT; i++)
      expect((await feedGet(guess, ip)).statusCode).toBe(404);
    expect((await feedGet(guess, ip)).statusCode).toBe(429);
    expect((await feedGet(url, ip)).statusCode).toBe(200);
    expect((await feedGet(url, '198.51.100.78')).statusCode).toBe(200);
  });
});

describe('feed text', () => {
  it('escapes TEXT, folds long lines at 75 octets and leaves the URL unescaped', () => {
    const text = feedText(
      [
        {
          uid: 'office-1@calendar.bq-portal',
          kind: 'office',
          title: `Training; bring laptops, chargers\\notes ${'长'.repeat(40)}`,
          location: '',
          description: 'Line one\nline two',
          allDay: true,
          startDate: '2027-12-31',
          endDate: '2027-12-31',
          startsAt: null,
          endsAt: null,
          timeZone: null,
          sequence: 2,
          link: '/calendar/index?view=month&date=2027-12-31',
          officeEventId: 1,
        },
      ],
      {
        name: 'BQ Portal: Test',
        now: new Date('2027-05-01T19:00:00Z'),
        portalBase: 'https://bq.example.com',
      },
    );
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Training\\; bring laptops\\, chargers\\\\notes 长');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nline two');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20280101');
    expect(unfolded).toContain(
      'URL:https://bq.example.com/#/calendar/index?view=month&date=2027-12-31',
    );
    expect(unfolded).toContain('SEQUENCE:2');
  });
});

describe('zoned times', () => {
  it('writes an instant as the California wall clock of its own season', () => {
    const at = (startsAt: string, endsAt: string) =>
      feedText(
        [
          {
            uid: 'session-1@calendar.bq-portal',
            kind: 'courseSession',
            title: 'Winter session',
            location: '',
            description: '',
            allDay: false,
            startDate: null,
            endDate: null,
            startsAt,
            endsAt,
            timeZone: 'America/Los_Angeles',
            sequence: 0,
            link: '/bq-institute/course-hall/detail/offline/1',
            officeEventId: null,
          },
        ],
        { name: 'x', now: new Date('2027-01-01T00:00:00Z'), portalBase: 'https://bq.example.com' },
      );
    // 17:00 UTC is 09:00 in January (PST, UTC-8) and 10:00 in June (PDT, UTC-7).
    expect(at('2027-01-11T17:00:00.000Z', '2027-01-11T19:00:00.000Z')).toContain(
      '\r\nDTSTART;TZID=America/Los_Angeles:20270111T090000\r\n',
    );
    expect(at('2027-06-01T17:00:00.000Z', '2027-06-01T19:00:00.000Z')).toContain(
      '\r\nDTEND;TZID=America/Los_Angeles:20270601T120000\r\n',
    );
  });
});

/** The VEVENT with this UID, from BEGIN to END. */
function vevent(text: string, uid: string): string {
  const found = text.split('BEGIN:VEVENT').find((e) => e.includes(`\r\nUID:${uid}\r\n`));
  if (!found) throw new Error(`no event ${uid} in the feed`);
  return found;
}

const uids = (text: string) => [...text.matchAll(/\r\nUID:([^\r]+)\r\n/g)].map((m) => m[1]);
