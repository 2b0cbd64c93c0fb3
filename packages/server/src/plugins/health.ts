import { CODES } from '@bq/contract';
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../context.js';
import { type Readiness, readiness } from '../domain/ops/readiness.js';
import { fail } from '../envelope.js';

/** Seconds a shed caller is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;
/** A burst of probes is answered from one run of the checks (the route is public). */
const READY_CACHE_MS = 1000;
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer to pressure (under-pressure reads it); returning nothing lets it run. */
    pressureHandler?: () => undefined;
  }
}

/** A route's config that keeps it answering while the process sheds load. */
export const NEVER_SHED = { pressureHandler: () => undefined };
export const BUSY_MESSAGE = 'The server is busy; try again in a few seconds';

/**
 * `/livez`: the process answers (never shed: a busy process is alive, and restarting it would
 * lose its work). `/readyz`: whether to send it traffic (domain/ops/readiness.ts), 503 when not.
 * Load shedding: while the event loop lags past `MAX_EVENT_LOOP_DELAY_MS` (the mean delay over
 * a second) every request but `/livez` and `/metrics`, `/readyz` included, is answered 503 with `Retry-After` at once instead of queueing behind the
 * stall, so the proxy tries another process (README, "Several processes").
 */
const health: FastifyPluginAsync<{ services: Services; filesDir: string }> = async (
  app,
  { services, filesDir },
) => {
  const { maxEventLoopDelayMs } = services.config.ops;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Sent here, the request stops: Fastify runs no handler for a reply already sent.
    pressureHandler: (_req, reply) => {
      reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(fail(CODES.busy, BUSY_MESSAGE));
    },
  });
  app.get('/livez', { config: NEVER_SHED, logLevel: 'warn' }, async () => ({ status: 'ok' }));

  let last: { at: number; answer: Promise<Readiness> } | null = null;
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    // The app's clock, so a test moves past the second instead of waiting it out.
    const at = services.now().getTime();
    if (!last || at - last.at >= READY_CACHE_MS || at < last.at) {
      last = { at, answer: readiness({ ...services, filesDir }) };
    }
    const answer = await last.answer;
    reply.header('cache-control', 'no-store');
    return reply.code(answer.ready ? 200 : 503).send(answer);
  });
};

// Unencapsulated: the shedding hook must see every route of the app, the calls included.
export const healthPlugin = fp(health, { name: 'bq-health' });
