import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { confirmLink, linkTokenFor, newCourse, regis } from './institute-helpers.js';

/** The office's rules as a new user meets them (issue 48): the blacklist in the course hall. */

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
