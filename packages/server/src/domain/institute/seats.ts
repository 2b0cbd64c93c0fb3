import { isZeroMoney, parseMoney } from '@bq/validators';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { courses, registrations } from '../../db/schema-institute.js';
import { badInput, conflict, notFound } from '../../envelope.js';
import { notifyPerson } from '../messages/notify-person.js';
import { queueTemplateMail } from '../messages/templates.js';
import type { Act } from '../shared/act.js';
import { englishTitle, SEAT_TAKING } from './courses.js';

const SENDER = 'BQ Institute';
// Ordering comes with the commerce area; until then the refusal says how a seat is had.
export const PAID =
  'This course is paid and cannot be bought online yet: ask the institute for a seat';

export interface Registrant {
  userId: number | null;
  name: string;
  email: string;
  phone: string;
  kind: 'staff' | 'tourist' | 'outsider';
}

/**
 * The course row, locked for the rest of the transaction: every seat decision on one course
 * (register, cancel, a save that adds seats) queues here, so two people asking for the last seat
 * at the same moment are served one after the other and only the first gets it.
 */
export async function lockCourse(tx: Tx, courseId: number) {
  const [row] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return row;
}

async function seatsTaken(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(and(eq(registrations.courseId, courseId), SEAT_TAKING));
  return row?.n ?? 0;
}

export async function waitlistPosition(tx: Tx, courseId: number, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(
      and(
        eq(registrations.courseId, courseId),
        eq(registrations.status, 'waitlisted'),
        sql`${registrations.id} <= ${id}`,
      ),
    );
  return row?.n ?? 1;
}

/** The unique index's refusal (a concurrent duplicate) in the same words as the checked case. */
export const duplicateAs = (message: string) => (error: unknown) => {
  for (let e = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') throw conflict(message);
  }
  throw error;
};

/**
 * A seat while one is left, else the waitlist, for a published free course. `active` finds the
 * person's registration already holding a seat or a waitlist place.
 */
export async function takeSeat(
  tx: Tx,
  { now }: Act,
  { courseId, who, duplicate }: { courseId: number; who: Registrant; duplicate: string },
) {
  const course = await lockCourse(tx, courseId);
  if (course?.status !== 'published') throw notFound('Course');
  // Payment is a later issue: a paid course is ordered from the hall, never registered here.
  if (!isZeroMoney(parseMoney(course.price))) throw badInput(PAID);
  const sameOne =
    who.userId !== null
      ? eq(registrations.userId, who.userId)
      : and(
          sql`${registrations.userId} is null`,
          sql`lower(${registrations.email}) = lower(${who.email})`,
        );
  const [already] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.courseId, courseId),
        sameOne,
        inArray(registrations.status, ['enrolled', 'waitlisted']),
      ),
    );
  if (already) throw conflict(duplicate);
  const status = (await seatsTaken(tx, courseId)) < course.seats ? 'enrolled' : 'waitlisted';
  const [row] = await tx
    .insert(registrations)
    .values({ courseId, ...who, status, createdAt: now })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration insert returned nothing');
  const position = status === 'waitlisted' ? await waitlistPosition(tx, courseId, row.id) : null;
  return { id: row.id, status, position } as const;
}

/**
 * Moves the earliest on the waitlist into the seats now free and tells each of them: a user by
 * their template and channel, an outside visitor by e-mail. Call with the course row locked.
 * Answers the user ids told in the portal (their unread badge changes).
 */
export async function fillSeats(tx: Tx, act: Act, courseId: number): Promise<number[]> {
  const at = act.now;
  const course = await lockCourse(tx, courseId);
  if (!course) return [];
  const free = course.seats - (await seatsTaken(tx, courseId));
  if (free <= 0) return [];
  const next = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.courseId, courseId), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.id))
    .limit(free);
  if (next.length === 0) return [];
  await tx
    .update(registrations)
    .set({ status: 'enrolled' })
    .where(
      inArray(
        registrations.id,
        next.map((r) => r.id),
      ),
    );
  const told: number[] = [];
  for (const r of next) {
    if (r.userId !== null) {
      await tellSeatTaken(tx, act, course, { userId: r.userId, name: r.name });
      told.push(r.userId);
    } else {
      // An outside visitor has no account, language or preference: the English text by e-mail.
      const values = { agentName: r.name, courseTitle: englishTitle(course) };
      await queueTemplateMail(tx, { to: r.email, code: 'course-seat', language: 2, values }, at);
    }
  }
  return told;
}

/**
 * Tells a user their seat in `course` is theirs ("course-seat"), by their template and channel:
 * a seat from the waitlist, or a bought one once it is paid.
 */
export async function tellSeatTaken(
  tx: Tx,
  act: Act,
  course: { id: number; titleEn: string; titleZh: string },
  person: { userId: number; name: string },
): Promise<void> {
  const [reader] = await tx
    .select({ language: users.languageType })
    .from(users)
    .where(eq(users.id, person.userId));
  // The title in the language the message is written in, the other one when it is empty.
  const courseTitle =
    reader?.language === 1 ? course.titleZh || englishTitle(course) : englishTitle(course);
  await notifyPerson(tx, act, {
    userId: person.userId,
    code: 'course-seat',
    values: { agentName: person.name, courseTitle },
    sender: SENDER,
  });
}

/**
 * The person gives up their seat or their place on the waitlist; a freed seat goes to the
 * waitlist at once. Answers who was told of a seat.
 */
export async function cancelRegistration(
  tx: Tx,
  act: Act & { actor: number },
  courseId: number,
): Promise<number[]> {
  // The course first, as every seat decision does: the freed seat is not taken twice.
  await lockCourse(tx, courseId);
  const [mine] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.courseId, courseId),
        eq(registrations.userId, act.actor),
        inArray(registrations.status, ['enrolled', 'waitlisted']),
      ),
    );
  if (!mine) throw notFound('Registration');
  await tx
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt: act.now })
    .where(eq(registrations.id, mine.id));
  return mine.status === 'enrolled' ? fillSeats(tx, act, courseId) : [];
}
