import type { CourseCard, CourseRecord } from '@bq/contract';
import { MODULE_IDS } from '@bq/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import {
  courseLecturers,
  courseSessions,
  courses,
  registrations,
} from '../../db/schema-institute.js';
import type { Caller } from '../shared/act.js';
import { SEAT_TAKING } from './courses.js';

/** College management: every course, in any status. */
export const isCollege = (user: Caller) =>
  user.modules.has(MODULE_IDS['college-manage/course-list']);

/** Who may see registrations and certificates of anyone. */
export const keepsRegistrations = (user: Caller) =>
  isCollege(user) || user.modules.has(MODULE_IDS['college-manage/registration-list']);

/** Keyword over both titles and the tags, case-insensitive, LIKE characters taken literally. */
export function keywordWhere(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const p = containsPattern(keyword, { lower: true });
  return sql`(lower(${courses.titleZh}) like ${p} or lower(${courses.titleEn}) like ${p}
    or exists (select 1 from unnest(${courses.tags}) as t(tag) where lower(t.tag) like ${p}))`;
}

/** Courses with a lecturer whose name holds `name` (case-insensitive, LIKE characters literal). */
export function lecturerNamedWhere(name: string): SQL | undefined {
  if (!name) return undefined;
  const p = containsPattern(name, { lower: true });
  return sql`exists (select 1 from ${courseLecturers} join ${users}
    on ${users.id} = ${courseLecturers.userId}
    where ${courseLecturers.courseId} = ${courses.id} and lower(${users.name}) like ${p})`;
}

export const teachesWhere = (userId: number) =>
  sql`exists (select 1 from ${courseLecturers} where ${courseLecturers.courseId} = ${courses.id}
    and ${courseLecturers.userId} = ${userId})`;

export async function teaches(db: Db | Tx, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courseLecturers.courseId })
    .from(courseLecturers)
    .where(and(eq(courseLecturers.courseId, courseId), eq(courseLecturers.userId, userId)));
  return Boolean(row);
}

/**
 * Courses by id with lecturers, sessions and seat counts, in the order given. Four queries for
 * any number of courses: the hall renders hundreds without one query per card.
 */
export async function loadCourses(db: Db | Tx, ids: readonly number[]): Promise<CourseRecord[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, lecturers, sessions, counts] = await Promise.all([
    db
      .select({ c: courses, createdByName: users.name })
      .from(courses)
      .leftJoin(users, eq(users.id, courses.createdBy))
      .where(inArray(courses.id, list)),
    db
      .select({ courseId: courseLecturers.courseId, id: users.id, name: users.name })
      .from(courseLecturers)
      .innerJoin(users, eq(users.id, courseLecturers.userId))
      .where(inArray(courseLecturers.courseId, list))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select()
      .from(courseSessions)
      .where(inArray(courseSessions.courseId, list))
      .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id)),
    db
      .select({
        courseId: registrations.courseId,
        taken: sql<number>`count(*) filter (where ${SEAT_TAKING})`.mapWith(Number),
        waitlisted:
          sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(
            Number,
          ),
      })
      .from(registrations)
      .where(inArray(registrations.courseId, list))
      .groupBy(registrations.courseId),
  ]);
  const byId = new Map(rows.map((r) => [r.c.id, r]));
  const countOf = new Map(counts.map((c) => [c.courseId, c]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { c } = row;
    return [
      {
        id: c.id,
        titleZh: c.titleZh,
        titleEn: c.titleEn,
        descriptionZh: c.descriptionZh,
        descriptionEn: c.descriptionEn,
        category: c.category,
        tags: c.tags,
        lecturers: lecturers
          .filter((l) => l.courseId === id)
          .map((l) => ({ id: l.id, name: l.name })),
        online: c.online,
        price: c.price,
        ceHours: c.ceHours,
        seats: c.seats,
        seatsTaken: countOf.get(id)?.taken ?? 0,
        waitlisted: countOf.get(id)?.waitlisted ?? 0,
        sessions: sessions
          .filter((s) => s.courseId === id)
          .map((s) => ({
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt.toISOString(),
            place: s.place,
          })),
        coverUrl: c.coverUrl,
        status: c.status,
        version: c.version,
        createdBy: row.createdByName ?? '',
        updatedAt: c.updatedAt.toISOString(),
      },
    ];
  });
}

/** The public card: what only editors see is left out. */
export function cardOf(r: CourseRecord): CourseCard {
  const { version: _v, createdBy: _c, updatedAt: _u, ...card } = r;
  return card;
}

export async function loadCards(db: Db | Tx, ids: readonly number[]): Promise<CourseCard[]> {
  return (await loadCourses(db, ids)).map(cardOf);
}

/** Places on the waitlist (1 = next) of the given courses, by registration id: first come first. */
export async function waitlistPositions(
  db: Db | Tx,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: registrations.id,
      position:
        sql<number>`row_number() over (partition by ${registrations.courseId} order by ${registrations.id})`.mapWith(
          Number,
        ),
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.courseId, [...new Set(courseIds)]),
        eq(registrations.status, 'waitlisted'),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.position]));
}

/** A course file (`{ fileName, mime, size, contentBase64 }`) from bytes. */
export function base64File(fileName: string, mime: string, bytes: Buffer) {
  return { fileName, mime, size: bytes.length, contentBase64: bytes.toString('base64') };
}
