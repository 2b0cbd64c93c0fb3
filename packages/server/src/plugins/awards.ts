import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { awardPhotos } from '../db/schema-production.js';
import { AWARD_PHOTO_PATH } from '../domain/production/awards.js';
import { STORED_KEY, sendStoredImage } from '../files/serve-image.js';

/**
 * Award ceremony photos, served as product photos are: by their unguessable
 * stored key, immutable (a new photo is a new key).
 */
export const awardsPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get<{ Params: { key: string } }>(`${AWARD_PHOTO_PATH}:key`, async (req, reply) => {
    const key = req.params.key;
    const [row] = STORED_KEY.test(key)
      ? await services.db.select().from(awardPhotos).where(eq(awardPhotos.key, key))
      : [];
    return sendStoredImage(reply, services.files, row);
  });
};
