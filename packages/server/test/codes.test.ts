import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../src/db/schema.js';
import { call, startApp, type TestApp, uniqueEmail } from './helpers.js';

/** Only the newest code of an address and purpose ever works (issue 9 §2). */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CODE_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t?.close());

let n = 0;
async function sendCode(email: string, type: number): Promise<string> {
  const answer = await call(
    t.app,
    'general/unauth/sendEmailVerificationCode',
    { email, type },
    { ip: `198.51.100.${++n}` },
  );
  expect(answer.code, answer.message).toBe(200);
  const mail = await call(t.app, 'general/test/latestOutbox', { email });
  // The resend interval is 60 s: the next code comes a minute later (well inside 10 minutes).
  t.clock.now += 61_000;
  return mail.data.code as string;
}

async function registered(): Promise<string> {
  const email = uniqueEmail('codes');
  const code = await sendCode(email, 1);
  const reg = await call(t.app, 'general/unauth/registerByEmailAndCode', {
    email,
    code,
    password: 'first-password',
  });
  expect(reg.code, reg.message).toBe(200);
  return email;
}

const changePassword = (email: string, code: string, password: string) =>
  call(t.app, 'general/unauth/changePasswordByEmailVerificationCode', { email, code, password });

describe('older verification codes', () => {
  it('are dead once a newer code is issued: only one unused code remains', async () => {
    const email = await registered();
    const older = await sendCode(email, 2);
    const newer = await sendCode(email, 2);
    expect(older).not.toBe(newer);
    const live = await t.database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.usedAt)));
    expect(live).toHaveLength(1);
    expect((await changePassword(email, older, 'older-password')).code).toBe(400);
    expect((await changePassword(email, newer, 'newer-password')).code).toBe(200);
  });

  it('stay dead after the newest code is spent', async () => {
    const email = await registered();
    const older = await sendCode(email, 2);
    const newer = await sendCode(email, 2);
    expect((await changePassword(email, newer, 'newer-password')).code).toBe(200);
    const revived = await changePassword(email, older, 'older-password');
    expect(revived.code).toBe(400);
    expect(revived.message).toMatch(/^Code: /);
  });
});
