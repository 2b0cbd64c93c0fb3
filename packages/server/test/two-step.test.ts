import { Writable } from 'node:stream';
import { CODES } from '@bq/contract';
import { asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import { twoStepEvents } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, login, seededDatabase, testConfig } from './helpers.js';

/**
 * Two-step sign-in with an authenticator app (docs/auth.md "Two-step sign-in"): enrol, sign in
 * with a code, a code refused on reuse, a recovery code once, turning off and an administrator's
 * reset, the policy by role, and a log that never holds the secret or a code. One app, the test
 * clock. The throttle on the code step is login-throttle.test.ts's.
 */

const LOGIN = 'general/unauth/loginByEmail';
const BY_CODE = 'general/unauth/loginByCode';
const json = { encoding: 'json' as const };

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const clock = { now: TEST_NOW };
const logged: string[] = [];
/** Everything secret the flows below handle: none of it may reach the log. */
const secrets: string[] = [];

beforeAll(async () => {
  database = (await seededDatabase()).database;
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    now: () => new Date(clock.now),
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const codeAt = (secret: string, at = clock.now) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** The next 30-second step: a fresh code that was never used. */
const nextStep = () => {
  clock.now += 30_000;
};

async function enrol(token: string): Promise<{ secret: string; recovery: string[] }> {
  const started = await call(app, 'general/twoStep/start', {}, { token, ...json });
  expect(started.code, started.message).toBe(200);
  expect(started.data.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(started.data.uri).toContain(started.data.secret);
  const { secret } = started.data;
  const wrong = await call(app, 'general/twoStep/confirm', { code: '000000' }, { token, ...json });
  expect(wrong.code).toBe(400);
  const confirmed = await call(
    app,
    'general/twoStep/confirm',
    { code: codeAt(secret) },
    { token, ...json },
  );
  expect(confirmed.code, confirmed.message).toBe(200);
  const recovery: string[] = confirmed.data.recoveryCodes;
  expect(recovery).toHaveLength(10);
  expect(new Set(recovery).size).toBe(10);
  secrets.push(secret, codeAt(secret), ...recovery);
  return { secret, recovery };
}

async function password(email: string, ip = '203.0.113.5') {
  return call(app, LOGIN, { email, password: DEMO_PASSWORD }, { ip });
}

describe('two-step sign-in', () => {
  const email = 'approver@bq.example.com';
  let secret = '';
  let recovery: string[] = [];

  it('enrols from the account: secret, QR code, a first code, ten recovery codes', async () => {
    const token = await login(app, email);
    const before = await call(app, 'general/twoStep/status', {}, { token, ...json });
    expect(before.data).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });
    ({ secret, recovery } = await enrol(token));
    const after = await call(app, 'general/twoStep/status', {}, { token, ...json });
    expect(after.data).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    const again = await call(app, 'general/twoStep/start', {}, { token, ...json });
    expect(again.code).toBe(CODES.conflict);
  });

  it('asks for a code after the password; a right code gives a session, once', async () => {
    nextStep();
    const first = await password(email);
    expect(first.code).toBe(200);
    expect(first.data).toEqual({ twoStep: 'code', challenge: expect.any(String) });
    expect(first.data.token).toBeUndefined();
    const code = codeAt(secret);
    secrets.push(code);
    const done = await call(app, BY_CODE, { challenge: first.data.challenge, code });
    expect(done.code, done.message).toBe(200);
    const roles = await call(app, 'general/user/getUserRoles', {}, { token: done.data.token });
    expect(roles.code).toBe(200);
    // The challenge is spent by the sign-in it finished.
    const spent = await call(app, BY_CODE, { challenge: first.data.challenge, code });
    expect(spent.code).toBe(400);
    expect(spent.message).toContain('log in with your password again');
    // The same code on a new challenge, still inside its window: refused as reused.
    const second = await password(email);
    const reused = await call(app, BY_CODE, { challenge: second.data.challenge, code });
    expect(reused.code).toBe(400);
    expect(reused.message).toContain('already used');
    // The next step's code works on that challenge.
    nextStep();
    const next = await call(app, BY_CODE, {
      challenge: second.data.challenge,
      code: codeAt(secret),
    });
    expect(next.code, next.message).toBe(200);
  });

  it('takes a recovery code once, and a challenge expires after five minutes', async () => {
    const [spare] = recovery;
    const first = await password(email);
    const used = await call(app, BY_CODE, {
      challenge: first.data.challenge,
      code: spare?.toUpperCase(),
    });
    expect(used.code, used.message).toBe(200);
    const second = await password(email);
    const again = await call(app, BY_CODE, { challenge: second.data.challenge, code: spare });
    expect(again.code).toBe(400);
    const status = await call(
      app,
      'general/twoStep/status',
      {},
      { token: used.data.token, ...json },
    );
    expect(status.data.recoveryCodesLeft).toBe(9);
    clock.now += 5 * 60_000 + 1;
    const late = await call(app, BY_CODE, {
      challenge: second.data.challenge,
      code: codeAt(secret),
    });
    expect(late.code).toBe(400);
    expect(late.message).toContain('expired');
  });

  it('turns off with a code; an administrator can reset an enrolment (logged)', async () => {
    nextStep();
    const { data } = await password(email);
    const session = await call(app, BY_CODE, { challenge: data.challenge, code: codeAt(secret) });
    const token = session.data.token;
    const wrong = await call(
      app,
      'general/twoStep/disable',
      { code: '000000' },
      { token, ...json },
    );
    expect(wrong.code).toBe(400);
    nextStep();
    const off = await call(
      app,
      'general/twoStep/disable',
      { code: codeAt(secret) },
      { token, ...json },
    );
    expect(off.code, off.message).toBe(200);
    expect((await password(email)).data.token).toEqual(expect.any(String));

    await enrol(token);
    const admin = await login(app, 'admin@bq.example.com');
    const userId = (await call(app, 'general/user/getUserRoles', {}, { token })).data.userId;
    const agent = await login(app, 'agent@bq.example.com');
    const refused = await call(app, 'general/twoStep/reset', { userId }, { token: agent, ...json });
    expect(refused.code).toBe(CODES.forbidden);
    const reset = await call(app, 'general/twoStep/reset', { userId }, { token: admin, ...json });
    expect(reset.data).toEqual({ removed: true });
    const events = await database.db
      .select()
      .from(twoStepEvents)
      .where(eq(twoStepEvents.userId, userId))
      .orderBy(asc(twoStepEvents.id));
    expect(events.at(-1)?.actor).not.toBe(userId);
    expect(events.map((e) => e.kind)).toEqual([
      'enrolled',
      'recovery-used',
      'disabled',
      'enrolled',
      'reset',
    ]);
  });

  it('holds a person of a policy role to enrolment, on the server', async () => {
    const admin = await login(app, 'admin@bq.example.com');
    const set = await call(
      app,
      'bq/serverConfig/set',
      { key: 'auth.twoStepRoles', value: 'finance' },
      { token: admin, ...json },
    );
    expect(set.code, set.message).toBe(200);
    const signedIn = await password('finance@bq.example.com');
    expect(signedIn.data.mustEnrol).toBe(true);
    const token = signedIn.data.token;
    const held = await call(app, 'general/user/getUserRoles', {}, { token });
    expect(held.code).toBe(CODES.mustEnrol);
    expect(held.message).toContain('two-step sign-in');
    const status = await call(app, 'general/twoStep/status', {}, { token, ...json });
    expect(status.data).toMatchObject({ enrolled: false, required: true });
    await enrol(token);
    expect((await call(app, 'general/user/getUserRoles', {}, { token })).code).toBe(200);
    // Other roles are not held.
    expect((await password('agent@bq.example.com')).data.mustEnrol).toBeUndefined();
  });

  it('never writes the secret or a code to the log', () => {
    const log = logged.join('\n');
    expect(log).toContain('loginByCode');
    for (const secret of secrets) {
      // A six-digit code can occur by chance inside a timestamp or a response time: a code
      // written to the log stands apart from other digits.
      if (/^\d+$/.test(secret)) expect(log).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(log).not.toContain(secret);
    }
  });
});
