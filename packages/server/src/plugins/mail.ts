import type { FastifyPluginAsync } from 'fastify';
import type { OutboxWorker } from '../mail/outbox-worker.js';

const OUTBOX_SWEEP_MS = 5000;

/**
 * The outbox worker (null without SMTP_URL): mail is sent after the commit that queued it, and
 * retries come due while nothing new is sent, so the worker also looks again on a timer. Closing
 * the app lets a delivery in progress finish before the database closes.
 */
export const mailPlugin: FastifyPluginAsync<{ worker: OutboxWorker | null }> = async (
  app,
  { worker },
) => {
  worker?.start(OUTBOX_SWEEP_MS);
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
};
