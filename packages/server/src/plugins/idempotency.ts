import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { redactError } from '../envelope.js';
import { sweepIdempotencyKeys } from '../idempotency/retention.js';

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Idempotency keys older than 30 days are swept (src/idempotency/retention.ts): every hour, and
 * once at start, by the services' clock. The timer is unref'd and stopped on close.
 */
export const idempotencyPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = sweepIdempotencyKeys(services.db, { now: services.now(), actor: null })
      .catch((error) => app.log.error({ err: redactError(error) }, 'idempotency key sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const sweep = setInterval(run, RETENTION_SWEEP_MS);
  sweep.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
};
