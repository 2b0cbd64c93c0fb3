import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db } from '../../db/index.js';
import { countAndPage } from '../../db/query-helpers.js';
import { courses } from '../../db/schema-institute.js';
import {
  base64File,
  keywordWhere,
  lecturerNamedWhere,
  loadCards,
  loadCourses,
  teachesWhere,
} from '../../domain/institute/cards.js';
import {
  editableCourse,
  recordCover,
  saveCourse,
  setCourseStatus,
} from '../../domain/institute/course-editor.js';
import { englishTitle } from '../../domain/institute/courses.js';
import { fieldRefused, notFound } from '../../envelope.js';
import { saveImage } from '../../files/checked-upload.js';
import { icsCalendar } from '../../institute/ics.js';

/** Cover images a course may show: what `uploadCover` answered, nothing from elsewhere. */
export const COVER_PATH = '/api/course-cover/';
const COVER_URL = /^\/api\/course-cover\/[0-9a-f-]{36}$/;

/** A course cover or a lecturer photo: null, or an address `uploadCover` answered. */
export function checkImageUrl(field: string, url: string | null): void {
  if (url !== null && !COVER_URL.test(url)) {
    throw fieldRefused(field, 'must be an address an image upload answered');
  }
}

const titleOrder = sql`lower(coalesce(nullif(${courses.titleEn}, ''), ${courses.titleZh}))`;
const SORTS = {
  firstSession: courses.firstStartsAt,
  title: titleOrder,
  price: courses.price,
  updatedAt: courses.updatedAt,
} as const;

async function pageOf(
  db: Db,
  where: SQL | undefined,
  sort: { by: keyof typeof SORTS; order: 'asc' | 'desc' },
  paging: { pageNum: number; pageSize: number },
) {
  return countAndPage(
    paging,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(courses)
        .where(where);
      return row?.n ?? 0;
    },
    async (limit, offset) => {
      const dir = sort.order === 'desc' ? desc : asc;
      const rows = await db
        .select({ id: courses.id })
        .from(courses)
        .where(where)
        .orderBy(
          sql`${dir(SORTS[sort.by])} nulls last`,
          sort.order === 'desc' ? desc(courses.id) : asc(courses.id),
        )
        .limit(limit)
        .offset(offset);
      return rows.map((r) => r.id);
    },
  );
}

/** A published course, or the 404 every other status answers in public. */
async function publishedId(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, 'published')));
  if (!row) throw notFound('Course');
  return row.id;
}

export const course: FamilyHandlers<'course'> = {
  async hallList(input, ctx) {
    const where = and(
      eq(courses.status, 'published'),
      keywordWhere(input.keyword),
      input.category ? eq(courses.category, input.category) : undefined,
      lecturerNamedWhere(input.lecturer),
    );
    const page = await pageOf(ctx.db, where, { by: input.sortBy, order: input.sortOrder }, input);
    return { total: page.total, list: await loadCards(ctx.db, page.list) };
  },

  async hallDetail({ id }, ctx) {
    const [card] = await loadCards(ctx.db, [await publishedId(ctx.db, id)]);
    if (!card) throw notFound('Course');
    return card;
  },

  async ics({ id }, ctx) {
    const [c] = await loadCards(ctx.db, [await publishedId(ctx.db, id)]);
    if (!c) throw notFound('Course');
    const title = englishTitle(c);
    const text = icsCalendar(
      c.sessions.map((s, i) => ({
        uid: `course-${c.id}-session-${i + 1}@bq-institute`,
        startsAt: new Date(s.startsAt),
        endsAt: new Date(s.endsAt),
        summary: title,
        location: s.place,
      })),
      { name: title, now: ctx.now() },
    );
    return base64File(`course-${c.id}.ics`, 'text/calendar', Buffer.from(text, 'utf8'));
  },

  async list(input, ctx) {
    const where = and(
      keywordWhere(input.keyword),
      input.category ? eq(courses.category, input.category) : undefined,
      lecturerNamedWhere(input.lecturer),
      input.status ? eq(courses.status, input.status) : undefined,
    );
    const page = await pageOf(ctx.db, where, { by: input.sortBy, order: input.sortOrder }, input);
    return { total: page.total, list: await loadCourses(ctx.db, page.list) };
  },

  async mine(input, ctx) {
    const where = and(
      teachesWhere(ctx.user.userId),
      input.status ? eq(courses.status, input.status) : undefined,
    );
    const page = await pageOf(ctx.db, where, { by: 'updatedAt', order: 'desc' }, input);
    return { total: page.total, list: await loadCourses(ctx.db, page.list) };
  },

  async get({ id }, ctx) {
    const row = await editableCourse(ctx.db, ctx.user, id);
    const [record] = await loadCourses(ctx.db, [row.id]);
    if (!record) throw notFound('Course');
    return record;
  },

  async save(input, ctx) {
    checkImageUrl('coverUrl', input.coverUrl);
    const saved = await ctx.db.transaction((tx) =>
      saveCourse(tx, ctx.act(), { caller: ctx.user, input }),
    );
    if (saved.told.length > 0) ctx.badgeCache.dropUnread(saved.told);
    return { id: saved.id, version: saved.version };
  },

  async setStatus({ id, status }, ctx) {
    return ctx.db.transaction((tx) => setCourseStatus(tx, ctx.act(), { id, status }));
  },

  async uploadCover(input, ctx) {
    const key = await saveImage(ctx.files, ctx.file, input, 'A cover', (image) =>
      recordCover(ctx.db, ctx.act(), image),
    );
    return { url: `${COVER_PATH}${key}` };
  },
};
