import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import { listingPhotos } from '../db/schema-listings.js';
import { LISTING_PHOTO_PATH } from '../domain/listings/listings.js';
import { STORED_KEY, sendStoredImage } from '../files/serve-image.js';

/**
 * The listing photos `listing/uploadPhoto` stored: public, as the share page shows them to
 * anyone with its link (a photo's address is a random key, listed only in its listing).
 */
export const listingsPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get<{ Params: { key: string } }>(`${LISTING_PHOTO_PATH}:key`, async (req, reply) => {
    const key = req.params.key;
    const [row] = STORED_KEY.test(key)
      ? await services.db.select().from(listingPhotos).where(eq(listingPhotos.key, key))
      : [];
    return sendStoredImage(reply, services.files, row);
  });
};
