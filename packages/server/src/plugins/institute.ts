import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Services } from '../context.js';
import {
  calendarTokens,
  courseCovers,
  courseSessions,
  courses,
  registrations,
} from '../db/schema-institute.js';
import { englishTitle } from '../domain/institute/courses.js';
import { STORED_KEY, sendStoredImage } from '../files/serve-image.js';
import { icsCalendar } from '../institute/ics.js';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A person's sessions in courses where they hold (or held and completed) a seat. */
async function feedOf(services: Services, userId: number): Promise<string> {
  const rows = await services.db
    .select({ s: courseSessions, c: courses })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .innerJoin(courseSessions, eq(courseSessions.courseId, courses.id))
    .where(
      and(
        eq(registrations.userId, userId),
        inArray(registrations.status, ['enrolled', 'completed']),
      ),
    )
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
  return icsCalendar(
    rows.map(({ s, c }) => ({
      uid: `course-session-${s.id}@bq-institute`,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      summary: englishTitle(c),
      location: s.place,
    })),
    { name: 'BQ Institute', now: services.now() },
  );
}

/**
 * Two raw GET routes outside the call envelope, as a calendar app and an <img> need them: the
 * private calendar feed (the token in its address is the only credential, so the route stays out
 * of the request log) and the course cover images (random keys, cached long).
 */
function registerInstituteRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/calendar/:file', { logLevel: 'silent' }, async (req, reply) => {
    const file = (req.params as { file?: string }).file ?? '';
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const [row] = TOKEN.test(token)
      ? await services.db
          .select({ userId: calendarTokens.userId })
          .from(calendarTokens)
          .where(eq(calendarTokens.token, token))
      : [];
    if (!row) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(await feedOf(services, row.userId));
  });

  app.get('/api/course-cover/:key', async (req, reply) => {
    const key = (req.params as { key?: string }).key ?? '';
    const [row] = STORED_KEY.test(key)
      ? await services.db.select().from(courseCovers).where(eq(courseCovers.key, key))
      : [];
    return sendStoredImage(reply, services.files, row);
  });
}

/** The institute's routes outside the contract: calendar feeds and course covers. */
export const institutePlugin: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  registerInstituteRoutes(app, services);
};
