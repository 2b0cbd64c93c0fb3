import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueStamp } from '../../../scripts/test-clock.mjs';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/**
 * Device cookies (issue 23 item 3; docs/decisions/platform.md, "Hardening"): a browser that signed in
 * before is counted on its own, so junk from its network and guesses at its address from anywhere
 * cannot shut it out; every other client is counted by IP and by address as before.
 */

const LOGIN = '/api/general/unauth/loginByEmail';
const NETWORK = 'Too many failed logins from your network; please try again in 15 minutes';
const ADDRESS =
  'Too many failed logins for this e-mail; please try again in 15 minutes, or change the password with a code sent to this e-mail';

interface LoginAnswer {
  code: number;
  message: string;
  /** The device cookie's value when the answer set one. */
  device: string | null;
  setCookie: string | null;
}

async function login(
  t: TestApp,
  email: string,
  password: string,
  opts: { ip: string; device?: string | null },
): Promise<LoginAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.device ? { cookie: `bq_device=${opts.device}` } : {}),
    },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress: opts.ip,
  });
  const json = res.json();
  const header = res.headers['set-cookie'];
  const setCookie = (Array.isArray(header) ? header[0] : header) ?? null;
  const device = setCookie?.match(/^bq_device=([^;]+)/)?.[1] ?? null;
  return { code: json.code, message: json.message, device, setCookie };
}

/** Ten wrong passwords for `email`, each from another address: it is locked for unknown devices. */
async function lockFromElsewhere(t: TestApp, email: string, tag: number) {
  for (let i = 0; i < 10; i++) {
    const guess = await login(t, email, `guess-${i}`, { ip: `198.51.${tag}.${i + 1}` });
    expect(guess.code).toBe(400);
    expect(guess.device).toBeNull();
  }
}

let t: TestApp;
beforeAll(async () => {
  // 20 per client IP rather than 50: fewer scrypt hashes before the cap, the same behaviour.
  t = await startApp({ LOGIN_IP_MAX_FAILURES: '20' });
});
afterAll(() => t?.close());

describe('a known browser', () => {
  it('gets an HttpOnly, SameSite=Strict cookie scoped to the login call', async () => {
    const first = await login(t, 'approver@bq.example.com', DEMO_PASSWORD, { ip: '192.0.2.9' });
    expect(first.code).toBe(200);
    expect(first.setCookie).toMatch(
      /^bq_device=v1\.\d+\.[\w-]+\.\d+\.[\w-]+; Max-Age=15552000; Path=\/api\/general\/unauth\/loginByEmail; HttpOnly; SameSite=Strict$/,
    );
    const wrong = await login(t, 'approver@bq.example.com', 'not-it', { ip: '192.0.2.9' });
    expect(wrong).toMatchObject({ code: 400, device: null });
  });

  it('still logs in after 60 junk logins from its own address, where an unknown device is refused', async () => {
    const ip = '203.0.113.77';
    const victim = 'agent@bq.example.com';
    const known = await login(t, victim, DEMO_PASSWORD, { ip });
    expect(known.device).toBeTruthy();
    const codes = new Set<number>();
    for (let i = 0; i < 60; i++) {
      // Random addresses, and every fourth one the victim's, all with wrong passwords.
      const email = i % 4 === 0 ? victim : `junk${i}.${Math.random().toString(36).slice(2)}@ex.org`;
      const junk = await login(t, email, `wrong-${Math.random()}`, { ip });
      codes.add(junk.code);
    }
    expect([...codes].sort()).toEqual([400, 429]); // the network was refused part way
    const unknown = await login(t, victim, DEMO_PASSWORD, { ip });
    expect(unknown).toMatchObject({ code: 429, message: NETWORK, device: null });
    const back = await login(t, victim, DEMO_PASSWORD, { ip, device: known.device });
    expect(back.code, back.message).toBe(200);
    expect(back.device).toBeTruthy();
    expect(back.device).not.toBe(known.device); // a fresh cookie each time
  }, 120_000);

  it('is not locked by wrong passwords for its address from elsewhere', async () => {
    const email = 'mentor@bq.example.com';
    const known = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.20' });
    await lockFromElsewhere(t, email, 1);
    const unknown = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.21' });
    expect(unknown).toMatchObject({ code: 429, message: ADDRESS });
    const back = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.20', device: known.device });
    expect(back.code, back.message).toBe(200);
  });

  it('has a limit of its own, which lifts when the window passes', async () => {
    const email = 'multi@bq.example.com';
    const known = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.30' });
    for (let i = 0; i < 10; i++) {
      const wrong = await login(t, email, `typo-${i}`, { ip: '192.0.2.30', device: known.device });
      expect(wrong.code).toBe(400);
    }
    const refused = await login(t, email, DEMO_PASSWORD, {
      ip: '192.0.2.30',
      device: known.device,
    });
    expect(refused).toMatchObject({
      code: 429,
      message:
        'Too many failed logins from this browser; please try again in 15 minutes, or change the password with a code sent to this e-mail',
    });
    // Its failures were its own: the address and the network were not counted.
    const other = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.30' });
    expect(other.code, other.message).toBe(200);
    t.clock.now += 15 * 60_000 + 1;
    const later = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.30', device: known.device });
    expect(later.code, later.message).toBe(200);
  });
});

