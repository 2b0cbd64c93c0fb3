import type { RegistrationRow } from '@bq/contract';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { businessDateSql } from '../../clock/business-clock.js';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage } from '../../db/query-helpers.js';
import { agents, tourists, users } from '../../db/schema.js';
import { courses, registrations } from '../../db/schema-institute.js';
import { agentProfiles } from '../../db/schema-people.js';
import { base64File, loadCards, waitlistPositions } from '../../domain/institute/cards.js';
import { completeRegistration, revokeCompletion } from '../../domain/institute/completion.js';
import { NOT_HELD, shownStatus } from '../../domain/institute/courses.js';
import { calendarToken } from '../../domain/institute/profiles.js';
import {
  cancelRegistration,
  duplicateAs,
  type Registrant,
  takeSeat,
} from '../../domain/institute/seats.js';
import { notFound } from '../../envelope.js';
import { CSV_MIME, csvDocument } from '../../export/csv.js';

const ALREADY = 'You are already registered for this course';
export const CALENDAR_PATH = '/api/calendar/';

/** The signed-in person as a registrant: name and e-mail from the account, a phone if on record. */
async function registrantOf(db: Db | Tx, user: SessionUser): Promise<Registrant> {
  const [row] = await db
    .select({
      kind: users.kind,
      touristPhone: tourists.phone,
      agentPhone: agentProfiles.phone,
    })
    .from(users)
    .leftJoin(tourists, eq(tourists.userId, users.id))
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(eq(users.id, user.userId))
    .limit(1);
  return {
    userId: user.userId,
    name: user.name,
    email: user.email,
    phone: row?.touristPhone || row?.agentPhone || '',
    kind: row?.kind === 'tourist' ? 'tourist' : 'staff',
  };
}

async function rows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<RegistrationRow[]> {
  const list = await db
    .select({ r: registrations, titleZh: courses.titleZh, titleEn: courses.titleEn })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .where(where)
    .orderBy(asc(registrations.id))
    .limit(limit)
    .offset(offset);
  const positions = await waitlistPositions(
    db,
    list.map((x) => x.r.courseId),
  );
  return list.map(({ r, titleZh, titleEn }) => ({
    id: r.id,
    courseId: r.courseId,
    courseTitleZh: titleZh,
    courseTitleEn: titleEn,
    userId: r.userId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    kind: r.kind,
    status: shownStatus(r.status),
    position: positions.get(r.id) ?? null,
    createdAt: r.createdAt.toISOString(),
    certificateCode: r.certificateCode,
  }));
}

const CSV_HEADER = [
  'Name',
  'E-mail',
  'Phone',
  'Kind',
  'Status',
  'Waitlist position',
  'Registered at',
  'Certificate code',
];

/** The four years that end on the licence expiry: the cycle continuing education counts in. */
function cycleOf(expiresOn: string): { start: string; end: string } {
  const [y, m, d] = expiresOn.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y - 4, m - 1, d + 1)).toISOString().slice(0, 10);
  return { start, end: expiresOn };
}

