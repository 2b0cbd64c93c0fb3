import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { courses, registrations } from '../../db/schema-institute.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { englishTitle, SEAT_TAKING } from './courses.js';
import { fillSeats, lockCourse, type Registrant, tellSeatTaken } from './seats.js';

/**
 * Seats bought in an order (commerce, docs/commerce.md rule 4). The institute owns seats, so an
 * order asks here: a seat is held from placement (status `held`, counted as taken), turned into
 * an enrolment when the order is paid, and released (the waitlist promoted) when the order is
 * cancelled, expires or is refunded. Every function locks the course row first, like every other
 * seat decision, so the last seat goes to one buyer only.
 */

export const FULL = 'This course is full';
export const HELD_ALREADY = 'You already have a seat or a place in this course';

/** A published course's price and title for an order line, or null when it cannot be bought. */
export async function courseForSale(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({
      id: courses.id,
      price: courses.price,
      titleEn: courses.titleEn,
      titleZh: courses.titleZh,
      status: courses.status,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.status === 'published' ? row : null;
}

/** Free seats of a course now (for the cart's "full" note; placement decides under lock). */
export async function seatsLeft(tx: Db | Tx, courseId: number): Promise<number> {
  const [course] = await tx
    .select({ seats: courses.seats })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return 0;
  const [taken] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(and(eq(registrations.courseId, courseId), SEAT_TAKING));
  return course.seats - (taken?.n ?? 0);
}

/** The registration, read again after its course row is locked (its status is then settled). */
async function lockedRegistration(tx: Tx, registrationId: number) {
  const [first] = await tx
    .select({ courseId: registrations.courseId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!first) return undefined;
  await lockCourse(tx, first.courseId);
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  return reg;
}

/**
 * Holds a seat for the buyer of an order being placed. Refuses a full course (no waitlist for a
 * bought seat: the buyer keeps the cart and may try later) and a person who already has a seat or
 * a waitlist place. Answers the registration id the order line keeps.
 */
export async function holdSeat(
  tx: Tx,
  { now }: Act,
  { courseId, who }: { courseId: number; who: Registrant },
): Promise<number> {
  const course = await lockCourse(tx, courseId);
  if (course?.status !== 'published') throw notFound('Course');
  const [already] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.courseId, courseId),
        who.userId === null ? sql`false` : eq(registrations.userId, who.userId),
        inArray(registrations.status, ['enrolled', 'waitlisted', 'held', 'completed']),
      ),
    );
  if (already) throw conflict(`${HELD_ALREADY}: ${englishTitle(course)}`);
  if ((await seatsLeft(tx, courseId)) < 1) throw conflict(`${FULL}: ${englishTitle(course)}`);
  const [row] = await tx
    .insert(registrations)
    .values({ courseId, ...who, status: 'held', createdAt: now })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration insert returned nothing');
  return row.id;
}

/**
 * The order is paid: the held seat becomes an enrolment and the buyer is told (their template and
 * channel). Answers the user told, for the caller's unread badge; null when nothing changed.
 */
export async function enrolHeldSeat(tx: Tx, act: Act, registrationId: number) {
  const reg = await lockedRegistration(tx, registrationId);
  if (reg?.status !== 'held') return null;
  const course = await lockCourse(tx, reg.courseId);
  if (!course) return null;
  await tx
    .update(registrations)
    .set({ status: 'enrolled' })
    .where(eq(registrations.id, registrationId));
  if (reg.userId === null) return null;
  await tellSeatTaken(tx, act, course, { userId: reg.userId, name: reg.name });
  return reg.userId;
}

/**
 * The seat goes back: a held seat of an order cancelled or expired, or an enrolment whose line was
 * refunded. The registration is cancelled and the waitlist moves up. Answers the users told.
 */
export async function releaseSeat(tx: Tx, act: Act, registrationId: number): Promise<number[]> {
  const reg = await lockedRegistration(tx, registrationId);
  if (!reg) return [];
  if (reg.status !== 'held' && reg.status !== 'enrolled') return [];
  await tx
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt: act.now })
    .where(eq(registrations.id, registrationId));
  return fillSeats(tx, act, reg.courseId);
}
