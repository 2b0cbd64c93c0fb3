import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import {
  courseCovers,
  courseLecturers,
  courseProperties,
  courseSessions,
  courses,
} from '../../db/schema-institute.js';
import { englishTitle } from '../../domain/institute/courses.js';
import { fillSeats } from '../../domain/institute/seats.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import { saveImage } from '../../files/checked-upload.js';
import { icsCalendar } from '../../institute/ics.js';
import {
  base64File,
  isCollege,
  keywordWhere,
  lecturerNamedWhere,
  loadCards,
  loadCourses,
  teaches,
  teachesWhere,
} from './cards.js';

type SaveInput = Parameters<FamilyHandlers<'course'>['save']>[0];

const STALE =
  'This course was changed by someone else since you opened it: reload it and make your change again';

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

/**
 * An editor's course: college management opens any; a lecturer only what they teach. Others'
 * courses answer the same 404 as a missing one, so ids do not tell what exists.
 */
async function editable(db: Db | Tx, user: SessionUser, id: number, lock = false) {
  const q = db.select().from(courses).where(eq(courses.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Course');
  if (!isCollege(user) && !(await teaches(db, id, user.userId))) throw notFound('Course');
  return row;
}

/** Category and tags from the office's lists; the tag count within its maximum. */
async function checkProperties(tx: Tx, input: SaveInput) {
  const [p] = await tx.select().from(courseProperties).where(eq(courseProperties.id, 1));
  const categories = p?.categories ?? [];
  const tags = p?.tags ?? [];
  if (!categories.includes(input.category)) {
    throw fieldRefused('category', 'must be one of the course categories');
  }
  const unknown = input.tags.find((t) => !tags.includes(t));
  if (unknown !== undefined) throw fieldRefused('tags', `"${unknown}" is not a course tag`);
  const max = p?.maxTags ?? 0;
  if (max > 0 && new Set(input.tags).size > max) {
    throw fieldRefused('tags', `at most ${max} tags`);
  }
}

async function lecturersFor(tx: Tx, user: SessionUser, input: SaveInput): Promise<number[]> {
  const wanted = new Set(input.lecturerIds);
  // A lecturer always teaches what they save, or they would lock themself out of it.
  if (!isCollege(user)) wanted.add(user.userId);
  const ids = [...wanted];
  if (ids.length === 0) return [];
  const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length) throw fieldRefused('lecturerIds', 'names an unknown person');
  return ids;
}

async function writeChildren(tx: Tx, id: number, input: SaveInput, lecturerIds: number[]) {
  await tx.delete(courseSessions).where(eq(courseSessions.courseId, id));
  await tx.insert(courseSessions).values(
    input.sessions.map((s) => ({
      courseId: id,
      startsAt: new Date(s.startsAt),
      endsAt: new Date(s.endsAt),
      place: s.place,
    })),
  );
  await tx.delete(courseLecturers).where(eq(courseLecturers.courseId, id));
  if (lecturerIds.length > 0) {
    await tx
      .insert(courseLecturers)
      .values(lecturerIds.map((userId) => ({ courseId: id, userId })));
  }
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
    const row = await editable(ctx.db, ctx.user, id);
    const [record] = await loadCourses(ctx.db, [row.id]);
    if (!record) throw notFound('Course');
    return record;
  },

  async save(input, ctx) {
    checkImageUrl('coverUrl', input.coverUrl);
    const at = ctx.now();
    const firstStartsAt = new Date(Math.min(...input.sessions.map((s) => Date.parse(s.startsAt))));
    const fields = {
      titleZh: input.titleZh,
      titleEn: input.titleEn,
      descriptionZh: input.descriptionZh,
      descriptionEn: input.descriptionEn,
      category: input.category,
      tags: [...new Set(input.tags)],
      online: input.online,
      price: input.price,
      ceHours: input.ceHours,
      seats: input.seats,
      coverUrl: input.coverUrl,
      firstStartsAt,
      updatedAt: at,
    };
    const saved = await ctx.db.transaction(async (tx) => {
      await checkProperties(tx, input);
      const lecturerIds = await lecturersFor(tx, ctx.user, input);
      if (input.id === undefined) {
        const [row] = await tx
          .insert(courses)
          .values({ ...fields, status: 'draft', createdBy: ctx.user.userId, createdAt: at })
          .returning({ id: courses.id, version: courses.version });
        if (!row) throw new Error('course insert returned nothing');
        await writeChildren(tx, row.id, input, lecturerIds);
        return { ...row, told: [] as number[] };
      }
      // Locked so two saves of one version cannot both pass the version check.
      const current = await editable(tx, ctx.user, input.id, true);
      if (current.version !== input.version) throw conflict(STALE);
      const version = current.version + 1;
      // The status stays: a lecturer's edit of a published course keeps it published.
      await tx
        .update(courses)
        .set({ ...fields, version })
        .where(eq(courses.id, current.id));
      await writeChildren(tx, current.id, input, lecturerIds);
      // More seats than before: the waitlist moves up now, not at the next cancellation.
      const told = await fillSeats(tx, { now: at, actor: ctx.user.userId }, current.id);
      return { id: current.id, version, told };
    });
    if (saved.told.length > 0) ctx.badgeCache.dropUnread(saved.told);
    return { id: saved.id, version: saved.version };
  },

  async setStatus({ id, status }, ctx) {
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!row) throw notFound('Course');
      if (row.status === status) return { version: row.version };
      const version = row.version + 1;
      await tx
        .update(courses)
        .set({ status, version, updatedAt: ctx.now() })
        .where(eq(courses.id, id));
      return { version };
    });
  },

  async uploadCover(input, ctx) {
    const key = await saveImage(ctx.files, ctx.file, input, 'A cover', (image) =>
      ctx.db.insert(courseCovers).values({ ...image, uploadedBy: ctx.user.userId }),
    );
    return { url: `${COVER_PATH}${key}` };
  },
};
