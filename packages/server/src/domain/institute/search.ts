import { MODULE_IDS, meta } from '@bq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { courses } from '../../db/schema-institute.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';

/**
 * Courses by title (either language). Those who manage the course list see every
 * status, as their list does; everyone else the published courses of the hall, as the hall does.
 * Each opens where the reader reads courses: the course list, the hall, or the public hall.
 */
export const searchCourses: AreaSearch = async (db, who, ask) => {
  const manages = passes(who, meta.course.list.permission);
  const match = ask.recent
    ? undefined
    : // The expression of its trigram index (migration 0200).
      sql`(lower(${courses.titleEn}) || ' ' || lower(${courses.titleZh})) LIKE ${ask.like}`;
  const rows = await db
    .select({
      id: courses.id,
      titleEn: courses.titleEn,
      titleZh: courses.titleZh,
      category: courses.category,
      online: courses.online,
      status: courses.status,
    })
    .from(courses)
    .where(and(manages ? undefined : eq(courses.status, 'published'), match))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(ask.limit);
  const base = manages
    ? '/college-manage/course-list/detail'
    : who.modules.has(MODULE_IDS['bq-institute/course-hall'])
      ? '/bq-institute/course-hall/detail'
      : '/bq-institute-tourist/detail';
  return rows.map((r) =>
    hit({
      kind: 'course',
      id: r.id,
      title: r.titleEn || r.titleZh,
      details: [
        r.titleEn && r.titleZh ? r.titleZh : '',
        r.category,
        r.online ? 'online' : 'offline',
        r.status,
      ].filter(Boolean),
      path: `${base}/${r.online ? 'online' : 'offline'}/${r.id}`,
    }),
  );
};
