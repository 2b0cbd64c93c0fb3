import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, seededDatabase, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/** Failed-login limits kept in the database (issue 9 §4; docs/decisions/platform.md, "Hardening"). */

const LOGIN = 'general/unauth/loginByEmail';

describe('the per-address lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ LOGIN_IP_MAX_FAILURES: '1000', CODE_IP_HOURLY_LIMIT: '100' });
  });
  afterAll(() => t?.close());

  it('cannot keep the owner out: a code from their mailbox lifts it at once', async () => {
    const email = 'finance@bq.example.com';
    for (let i = 0; i < 10; i++) {
      const guess = await call(
        t.app,
        LOGIN,
        { email, password: `guess-${i}` },
        { ip: `192.0.2.${i}` },
      );
      expect(guess.code).toBe(400);
    }
    const locked = await call(
      t.app,
      LOGIN,
      { email, password: DEMO_PASSWORD },
      { ip: '198.51.100.7' },
    );
    expect(locked.code).toBe(429);
    expect(locked.message).toContain('change the password with a code sent to this e-mail');

    // The owner asks for a code and sets the password (the same one is allowed).
    const sent = await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 2 });
    expect(sent.code).toBe(200);
    const code = (await call(t.app, 'general/test/latestOutbox', { email })).data.code;
    const changed = await call(t.app, 'general/unauth/changePasswordByEmailVerificationCode', {
      email,
      code,
      password: DEMO_PASSWORD,
    });
    expect(changed.code, changed.message).toBe(200);
    const back = await call(
      t.app,
      LOGIN,
      { email, password: DEMO_PASSWORD },
      { ip: '198.51.100.7' },
    );
    expect(back.code).toBe(200);
  });

  it('counts wrong old passwords in updatePassword like failed logins', async () => {
    const email = 'lecturer@bq.example.com';
    const token = await sessionFor(t, email);
    for (let i = 0; i < 10; i++) {
      const wrong = await call(
        t.app,
        'general/user/updatePassword',
        { oldPassword: `wrong-${i}-password`, newPassword: 'new-long-password' },
        { token },
      );
      expect(wrong.code).toBe(400);
    }
    const refused = await call(
      t.app,
      'general/user/updatePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'new-long-password' },
      { token },
    );
    expect(refused.code).toBe(429);
  });

  it('counts wrong codes of two-step sign-in like wrong passwords, checked before the code', async () => {
    const email = 'mentor@bq.example.com';
    const token = await sessionFor(t, email);
    const opts = { token, encoding: 'json' as const };
    const { secret } = (await call(t.app, 'general/twoStep/start', {}, opts)).data;
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const codeAt = (at: number) => app.generate({ timestamp: at });
    expect(
      (await call(t.app, 'general/twoStep/confirm', { code: codeAt(t.clock.now) }, opts)).code,
    ).toBe(200);
    const { data } = await call(t.app, LOGIN, { email, password: DEMO_PASSWORD });
    for (let i = 0; i < 10; i++) {
      const wrong = await call(
        t.app,
        'general/unauth/loginByCode',
        { challenge: data.challenge, code: '000000' },
        { ip: `192.0.2.${50 + i}` },
      );
      expect(wrong.code).toBe(400);
    }
    // The right code of the next step, and the password too: the address is locked for both.
    const right = await call(t.app, 'general/unauth/loginByCode', {
      challenge: data.challenge,
      code: codeAt(t.clock.now + 30_000),
    });
    expect(right.code).toBe(429);
    expect((await call(t.app, LOGIN, { email, password: DEMO_PASSWORD })).code).toBe(429);
  });

  it('counts wrong step-up codes of a signed-in session with the sign-in’s, checked before the code', async () => {
    const email = 'approver@bq.example.com';
    const token = await sessionFor(t, email);
    const opts = { token, encoding: 'json' as const };
    const { secret } = (await call(t.app, 'general/twoStep/start', {}, opts)).data;
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const codeAt = (at: number) => app.generate({ timestamp: at });
    expect(
      (await call(t.app, 'general/twoStep/confirm', { code: codeAt(t.clock.now) }, opts)).code,
    ).toBe(200);
    for (let i = 0; i < 10; i++) {
      const wrong = await call(
        t.app,
        'general/twoStep/stepUp',
        { code: '000000' },
        {
          ...opts,
          ip: `192.0.2.${80 + i}`,
        },
      );
      expect(wrong.code).toBe(400);
    }
    const right = { code: codeAt(t.clock.now + 30_000) };
    expect((await call(t.app, 'general/twoStep/stepUp', right, opts)).code).toBe(429);
    // The same address's sign-in is locked too: one count, whichever step guessed.
    expect((await call(t.app, LOGIN, { email, password: DEMO_PASSWORD })).code).toBe(429);
  });
});

describe('the per-client-IP cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ LOGIN_IP_MAX_FAILURES: '5' });
  });
  afterAll(() => t?.close());

  it('refuses a client after 5 failures with random addresses, other clients unaffected', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      const junk = await call(
        t.app,
        LOGIN,
        { email: `junk${i}@example.org`, password: 'x' },
        { ip },
      );
      expect(junk.code).toBe(400);
    }
    const capped = await call(
      t.app,
      LOGIN,
      { email: 'agent@bq.example.com', password: DEMO_PASSWORD },
      { ip },
    );
    expect(capped).toMatchObject({
      code: 429,
      message: 'Too many failed logins from your network; please try again in 15 minutes',
    });
    const other = await call(
      t.app,
      LOGIN,
      { email: 'agent@bq.example.com', password: DEMO_PASSWORD },
      { ip: '203.0.113.51' },
    );
    expect(other.code).toBe(200);
    t.clock.now += 15 * 60_000 + 1;
    const later = await call(
      t.app,
      LOGIN,
      { email: 'agent@bq.example.com', password: DEMO_PASSWORD },
      { ip },
    );
    expect(later.code).toBe(200);
  });
});

describe('counters in the database', () => {
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const clock = { now: TEST_NOW };
  const start = async () => {
    const app = await buildApp({
      config: testConfig({ LOGIN_MAX_FAILURES: '4', LOGIN_IP_MAX_FAILURES: '1000' }),
      database,
      now: () => new Date(clock.now),
      logger: false,
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = (await seededDatabase()).database;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('two servers on one database count together, and a restart forgives nothing', async () => {
    const email = 'mentor@bq.example.com';
    const one = await start();
    const two = await start();
    expect((await call(one, LOGIN, { email, password: 'wrong-1' })).code).toBe(400);
    expect((await call(two, LOGIN, { email, password: 'wrong-2' })).code).toBe(400);
    expect((await call(one, LOGIN, { email, password: 'wrong-3' })).code).toBe(400);
    await one.close();
    const restarted = await start();
    expect((await call(two, LOGIN, { email, password: 'wrong-4' })).code).toBe(400);
    // Four failures across two servers: both refuse now, the restarted one too.
    expect((await call(restarted, LOGIN, { email, password: DEMO_PASSWORD })).code).toBe(429);
    expect((await call(two, LOGIN, { email, password: DEMO_PASSWORD })).code).toBe(429);
  });
});
