import { CODES } from '@bq/contract';
import { parseMoney } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../src/db/schema.js';
import { refundRequests } from '../src/db/schema-commerce.js';
import { payStatements } from '../src/db/schema-payroll.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { newKey } from './commerce-helpers.js';
import { call, startApp, type TestApp } from './helpers.js';
import {
  approvedStatement,
  type Money4,
  payStatement,
  people,
  refundAsked,
  sums,
} from './money-helpers.js';

/**
 * Step-up (docs/auth.md "Step-up"): a call that moves money asks an enrolled person for a fresh
 * code once the last one is older than STEP_UP_MINUTES by the app clock; the refusal moves
 * nothing and is in the security log; `general/twoStep/stepUp` lets the very same request (its
 * idempotency key) through; wrong and reused codes are refused and throttled as at sign-in; a
 * role without the policy and not enrolled is not asked. One app, the test clock moved by hand.
 */

const json = { encoding: 'json' as const };
const FINANCE = 'finance@bq.example.com';
const MINUTE = 60_000;

let t: TestApp;
let m: Money4;
let secret = '';
let session = '';

beforeAll(async () => {
  t = await startApp({ STEP_UP_MINUTES: '5', LOGIN_MAX_FAILURES: '5' });
  m = await people(t);
});
afterAll(async () => {
  await t?.close();
});

const codeAt = (at = t.clock.now) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** The next 30-second step: a code never used. */
const nextStep = () => {
  t.clock.now += 30_000;
};
const stepUp = (code: string, token = session) =>
  call(t.app, 'general/twoStep/stepUp', { code }, { token, ...json });
const statusOf = async (id: number) =>
  (await t.database.db.select().from(payStatements).where(eq(payStatements.id, id)))[0]?.status;
const refusals = () =>
  t.database.db
    .select()
    .from(securityEvents)
    .where(
      and(eq(securityEvents.kind, 'step_up_refused'), eq(securityEvents.userId, m.id.finance)),
    );
const setting = (key: string, value: string) =>
  call(t.app, 'bq/serverConfig/set', { key, value }, { token: m.tk.admin, ...json });

