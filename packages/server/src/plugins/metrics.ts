import { createHash, timingSafeEqual } from 'node:crypto';
import { CODES } from '@bq/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from '../context.js';
import { metricGauges } from '../domain/ops/metric-queries.js';
import { setVitalsSink } from '../domain/ops/vitals.js';
import { fail } from '../envelope.js';
import { openStreamCount, UNREAD_STREAM_PATH } from '../unread-stream.js';
import { NEVER_SHED } from './health.js';

/** Seconds; a call's answer lands in one of these (most calls: a few ms to a few hundred). */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Compared in constant time: how long a refusal takes says nothing of the token. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `/api/bq/tran/case/search` → `bq/tran/case/search`: the call's own name. */
export const callLabel = (url: string | undefined) => (url ?? 'unknown').replace(/^\/api\//, '');

/**
 * Prometheus metrics at `/metrics` for a scraper holding `METRICS_TOKEN` (unset: nothing is
 * kept). Every call is timed in one histogram labelled by the call's name and the envelope's
 * code (errors come back with HTTP 200 and their code in the body, spec §8, so the status alone
 * would count none); beside it the database pool, the outbox, the background jobs, the open
 * unread streams and the ledger's transfers, each read when scraped. Each app has a registry of
 * its own, so two apps in one process (the tests) never share or clash.
 */
const metrics: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const token = services.config.ops.metricsToken;
  if (!token) return;
  const registry = new Registry();
  const codes = new WeakMap<FastifyRequest, number>();
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const code = (payload as { code?: unknown } | null)?.code;
    if (typeof code === 'number') codes.set(req, code);
    return payload;
  });
  await app.register(fastifyMetrics, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      logLevel: 'warn',
      schema: { hide: true },
      // Scraped when it matters most: a shedding process still says why (plugins/health.ts).
      config: NEVER_SHED,
      onRequest: async (req, reply) => {
        if (!sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) {
          await reply.code(401).send(fail(CODES.needsLogin, 'A metrics token is required'));
        }
      },
      // The plugin puts its own handler in; the type asks for one all the same.
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: registry, prefix: 'bq_' },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: ['/metrics', '/livez', '/readyz', UNREAD_STREAM_PATH, '/api/docs'],
      customLabels: { code: (req, reply) => String(codes.get(req) ?? reply.statusCode) },
      overrides: {
        labels: { route: 'call', getRouteLabel: (req) => callLabel(req.routeOptions.url) },
        // Not kept, but the plugin makes it all the same: in this app's registry, not the global
        // one, where a second app in the process (the e2e host's, a test's) would clash.
        summary: { registers: [registry] },
        histogram: {
          name: 'bq_call_duration_seconds',
          help: 'Time to answer a call, by call, method, HTTP status and envelope code',
          buckets: CALL_BUCKETS,
          registers: [registry],
        },
      },
    },
  });

  observeVitals(services, registry);

  const client = (services.database.db as unknown as { $client: unknown }).$client;
  new Gauge({
    name: 'bq_db_pool_connections',
    help: 'PostgreSQL pool connections of this process, by state (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!(client instanceof pg.Pool)) return;
      this.set({ state: 'total' }, client.totalCount);
      this.set({ state: 'idle' }, client.idleCount);
      this.set({ state: 'waiting' }, client.waitingCount);
    },
  });
  new Gauge({
    name: 'bq_sse_clients',
    help: 'Open unread-count streams on this process',
    registers: [registry],
    collect() {
      this.set(openStreamCount(services));
    },
  });
  new Gauge({
    name: 'bq_jobs_running',
    help: 'Background jobs running in this process',
    registers: [registry],
    collect() {
      this.set(services.jobs.running);
    },
  });
  for (const gauge of metricGauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: gauge.labels ?? [],
      registers: [registry],
      async collect() {
        for (const { labels, value } of await gauge.read(services)) this.set(labels ?? {}, value);
      },
    });
  }
};

/** Pages labelled by their route pattern; past this many distinct ones, the rest are `other`. */
const MAX_VITAL_PAGES = 200;

/** The browsers' reports (handlers/vitals), as two histograms: milliseconds, and CLS's score. */
function observeVitals(services: Services, registry: Registry) {
  const timing = new Histogram({
    name: 'bq_web_vital_milliseconds',
    help: 'Core Web Vitals from real browsers (LCP, INP, FCP, TTFB), by page route pattern',
    labelNames: ['name', 'page'],
    buckets: [50, 100, 200, 300, 500, 800, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000],
    registers: [registry],
  });
  const shift = new Histogram({
    name: 'bq_web_vital_cls',
    help: 'Cumulative Layout Shift from real browsers, by page route pattern',
    labelNames: ['page'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  const pages = new Set<string>();
  setVitalsSink(services.db, (page, name, value) => {
    if (!pages.has(page) && pages.size < MAX_VITAL_PAGES) pages.add(page);
    const label = pages.has(page) ? page : 'other';
    if (name === 'CLS') shift.observe({ page: label }, value);
    else timing.observe({ name, page: label }, value);
  });
}

// Unencapsulated: its timing hooks must see every route, the calls registered after it included.
export const metricsPlugin = fp(metrics, { name: 'bq-metrics' });
