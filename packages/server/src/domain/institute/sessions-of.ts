import { sql } from 'drizzle-orm';
import { businessDayEndSql, businessDayStartSql } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { englishTitle } from './courses.js';

export interface PersonSession {
  sessionId: number;
  courseId: number;
  title: string;
  online: boolean;
  place: string;
  startsAt: Date;
  endsAt: Date;
  /** The course's version: it grows with every save, so a moved session shows a new SEQUENCE. */
  version: number;
  teaches: boolean;
}

/**
 * The sessions a person teaches (a lecturer of the course) or attends (a seat enrolled or
 * completed) that overlap the business dates `from`..`to` (inclusive), for the calendar. Draft
 * courses are not on anyone's calendar yet.
 */
export async function sessionsOf(
  db: Db | Tx,
  userId: number,
  from: string,
  to: string,
): Promise<PersonSession[]> {
  const found = await rows<{
    session_id: number;
    course_id: number;
    title_en: string;
    title_zh: string;
    online: boolean;
    place: string;
    starts_at: string | Date;
    ends_at: string | Date;
    version: number;
    teaches: boolean;
  }>(
    db,
    sql`SELECT s.id AS session_id, c.id AS course_id, c.title_en, c.title_zh, c.online, s.place,
        s.starts_at, s.ends_at, c.version,
        EXISTS (SELECT 1 FROM course_lecturers l
          WHERE l.course_id = c.id AND l.user_id = ${userId}) AS teaches
      FROM course_sessions s JOIN courses c ON c.id = s.course_id
      WHERE c.status <> 'draft'
        AND s.starts_at < ${businessDayEndSql(to)} AND s.ends_at > ${businessDayStartSql(from)}
        AND (EXISTS (SELECT 1 FROM course_lecturers l WHERE l.course_id = c.id AND l.user_id = ${userId})
          OR EXISTS (SELECT 1 FROM registrations r WHERE r.course_id = c.id AND r.user_id = ${userId}
            AND r.status IN ('enrolled', 'completed')))
      ORDER BY s.starts_at, s.id
      LIMIT 2000`,
  );
  return found.map((r) => ({
    sessionId: Number(r.session_id),
    courseId: Number(r.course_id),
    title: englishTitle({ id: Number(r.course_id), titleEn: r.title_en, titleZh: r.title_zh }),
    online: Boolean(r.online),
    place: r.place,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    version: Number(r.version),
    teaches: Boolean(r.teaches),
  }));
}
