import { Writable } from 'node:stream';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTracing } from '../src/tracing.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { startSmtp } from './smtp-helpers.js';

const exporter = new InMemorySpanExporter();
const tracing = createTracing(new SimpleSpanProcessor({ exporter }));
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startApp({ SMTP_URL: smtp.url }, { tracing, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await tracing.provider.shutdown();
});

const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);

describe('traces', () => {
  it("a case-list call is one trace: the call's span and its SQL under it", async () => {
    const token = await sessionFor(t, 'admin@bq.example.com');
    exporter.reset();
    const answer = await call(
      t.app,
      'bq/tran/case/search',
      { pageNum: 1, pageSize: 20 },
      { token, encoding: 'json' },
    );
    expect(answer.code).toBe(200);
    const request = exporter
      .getFinishedSpans()
      .find((span) => span.attributes['http.route'] === '/api/bq/tran/case/search');
    expect(request, 'a span named by the call').toBeDefined();
    const traceId = request?.spanContext().traceId ?? '';
    const sql = spansOf(traceId).filter((span) => span.attributes['db.system'] === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    const statements = sql.map((span) => String(span.attributes['db.statement']));
    expect(statements.some((text) => /from "?cases"?/i.test(text))).toBe(true);
    // Values are bound parameters: the statement never carries the session's token.
    expect(statements.join('\n')).not.toContain(token);
    expect(sql.every((span) => /^[A-Z]+$/.test(span.name))).toBe(true);

    // The call's log line carries the same trace.
    const logged = lines.filter((line) => line.trace_id === traceId);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('statements outside any request are not traced on their own', async () => {
    exporter.reset();
    await t.database.db.query.users.findFirst();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('each mail handed to the SMTP server is a span of its own', async () => {
    exporter.reset();
    const email = 'agent@bq.example.com';
    await call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 2 }, {});
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    await expect
      .poll(() => exporter.getFinishedSpans().filter((span) => span.name === 'smtp send').length)
      .toBe(1);
  });

  it('a call left out by the sample records no span, nor do its statements', async () => {
    const none = new InMemorySpanExporter();
    const unsampled = await startApp(
      {},
      { tracing: createTracing(new SimpleSpanProcessor({ exporter: none }), 'bq-server', 0) },
    );
    try {
      const token = await sessionFor(unsampled, 'admin@bq.example.com');
      const answer = await call(
        unsampled.app,
        'bq/tran/case/search',
        { pageNum: 1, pageSize: 20 },
        { token, encoding: 'json' },
      );
      expect(answer.code).toBe(200);
      expect(none.getFinishedSpans()).toEqual([]);
    } finally {
      await unsampled.close();
    }
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/between 0 and 1/);
  });
});
