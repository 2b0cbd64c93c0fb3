import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApp, type TestApp, uniqueEmail } from './helpers.js';

/** sendEmailVerificationCode tells nobody which addresses are registered (issue 9 §5). */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CODE_IP_HOURLY_LIMIT: '6' });
});
afterAll(() => t?.close());

const send = (email: string, type: number, ip: string) =>
  call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type }, { ip });

describe('e-mail enumeration', () => {
  it('answers registered and unknown addresses alike for both purposes', async () => {
    const answers = [
      await send('agent@bq.example.com', 1, '203.0.113.1'),
      await send(uniqueEmail('new'), 1, '203.0.113.1'),
      await send('agent@bq.example.com', 2, '203.0.113.1'),
      await send(uniqueEmail('new'), 2, '203.0.113.1'),
    ];
    for (const a of answers)
      expect(a).toEqual({ status: 200, code: 200, message: 'success', data: null });
    const notice = await call(t.app, 'general/test/latestOutbox', {
      email: 'agent@bq.example.com',
    });
    expect(notice.data.code).not.toBeNull(); // the latest mail is the reset code
    // A second ask within a minute is throttled the same for both kinds of address.
    expect((await send('agent@bq.example.com', 1, '203.0.113.2')).code).toBe(429);
  });

  it('caps code requests per client IP, registered or not', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 6; i++) {
      const email = i % 2 === 0 ? uniqueEmail(`cap${i}`) : `nobody${i}@example.org`;
      expect((await send(email, 2, ip)).code).toBe(200);
    }
    const capped = await send(uniqueEmail('over'), 1, ip);
    expect(capped.code).toBe(429);
    expect(capped.message).toContain('network');
    expect((await send(uniqueEmail('other-ip'), 1, '203.0.113.10')).code).toBe(200);
  });
});