export const registration: FamilyHandlers<'registration'> = {
  async register({ courseId }, ctx) {
    const who = await registrantOf(ctx.db, ctx.user);
    return ctx.db
      .transaction((tx) => takeSeat(tx, ctx.act(), { courseId, who, duplicate: ALREADY }))
      .catch(duplicateAs(ALREADY));
  },

  async cancel({ courseId }, ctx) {
    const told = await ctx.db.transaction((tx) => cancelRegistration(tx, ctx.act(), courseId));
    if (told.length > 0) ctx.badgeCache.dropUnread(told);
    return null;
  },

  async mine({ includeCancelled }, ctx) {
    const list = await ctx.db
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.userId, ctx.user.userId),
          NOT_HELD,
          includeCancelled ? undefined : ne(registrations.status, 'cancelled'),
        ),
      )
      .orderBy(desc(registrations.id));
    const courseIds = [...new Set(list.map((r) => r.courseId))];
    const cards = new Map((await loadCards(ctx.db, courseIds)).map((c) => [c.id, c]));
    const positions = await waitlistPositions(ctx.db, courseIds);
    return {
      list: list.flatMap((r) => {
        const course = cards.get(r.courseId);
        if (!course) return [];
        return [
          {
            id: r.id,
            status: shownStatus(r.status),
            position: positions.get(r.id) ?? null,
            createdAt: r.createdAt.toISOString(),
            completedAt: r.completedAt?.toISOString() ?? null,
            certificateCode: r.certificateCode,
            course,
          },
        ];
      }),
    };
  },

  async list(input, ctx) {
    const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
    const where = and(
      NOT_HELD,
      input.courseId ? eq(registrations.courseId, input.courseId) : undefined,
      input.status ? eq(registrations.status, input.status) : undefined,
      p
        ? sql`(lower(${registrations.name}) like ${p} or lower(${registrations.email}) like ${p})`
        : undefined,
    );
    return countAndPage(
      input,
      async () => {
        const [row] = await ctx.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(registrations)
          .where(where);
        return row?.n ?? 0;
      },
      (limit, offset) => rows(ctx.db, where, limit, offset),
    );
  },

  async export({ courseId }, ctx) {
    const [course] = await ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw notFound('Course');
    const list = await rows(
      ctx.db,
      and(NOT_HELD, eq(registrations.courseId, courseId)),
      100_000,
      0,
    );
    const records = list.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.kind,
      r.status,
      r.position ?? '',
      r.createdAt,
      r.certificateCode ?? '',
    ]);
    return base64File(
      `course-${courseId}-registrations.csv`,
      CSV_MIME,
      Buffer.from(csvDocument([CSV_HEADER, ...records]), 'utf8'),
    );
  },

  async complete(input, ctx) {
    return ctx.db.transaction((tx) => completeRegistration(tx, ctx.act(), input));
  },

  async revokeCompletion(input, ctx) {
    return ctx.db.transaction((tx) => revokeCompletion(tx, ctx.act(), input));
  },

  async ceHours(_input, ctx) {
    const [agent] = await ctx.db
      .select({ expiresOn: agentProfiles.licenseExpiresOn })
      .from(agents)
      .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
      .where(eq(agents.userId, ctx.user.userId))
      .limit(1);
    const cycle = agent?.expiresOn ? cycleOf(agent.expiresOn) : null;
    const day = businessDateSql(registrations.completedAt);
    const where = and(
      eq(registrations.userId, ctx.user.userId),
      eq(registrations.status, 'completed'),
      cycle ? sql`${day} between ${cycle.start}::date and ${cycle.end}::date` : undefined,
    );
    const [total] = await ctx.db
      .select({ hours: sql<string>`coalesce(sum(${courses.ceHours}), 0)::numeric(10,1)::text` })
      .from(registrations)
      .innerJoin(courses, eq(courses.id, registrations.courseId))
      .where(where);
    const list = await ctx.db
      .select({
        courseId: courses.id,
        titleZh: courses.titleZh,
        titleEn: courses.titleEn,
        hours: courses.ceHours,
        completedAt: registrations.completedAt,
      })
      .from(registrations)
      .innerJoin(courses, eq(courses.id, registrations.courseId))
      .where(where)
      .orderBy(asc(registrations.completedAt), asc(registrations.id));
    return {
      cycleStart: cycle?.start ?? null,
      cycleEnd: cycle?.end ?? null,
      hours: total?.hours ?? '0.0',
      courses: list.map((c) => ({ ...c, completedAt: c.completedAt?.toISOString() ?? '' })),
    };
  },

  async calendarUrl({ renew }, ctx) {
    const token = await ctx.db.transaction((tx) => calendarToken(tx, ctx.act(), { renew }));
    return { url: `${CALENDAR_PATH}${token}.ics` };
  },
};
