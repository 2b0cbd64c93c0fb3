import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { CODES } from '@bq/contract';
import { asc, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../scripts/test-clock.mjs';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import { securityEvents } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, login, seededDatabase, testConfig } from './helpers.js';

/**
 * The security log records every two-step and password flow (enrolment, sign-in by code and by
 * recovery code, a wrong code, a password change, turning off, an administrator's reset, a
 * logout) and never a secret: the table's every column and the server's whole log output are
 * searched for each password, TOTP secret, code, recovery code, challenge and session token used.
 */

const LOGIN = 'general/unauth/loginByEmail';
const BY_CODE = 'general/unauth/loginByCode';
const json = { encoding: 'json' as const };
const EMAIL = 'approver@bq.example.com';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const clock = { now: TEST_NOW };
const logged: string[] = [];
/** Everything secret the flows below handle. */
const secrets: string[] = [DEMO_PASSWORD];
const keep = <T extends string>(value: T): T => {
  secrets.push(value);
  return value;
};

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

const codeAt = (secret: string) =>
  keep(new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now }));
const nextStep = () => {
  clock.now += 30_000;
};

describe('two-step and password flows in the security log', () => {
  let secret = '';
  let recovery: string[] = [];
  let userId = 0;
  let token = '';

  it('enrols, signs in by code and by recovery code, refuses a wrong code', async () => {
    const first = keep(
      (await call(app, LOGIN, { email: EMAIL, password: DEMO_PASSWORD })).data.token as string,
    );
    userId = (await call(app, 'general/user/getUserRoles', {}, { token: first })).data.userId;
    const started = await call(app, 'general/twoStep/start', {}, { token: first, ...json });
    secret = keep(started.data.secret as string);
    const confirmed = await call(
      app,
      'general/twoStep/confirm',
      { code: codeAt(secret) },
      { token: first, ...json },
    );
    expect(confirmed.code, confirmed.message).toBe(CODES.ok);
    recovery = (confirmed.data.recoveryCodes as string[]).map(keep);

    nextStep();
    const challenge = keep(
      (await call(app, LOGIN, { email: EMAIL, password: DEMO_PASSWORD })).data.challenge as string,
    );
    const wrong = await call(app, BY_CODE, { challenge, code: keep('000000') });
    expect(wrong.code).toBe(CODES.badInput);
    const byCode = await call(app, BY_CODE, { challenge, code: codeAt(secret) });
    expect(byCode.code, byCode.message).toBe(CODES.ok);
    keep(byCode.data.token as string);

    const again = keep(
      (await call(app, LOGIN, { email: EMAIL, password: DEMO_PASSWORD })).data.challenge as string,
    );
    const byRecovery = await call(app, BY_CODE, { challenge: again, code: recovery[0] });
    expect(byRecovery.code, byRecovery.message).toBe(CODES.ok);
    token = keep(byRecovery.data.token as string);
  });

  it('changes the password, turns two-step off, is reset by an administrator, logs out', async () => {
    const newPassword = keep('N3w-Secret-Pass!');
    const changed = await call(
      app,
      'general/user/updatePassword',
      { oldPassword: DEMO_PASSWORD, newPassword },
      { token },
    );
    expect(changed.code, changed.message).toBe(CODES.ok);
    const wrongOld = await call(app, LOGIN, {
      email: EMAIL,
      password: keep('Wr0ng-Secret-Pass!'),
    });
    expect(wrongOld.code).toBe(CODES.badInput);
    nextStep();
    const challenge = keep(
      (await call(app, LOGIN, { email: EMAIL, password: newPassword })).data.challenge as string,
    );
    const session = await call(app, BY_CODE, { challenge, code: codeAt(secret) });
    token = keep(session.data.token as string);
    nextStep();
    const off = await call(
      app,
      'general/twoStep/disable',
      { code: recovery[1] },
      { token, ...json },
    );
    expect(off.code, off.message).toBe(CODES.ok);
    const started = await call(app, 'general/twoStep/start', {}, { token, ...json });
    secret = keep(started.data.secret as string);
    await call(app, 'general/twoStep/confirm', { code: codeAt(secret) }, { token, ...json });
    const admin = keep(await login(app, 'admin@bq.example.com'));
    const reset = await call(app, 'general/twoStep/reset', { userId }, { token: admin, ...json });
    expect(reset.data).toEqual({ removed: true });
    expect((await call(app, 'general/user/logout', {}, { token })).code).toBe(CODES.ok);
  });

  it('records each flow, with its reason or method', async () => {
    const rows = await database.db
      .select()
      .from(securityEvents)
      .where(sql`${securityEvents.userId} = ${userId} OR ${securityEvents.subjectId} = ${userId}`)
      .orderBy(asc(securityEvents.id));
    const seen = rows.map((r) => [
      r.kind,
      r.detail.method ?? r.detail.reason ?? r.detail.how ?? '',
    ]);
    expect(seen).toEqual([
      ['sign_in', 'password'],
      ['two_step_enrolled', ''],
      ['sign_in_failed', 'wrong_code'],
      ['sign_in', 'two_step'],
      ['recovery_code_used', ''],
      ['sign_in', 'recovery_code'],
      ['password_changed', 'own_password'],
      ['sign_in_failed', 'wrong_password'],
      ['sign_in', 'two_step'],
      ['recovery_code_used', ''],
      ['two_step_disabled', ''],
      ['two_step_enrolled', ''],
      ['two_step_reset', ''],
      ['session_ended', 'logout'],
    ]);
    const reset = rows.find((r) => r.kind === 'two_step_reset');
    expect(reset?.subjectId).toBe(userId);
    expect(reset?.userId).not.toBe(userId);
  });

  it('holds no secret in the table or in the server log', async () => {
    const table = (
      await database.db.execute<{ row: string }>(
        sql`SELECT row_to_json(e)::text AS row FROM security_events e`,
      )
    ).rows
      .map((r) => r.row)
      .join('\n');
    const log = logged.join('\n');
    expect(log).toContain('loginByCode');
    expect(secrets.length).toBeGreaterThan(20);
    const hashes = secrets.map((s) => createHash('sha256').update(s).digest('hex'));
    for (const value of [...secrets, ...hashes]) {
      for (const text of [table, log]) {
        // A six-digit code can occur by chance inside a time or an id: a code written stands
        // apart from other digits.
        if (/^\d+$/.test(value)) expect(text).not.toMatch(new RegExp(`(?<!\\d)${value}(?!\\d)`));
        else expect(text.toLowerCase()).not.toContain(value.toLowerCase());
      }
    }
  });
});
