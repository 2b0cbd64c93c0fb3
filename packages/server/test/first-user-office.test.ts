import { CODES } from '@bq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../src/db/schema-people.js';
import { FEED_MISS_LIMIT } from '../src/domain/calendar/feed.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { confirmLink, linkTokenFor, newCourse, regis } from './institute-helpers.js';

/** The office's rules as a new user meets them (issue 48): the blacklist, the calendar feed. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const block = (value: string) =>
  call(
    t.app,
    'bq/blackList/add',
    { kind: 'domain', value, reason: 'Registrations from a spam service' },
    { token: admin },
  );

describe('first-user office: the blacklist covers the public course hall', () => {
  it('refuses a listed domain at the hall, and at the link of a request made before the entry', async () => {
    const courseId = await newCourse(t, admin, { titleEn: 'Free open house', seats: 5 });
    // Asked before the domain is listed: the mail goes out.
    const early = await regis(t, { courseId, email: 'early@spammer-mail.com' });
    expect(early.code, early.message).toBe(CODES.ok);
    const earlyLink = await linkTokenFor(t, 'early@spammer-mail.com');

    expect((await block('spammer-mail.com')).code).toBe(CODES.ok);
    const refused = await regis(t, { courseId, email: 'visitor@spammer-mail.com' });
    expect(refused.code).toBe(CODES.forbidden);
    expect(refused.message).toBe('This request cannot be completed. Please contact the office.');
    // The same words the login page's registration gives for the same domain.
    const code = await call(t.app, 'general/unauth/sendEmailVerificationCode', {
      email: 'visitor@spammer-mail.com',
      type: 1,
    });
    expect(code.message).toBe(refused.message);

    // The early request's link takes no seat now.
    const confirmed = await confirmLink(t, earlyLink);
    expect(confirmed.code).toBe(CODES.forbidden);
    const list = await call(
      t.app,
      'bq/registration/list',
      { courseId, pageSize: 100 },
      { token: admin },
    );
    expect(JSON.stringify(list.data)).not.toMatch(/spammer-mail/);
    // Another domain still registers.
    expect((await regis(t, { courseId, email: 'olive@example.com' })).code).toBe(CODES.ok);
  });
});

const feedGet = (url: string, ip: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: ip });

describe('first-user calendar: a valid feed keeps working for an office behind one address', () => {
  it('throttles only wrong addresses, outlives a sign-out, and ends when the agent leaves', async () => {
    const agent = await sessionFor(t, 'agent.noboard@bq.example.com');
    const made = await call(t.app, 'bq/calendar/renewFeed', {}, { token: agent });
    expect(made.code, made.message).toBe(CODES.ok);
    const url = made.data.url as string;
    const office = '192.0.2.10';
    const stale = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${'C'.repeat(43)}.ics`);
    for (let i = 0; i < FEED_MISS_LIMIT; i++)
      expect((await feedGet(stale, office)).statusCode).toBe(404);
    expect((await feedGet(stale, office)).statusCode).toBe(429);
    // The office's valid subscriptions go on answering.
    const valid = await feedGet(url, office);
    expect(valid.statusCode).toBe(200);
    expect(valid.body.startsWith('BEGIN:VCALENDAR')).toBe(true);

    // Signing out ends the session, not the subscription.
    expect((await call(t.app, 'general/user/logout', {}, { token: agent })).code).toBe(CODES.ok);
    expect((await feedGet(url, '192.0.2.11')).statusCode).toBe(200);

    // The agent leaves the office: the feed ends with the relationship.
    const [who] = await t.database.db
      .execute<{ id: number }>(
        sql`SELECT id FROM users WHERE email = 'agent.noboard@bq.example.com'`,
      )
      .then((r) => r.rows);
    await t.database.db
      .update(agents)
      .set({ relStatus: 0 })
      .where(eq(agents.userId, Number(who?.id)));
    expect((await feedGet(url, '192.0.2.11')).statusCode).toBe(404);
  });
});
