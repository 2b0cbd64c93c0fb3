import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPECTED_MIGRATION } from '../src/domain/ops/readiness.js';
import { BUSY_MESSAGE, RETRY_AFTER_SECONDS } from '../src/plugins/health.js';
import { call, startApp, type TestApp } from './helpers.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ METRICS_TOKEN });
}, 180_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The readiness answer of a moment past the last one's cache. */
async function ready() {
  t.clock.now += 2000;
  const res = await get('/readyz');
  return {
    status: res.statusCode,
    body: res.json() as { ready: boolean; checks: { name: string; ok: boolean; detail: string }[] },
  };
}
const check = (body: Awaited<ReturnType<typeof ready>>['body'], name: string) =>
  body.checks.find((c) => c.name === name);

/** Holds the thread, as a stalled handler would, without reading any clock. */
const stall = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('liveness and readiness', () => {
  it('says the process is alive, and ready when its database, migrations, outbox and disk are', async () => {
    expect((await get('/livez')).json()).toEqual({ status: 'ok' });
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['outbox', true],
      ['disk', true],
    ]);
    expect(check(body, 'migrations')?.detail).toBe(
      `at ${EXPECTED_MIGRATION}, this build expects ${EXPECTED_MIGRATION}`,
    );
  });

  it('is not ready while the database lacks a migration this build expects', async () => {
    const [row] = (
      await t.database.db.execute<{ name: string }>(
        sql`DELETE FROM schema_migrations WHERE version = ${EXPECTED_MIGRATION} RETURNING name`,
      )
    ).rows;
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(check(body, 'migrations')).toMatchObject({ ok: false });
    } finally {
      await t.database.db.execute(
        sql`INSERT INTO schema_migrations (version, name) VALUES (${EXPECTED_MIGRATION}, ${row?.name ?? ''})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while a mail waits unsent past the limit, and ready once it is sent', async () => {
    const oldest = new Date(t.clock.now - 3600_000);
    const [mail] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO outbox (to_addr, subject, body, created_at, status)
            VALUES ('late@example.com', 'Late', 'x', ${oldest.toISOString()}, 'queued') RETURNING id`,
      )
    ).rows;
    const stuck = await ready();
    expect(stuck.status).toBe(503);
    expect(check(stuck.body, 'outbox')).toMatchObject({ ok: false });
    expect(check(stuck.body, 'outbox')?.detail).toMatch(/^oldest unsent mail 36\d\d s old/);
    await t.database.db.execute(sql`UPDATE outbox SET status = 'sent' WHERE id = ${mail?.id}`);
    expect((await ready()).status).toBe(200);
  });

  it('answers from one run of the checks within a second, whatever the number of probes', async () => {
    const first = await ready();
    expect(first.status).toBe(200);
    await t.database.db.execute(
      sql`UPDATE schema_migrations SET version = version + 100000 WHERE version = ${EXPECTED_MIGRATION}`,
    );
    try {
      // Same instant: the cached answer; a second later: the checks again.
      expect((await get('/readyz')).statusCode).toBe(200);
      expect((await ready()).status).toBe(503);
    } finally {
      await t.database.db.execute(
        sql`UPDATE schema_migrations SET version = version - 100000 WHERE version = ${EXPECTED_MIGRATION + 100000}`,
      );
    }
  });
});

describe('load shedding', () => {
  let busy: TestApp;
  beforeAll(async () => {
    // With metrics too: a second app keeping metrics in one process must not clash with the first.
    busy = await startApp({ MAX_EVENT_LOOP_DELAY_MS: '300', METRICS_TOKEN });
  }, 180_000);
  afterAll(() => busy.close());

  it('sheds calls with 503 and Retry-After while the event loop lags, but stays alive', async () => {
    // The sampler sees the stall on its next tick; calls are shed until the delay falls again.
    const shed = await vi.waitFor(
      async () => {
        stall(1500);
        const res = await busy.app.inject({ method: 'POST', url: '/api/bq/course/hallList' });
        if (res.statusCode !== 503) throw new Error('not shed yet');
        return res;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ code: 503, message: BUSY_MESSAGE, data: null });
    expect((await busy.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    // Once the loop keeps up again, calls are answered again.
    await vi.waitFor(
      async () => {
        const res = await busy.app.inject({ method: 'POST', url: '/api/bq/course/hallList' });
        if (res.statusCode === 503) throw new Error('still shedding');
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});

describe('metrics', () => {
  it('are kept from a scraper without the token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('time every call by its name and envelope code, beside the pool, outbox, jobs, streams and ledger', async () => {
    const login = await call(t.app, 'general/unauth/loginByEmail', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    expect(login.code).not.toBe(200);
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toMatch(
      new RegExp(
        `bq_call_duration_seconds_count\\{[^}]*call="general/unauth/loginByEmail"[^}]*code="${login.code}"[^}]*\\} 1`,
      ),
    );
    for (const name of [
      'bq_outbox_depth',
      'bq_outbox_oldest_age_seconds',
      'bq_job_queue_depth{kind="dre.import"}',
      'bq_job_queue_lag_seconds{kind="people.export"}',
      'bq_jobs_dead{kind="dre.import"}',
      'bq_ledger_transfers',
      'bq_sse_clients',
      'bq_jobs_running',
      'bq_process_cpu_user_seconds_total',
    ]) {
      expect(text).toContain(name);
    }
    // The pool is PostgreSQL's (PGlite has one connection in this process, no pool).
    expect(text.includes('bq_db_pool_connections{state="total"}')).toBe(
      t.database.kind === 'postgres',
    );
    // The health routes and the scrape itself are not calls.
    expect(text).not.toMatch(/call="(\/?livez|\/?readyz|\/?metrics)"/);
  });
});

describe('web vitals from browsers', () => {
  const report = (body: object, ip = '203.0.113.7') =>
    call(t.app, 'bq/vitals/report', body as Record<string, unknown>, { encoding: 'json', ip });

  it('are counted by page pattern and name, without a token', async () => {
    const sent = await report({
      page: '/transaction/caselist/:status?',
      vitals: [
        { name: 'LCP', value: 1830 },
        { name: 'CLS', value: 0.04 },
        { name: 'INP', value: 96 },
      ],
    });
    expect(sent.code).toBe(200);
    const text = (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
    expect(text).toContain(
      'bq_web_vital_milliseconds_count{name="LCP",page="/transaction/caselist/:status?"} 1',
    );
    expect(text).toContain(
      'bq_web_vital_milliseconds_bucket{le="2000",name="LCP",page="/transaction/caselist/:status?"} 1',
    );
    expect(text).toContain('bq_web_vital_cls_count{page="/transaction/caselist/:status?"} 1');
  });

  it('refuse an address with ids, a value that is not a measurement, and a flood from one address', async () => {
    expect(
      (
        await report({
          page: '/transaction/x?id=7&email=a@b.c',
          vitals: [{ name: 'LCP', value: 1 }],
        })
      ).code,
    ).toBe(400);
    expect((await report({ page: '/home', vitals: [{ name: 'LCP', value: -1 }] })).code).toBe(400);
    expect((await report({ page: '/home', vitals: [{ name: 'FID', value: 10 }] })).code).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      codes.push(
        (await report({ page: '/home', vitals: [{ name: 'TTFB', value: 120 }] }, '198.51.100.9'))
          .code,
      );
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.at(-1)).toBe(429);
    // Another address is not held back by it.
    expect(
      (await report({ page: '/home', vitals: [{ name: 'TTFB', value: 120 }] }, '198.51.100.10'))
        .code,
    ).toBe(200);
  });
});
