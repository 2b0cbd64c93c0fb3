import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { sweepIdempotencyKeys } from '../idempotency/retention.js';
import { repeat } from './repeat.js';

const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Idempotency keys older than 30 days are swept (src/idempotency/retention.ts): every hour, and
 * once at start, by the services' clock. The timer is unref'd and stopped on close.
 */
export const idempotencyPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  repeat(app, {
    name: 'idempotency key sweep',
    everyMs: RETENTION_SWEEP_MS,
    atStart: true,
    work: () => sweepIdempotencyKeys(services.db, { now: services.now(), actor: null }),
  });
};
