import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

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
