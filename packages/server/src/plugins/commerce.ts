import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { expireUnpaid } from '../domain/commerce/lifecycle.js';
import { redactError } from '../envelope.js';

const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

/**
 * Orders not paid by their pay-by date expire (docs/commerce.md "States"): every ten minutes the
 * sweep cancels each one as an explicit transition with its reason, releasing held seats (the
 * waitlist moves up) and stock. The timer is unref'd and stopped on close.
 */
export const commercePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  let running: Promise<unknown> | null = null;
  const sweep = setInterval(() => {
    if (running) return;
    running = expireUnpaid(services.db, { now: services.now(), actor: null })
      .then((told) => told.length > 0 && services.badgeCache.dropUnread(told))
      .catch((error) => app.log.error({ err: redactError(error) }, 'order expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
};
