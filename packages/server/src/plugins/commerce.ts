import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { productPhotos } from '../db/schema-commerce.js';
import { PHOTO_PATH } from '../domain/commerce/catalogue.js';
import { expireUnpaid } from '../domain/commerce/lifecycle.js';
import { STORED_KEY, sendStoredImage } from '../files/serve-image.js';
import { repeat } from './repeat.js';

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
  repeat(app, {
    name: 'order expiry sweep',
    everyMs: EXPIRY_SWEEP_MS,
    work: async () => {
      const told = await expireUnpaid(services.db, { now: services.now(), actor: null });
      if (told.length > 0) services.badgeCache.dropUnread(told);
    },
  });

  // The product photos `product/uploadPhoto` stored: public, as the catalogue shows them.
  app.get<{ Params: { key: string } }>(`${PHOTO_PATH}:key`, async (req, reply) => {
    const key = req.params.key;
    const [row] = STORED_KEY.test(key)
      ? await services.db.select().from(productPhotos).where(eq(productPhotos.key, key))
      : [];
    return sendStoredImage(reply, services.files, row);
  });
};
