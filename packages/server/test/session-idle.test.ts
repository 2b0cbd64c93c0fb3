import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, sessionFor, startApp, type TestApp, testConfig } from './helpers.js';

/** Sliding idle expiry below a minute (issue 9 §9): an active session must stay alive. */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ TOKEN_IDLE_MINUTES: '0.5', SESSION_CACHE_SECONDS: '5' });
});
afterAll(() => t?.close());

const poll = (token: string) => call(t.app, 'bq/application/getNum', {}, { token });

describe('TOKEN_IDLE_MINUTES below 1', () => {
  it('keeps a session alive while it is used every 20 s, for three minutes', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    for (let i = 0; i < 9; i++) {
      t.clock.now += 20_000;
      expect((await poll(token)).code, `after ${(i + 1) * 20} s`).toBe(200);
    }
  });

  it('still ends a session left idle longer than the limit', async () => {
    const token = await sessionFor(t, 'agent@bq.example.com');
    t.clock.now += 10_000;
    expect((await poll(token)).code).toBe(200);
    t.clock.now += 31_000;
    expect((await poll(token)).code).toBe(1001);
  });
});

describe('a revocation on one server process reaches another (issue 23 §8)', () => {
  const SECONDS = 5;

  /** The first second at which `other` refuses the token, polled every second after `read`. */
  async function refusedAfter(other: Awaited<ReturnType<typeof buildApp>>, token: string) {
    for (let second = 1; second <= 3 * SECONDS; second++) {
      t.clock.now += 1000;
      const answer = await call(other, 'bq/application/getNum', {}, { token });
      if (answer.code === 1001) return second;
      expect(answer.code).toBe(200);
    }
    return null;
  }

  it('a logout and a password change are refused elsewhere within the cache time, though the token is used every second', async () => {
    // A second server on the same database: its own session cache, as another process has.
    const other = await buildApp({
      config: testConfig({ TOKEN_IDLE_MINUTES: '0.5', SESSION_CACHE_SECONDS: String(SECONDS) }),
      database: t.database,
      now: () => new Date(t.clock.now),
      logger: false,
    });
    try {
      const agent = await sessionFor(t, 'agent@bq.example.com');
      expect((await call(other, 'bq/application/getNum', {}, { token: agent })).code).toBe(200);
      expect((await call(t.app, 'general/user/logout', {}, { token: agent })).code).toBe(200);
      expect((await poll(agent)).code).toBe(1001);
      const afterLogout = await refusedAfter(other, agent);
      expect(afterLogout).not.toBeNull();
      expect(afterLogout).toBeLessThanOrEqual(SECONDS);

      const finance = await sessionFor(t, 'finance@bq.example.com');
      expect((await call(other, 'bq/application/getNum', {}, { token: finance })).code).toBe(200);
      const changed = await call(
        t.app,
        'general/user/updatePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'another-long-password' },
        { token: finance },
      );
      expect(changed.code, changed.message).toBe(200);
      const afterChange = await refusedAfter(other, finance);
      expect(afterChange).not.toBeNull();
      expect(afterChange).toBeLessThanOrEqual(SECONDS);
    } finally {
      await other.close();
    }
  });
});
