import { CALENDAR_FEED_PATH } from '@bq/contract';
import type { FastifyPluginAsync } from 'fastify';
import { businessDay } from '../clock/business-clock.js';
import { portalBase } from '../config.js';
import type { Services } from '../context.js';
import { addDays, FEED_DAYS_BACK, FEED_LAST_DAY } from '../domain/calendar/days.js';
import { eventsFor } from '../domain/calendar/events.js';
import { feedMissed, feedRefused, personOfFeed } from '../domain/calendar/feed.js';
import { feedText } from '../domain/calendar/ics.js';

/**
 * The private calendar feed, outside the call envelope as a calendar app needs it: GET
 * `/api/calendar/feed/<secret>.ics` answers text/calendar inline (a subscription, not a
 * download), or a bare 404 for any address that opens nothing. The secret is the only credential,
 * so the route stays out of the request log; a client asking for many wrong addresses gets 429 for
 * further wrong ones for a while (counted in the database like failed logins), while a valid
 * address from the same network still answers.
 */
export const calendarPlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PATH}:file`,
    { logLevel: 'silent' },
    async (req, reply) => {
      const now = services.now();
      const file = req.params.file;
      const person = file.endsWith('.ics')
        ? await personOfFeed(services.db, file.slice(0, -4))
        : null;
      // Only failures are throttled: an office behind one address keeps every valid feed while
      // someone there (or a stale subscription) asks for wrong ones. A secret of 32 random bytes
      // cannot be found by guessing, so the lookup itself needs no throttle.
      if (!person) {
        if (await feedRefused(services.db, req.ip, now)) {
          return reply
            .code(429)
            .header('retry-after', '900')
            .type('text/plain')
            .send('Too many requests');
        }
        await feedMissed(services.db, req.ip, now);
        return reply.code(404).type('text/plain').send('Not found');
      }
      const events = await eventsFor(
        services.db,
        person,
        now,
        addDays(businessDay(now), -FEED_DAYS_BACK),
        FEED_LAST_DAY,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(
          feedText(events, {
            name: `BQ Portal: ${person.name}`,
            now,
            portalBase: portalBase(services.config),
          }),
        );
    },
  );
};