describe('step-up before money moves', () => {
  it('asks nobody without the policy and not enrolled: a password session pays as before', async () => {
    const statement = await approvedStatement(m, parseMoney('120.00'));
    t.clock.now += 30 * MINUTE;
    const paid = await payStatement(m, m.tk.finance, statement);
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(await statusOf(statement)).toBe('paying');
    expect(await refusals()).toHaveLength(0);
  });

  it('lets a session opened with a code pay at once', async () => {
    const started = await call(
      t.app,
      'general/twoStep/start',
      {},
      { token: m.tk.finance, ...json },
    );
    secret = started.data.secret;
    const confirmed = await call(
      t.app,
      'general/twoStep/confirm',
      { code: codeAt() },
      { token: m.tk.finance, ...json },
    );
    expect(confirmed.code, confirmed.message).toBe(CODES.ok);
    nextStep();
    const first = await call(t.app, 'general/unauth/loginByEmail', {
      email: FINANCE,
      password: DEMO_PASSWORD,
    });
    expect(first.data.twoStep).toBe('code');
    const second = await call(t.app, 'general/unauth/loginByCode', {
      challenge: first.data.challenge,
      code: codeAt(),
    });
    expect(second.code, second.message).toBe(CODES.ok);
    session = second.data.token;
    const statement = await approvedStatement(m, parseMoney('130.00'));
    t.clock.now += 4 * MINUTE;
    const paid = await payStatement(m, session, statement);
    expect(paid.code, paid.message).toBe(CODES.ok);
  });

  it('refuses a stale session with its own code, moves nothing and logs it; a code lets the same request through once', async () => {
    const statement = await approvedStatement(m, parseMoney('140.00'));
    t.clock.now += 10 * MINUTE;
    const key = newKey();
    const before = await sums(t);
    const refused = await payStatement(m, session, statement, key);
    expect(refused.code).toBe(CODES.stepUpRequired);
    expect(refused.message).toContain('authenticator');
    expect(await statusOf(statement)).toBe('approved');
    expect(await sums(t)).toEqual(before);
    const [event] = await refusals();
    expect(event?.detail).toEqual({ call: 'bq/payroll/pay', need: 'code' });
    expect(event?.sessionId).not.toBeNull();
    // Every full TIN in one file is asked for too.
    expect((await call(t.app, 'bq/tax/iris1099', { year: 2026 }, { token: session })).code).toBe(
      CODES.stepUpRequired,
    );
    // The enrolment's own session (a code at confirming) went stale too.
    expect((await payStatement(m, m.tk.finance, statement, newKey())).code).toBe(
      CODES.stepUpRequired,
    );

    const wrong = await stepUp('000000');
    expect(wrong.code).toBe(CODES.badInput);
    expect((await payStatement(m, session, statement, key)).code).toBe(CODES.stepUpRequired);
    nextStep();
    const code = codeAt();
    expect((await stepUp(code)).code).toBe(CODES.ok);
    const paid = await payStatement(m, session, statement, key);
    expect(paid.code, paid.message).toBe(CODES.ok);
    expect(await statusOf(statement)).toBe('paying');
    // The same request again answers the first answer: paid once.
    expect((await payStatement(m, session, statement, key)).data).toEqual(paid.data);
    const reused = await stepUp(code);
    expect(reused.code).toBe(CODES.badInput);
    expect(reused.message).toContain('already used');
    const reasons = (await refusals()).map((e) => e.detail.reason).filter(Boolean);
    expect(reasons).toEqual(['wrong_code', 'wrong_code']);
  });

  it('asks again for a refund approval above the threshold only, and rolls it back', async () => {
    expect((await setting('refunds.secondPersonAbove', '100.00')).code).toBe(CODES.ok);
    const { requestId } = await refundAsked(m);
    t.clock.now += 10 * MINUTE;
    const key = newKey();
    const approve = (token: string) =>
      call(t.app, 'bq/refund/approve', { idempotencyKey: key, id: requestId }, { token });
    const refused = await approve(session);
    expect(refused.code).toBe(CODES.stepUpRequired);
    const [row] = await t.database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.id, requestId));
    expect(row?.state).toBe('requested');
    const logged = await refusals();
    expect(logged.at(-1)?.detail).toEqual({ call: 'bq/refund/approve', need: 'code' });
    nextStep();
    expect((await stepUp(codeAt())).code).toBe(CODES.ok);
    const approved = await approve(session);
    expect(approved.code, approved.message).toBe(CODES.ok);
    expect(approved.data.state).toBe('approved');

    // At or under the threshold a stale session approves as before.
    expect((await setting('refunds.secondPersonAbove', '500.00')).code).toBe(CODES.ok);
    const small = await refundAsked(m);
    t.clock.now += 10 * MINUTE;
    const below = await call(
      t.app,
      'bq/refund/approve',
      { idempotencyKey: newKey(), id: small.requestId },
      { token: session },
    );
    expect(below.code, below.message).toBe(CODES.ok);
  });

  it('asks a person of a policy role who has not enrolled to set it up first', async () => {
    expect((await setting('auth.twoStepRoles', 'Administrator')).code).toBe(CODES.ok);
    const refused = await call(
      t.app,
      'bq/payroll/pay',
      { idempotencyKey: newKey(), id: 1 },
      { token: m.tk.admin, ...json },
    );
    expect(refused.code).toBe(CODES.stepUpEnrol);
    expect(refused.message).toContain('Set up two-step sign-in');
    const stepped = await stepUp('123456', m.tk.admin);
    expect(stepped.code).toBe(CODES.conflict);
    expect((await setting('auth.twoStepRoles', 'none')).code).toBe(CODES.ok);
  });

  it('throttles wrong codes as the sign-in code step does', async () => {
    t.clock.now += 20 * MINUTE;
    for (let i = 0; i < 5; i += 1) expect((await stepUp('000000')).code).toBe(CODES.badInput);
    nextStep();
    const locked = await stepUp(codeAt());
    expect(locked.code).toBe(CODES.tooMany);
    // The refused right code was not spent: once the window has passed, it is taken.
    const reasons = (await refusals()).map((e) => e.detail.reason).filter(Boolean);
    expect(reasons.at(-1)).toBe('throttled');
    t.clock.now += 16 * MINUTE;
    expect((await stepUp(codeAt())).code).toBe(CODES.ok);
  });
});