describe('a cookie that does not make a browser known', () => {
  it('tampered, forged, or another account’s: counted as an unknown device', async () => {
    const email = 'lecturer@bq.example.com';
    const mine = (await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.40' })).device ?? '';
    const theirs = (await login(t, 'norole@bq.example.com', DEMO_PASSWORD, { ip: '192.0.2.41' }))
      .device;
    await lockFromElsewhere(t, email, 2);
    const parts = mine.split('.');
    const userId = parts[1] ?? '';
    const tampered = [
      `${mine.slice(0, -2)}${mine.endsWith('AA') ? 'BB' : 'AA'}`, // another MAC
      [parts[0], parts[1], 'attackerNonce', parts[3], parts[4]].join('.'), // another nonce
      [parts[0], String(Number(userId) + 1), ...parts.slice(2)].join('.'), // another account
      `v1.${userId}.abc.${Math.floor(t.clock.now / 1000)}.forged`,
      theirs,
      'garbage',
    ];
    for (const device of tampered) {
      const answer = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.40', device });
      expect(answer, String(device)).toMatchObject({ code: 429, message: ADDRESS });
    }
    const genuine = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.40', device: mine });
    expect(genuine.code, genuine.message).toBe(200);
  });

  it('issued before a password change: unknown from then on', async () => {
    const email = 'finance@bq.example.com';
    const old = (await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.50' })).device;
    const token = await sessionFor(t, email);
    const changed = await call(
      t.app,
      'general/user/updatePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'a-new-long-password' },
      { token },
    );
    expect(changed.code, changed.message).toBe(200);
    await lockFromElsewhere(t, email, 3);
    const stale = await login(t, email, 'a-new-long-password', { ip: '192.0.2.50', device: old });
    expect(stale).toMatchObject({ code: 429, message: ADDRESS });
  });

  it('older than DEVICE_COOKIE_DAYS: unknown', async () => {
    const email = 'agent.noboard@bq.example.com';
    const known = (await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.60' })).device;
    t.clock.now += 180 * 86_400_000;
    await lockFromElsewhere(t, email, 4);
    const expired = await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.60', device: known });
    expect(expired).toMatchObject({ code: 429, message: ADDRESS });
  });
});

describe('the key that signs the cookies', () => {
  it('DEVICE_COOKIE_SECRET is 32 characters or more', () => {
    expect(() => testConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow(/at least 32/);
    expect(testConfig({ DEVICE_COOKIE_SECRET: 'x'.repeat(32) }).deviceCookieSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('is shared by every server on the database, and set by DEVICE_COOKIE_SECRET when given', async () => {
    const email = 'tourist@bq.example.com';
    const known = (await login(t, email, DEMO_PASSWORD, { ip: '192.0.2.70' })).device;
    await lockFromElsewhere(t, email, 5);
    const start = (env: Record<string, string> = {}) =>
      buildApp({
        config: testConfig(env),
        database: t.database,
        now: () => new Date(t.clock.now),
        logger: false,
      });
    const other = await start();
    const keyed = await start({ DEVICE_COOKIE_SECRET: 'k'.repeat(40) });
    try {
      // Another key: a cookie signed with the database's is unknown there.
      const elsewhere = await login({ ...t, app: keyed }, email, DEMO_PASSWORD, {
        ip: '192.0.2.70',
        device: known,
      });
      expect(elsewhere).toMatchObject({ code: 429, message: ADDRESS });
      const there = await login({ ...t, app: other }, email, DEMO_PASSWORD, {
        ip: '192.0.2.70',
        device: known,
      });
      expect(there.code, there.message).toBe(200);
    } finally {
      await other.close();
      await keyed.close();
    }
  });
  it('a registration makes a known device, on a server that has not read the key yet', async () => {
    // Its first cookie reads the key after the registration's transaction: on PGlite's single
    // connection, reading it inside would wait for that transaction forever.
    const fresh = await buildApp({
      config: testConfig({ CODE_IP_HOURLY_LIMIT: '100' }),
      database: t.database,
      now: () => new Date(t.clock.now),
      logger: false,
    });
    try {
      const email = `device.${uniqueStamp()}@example.com`;
      const sent = await call(fresh, 'general/unauth/sendEmailVerificationCode', {
        email,
        type: 1,
      });
      expect(sent.code, sent.message).toBe(200);
      const { code } = (await call(fresh, 'general/test/latestOutbox', { email })).data;
      const res = await fresh.inject({
        method: 'POST',
        url: '/api/general/unauth/registerByEmailAndCode',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          email,
          code,
          password: 'a-long-password',
          name: 'D',
        }).toString(),
        remoteAddress: '192.0.2.80',
      });
      expect(res.json().code, res.json().message).toBe(200);
      const device = String(res.headers['set-cookie']).match(/^bq_device=([^;]+)/)?.[1];
      await lockFromElsewhere(t, email, 6);
      const back = await login(t, email, 'a-long-password', { ip: '192.0.2.80', device });
      expect(back.code, back.message).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
