import type { Contract, ParsedRequestOf } from '@bq/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import {
  courseCovers,
  courseLecturers,
  courseProperties,
  courseSessions,
  courses,
} from '../../db/schema-institute.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Caller, SignedAct } from '../shared/act.js';
import { isCollege, teaches } from './cards.js';
import { fillSeats } from './seats.js';

type SaveInput = ParsedRequestOf<Contract['course']['save']>;

const STALE =
  'This course was changed by someone else since you opened it: reload it and make your change again';

/**
 * An editor's course: college management opens any; a lecturer only what they teach. Others'
 * courses answer the same 404 as a missing one, so ids do not tell what exists.
 */
export async function editableCourse(db: Db | Tx, user: Caller, id: number, lock = false) {
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

async function lecturersFor(tx: Tx, user: Caller, input: SaveInput): Promise<number[]> {
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

/**
 * Saves a course and its sessions and lecturers: a new one as a draft, an existing one at the
 * version the editor opened (two saves of one version cannot both pass). Its status stays (a
 * lecturer's edit of a published course keeps it published), and more seats than before move the
 * waitlist up now. Answers who was told of a seat.
 */
export async function saveCourse(
  tx: Tx,
  act: SignedAct,
  { caller, input }: { caller: Caller; input: SaveInput },
): Promise<{ id: number; version: number; told: number[] }> {
  const at = act.now;
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
  await checkProperties(tx, input);
  const lecturerIds = await lecturersFor(tx, caller, input);
  if (input.id === undefined) {
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, status: 'draft', createdBy: act.actor, createdAt: at })
      .returning({ id: courses.id, version: courses.version });
    if (!row) throw new Error('course insert returned nothing');
    await writeChildren(tx, row.id, input, lecturerIds);
    return { ...row, told: [] as number[] };
  }
  // Locked so two saves of one version cannot both pass the version check.
  const current = await editableCourse(tx, caller, input.id, true);
  if (current.version !== input.version) throw conflict(STALE);
  const version = current.version + 1;
  // The status stays: a lecturer's edit of a published course keeps it published.
  await tx
    .update(courses)
    .set({ ...fields, version })
    .where(eq(courses.id, current.id));
  await writeChildren(tx, current.id, input, lecturerIds);
  // More seats than before: the waitlist moves up now, not at the next cancellation.
  const told = await fillSeats(tx, act, current.id);
  return { id: current.id, version, told };
}

/** Publishes, hides or drafts a course (college management). */
export async function setCourseStatus(
  tx: Tx,
  act: SignedAct,
  { id, status }: { id: number; status: (typeof courses.$inferSelect)['status'] },
): Promise<{ version: number }> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!row) throw notFound('Course');
  if (row.status === status) return { version: row.version };
  const version = row.version + 1;
  await tx.update(courses).set({ status, version, updatedAt: act.now }).where(eq(courses.id, id));
  return { version };
}

/** A stored cover image, by who uploaded it. */
export async function recordCover(
  db: Db,
  act: SignedAct,
  image: Omit<typeof courseCovers.$inferInsert, 'uploadedBy'>,
) {
  await db.insert(courseCovers).values({ ...image, uploadedBy: act.actor });
}
