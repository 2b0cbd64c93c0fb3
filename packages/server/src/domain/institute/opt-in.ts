import { CODES, type TemplateCode } from '@bq/contract';
import { isZeroMoney, parseMoney } from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newToken, sha256 } from '../../auth/crypto.js';
import type { Tx } from '../../db/index.js';
import { type courses, registrationRequests, registrations } from '../../db/schema-institute.js';
import { ApiError, badInput, conflict, notFound } from '../../envelope.js';
import { queueTemplateMail } from '../messages/templates.js';
import type { Act } from '../shared/act.js';
import { refuseListed } from '../system/blacklist.js';
import { englishTitle, shownStatus } from './courses.js';
import { type OptInLimits, refuseOverLimits } from './opt-in-limits.js';
import { fillSeats, lockCourse, PAID, takeSeat, waitlistPosition } from './seats.js';

/**
 * Public registration by double opt-in. A visitor's request is mailed to the
 * address and holds nothing until the link in the mail is clicked: whoever fills in the form with
 * someone else's address, or a thousand made-up ones, takes no seat and no waitlist place. The
 * mail's second link cancels without an account, before or after confirming.
 */

export const LINK_INVALID = 'This link is not valid; open the whole link from the mail again';
export const LINK_EXPIRED =
  'This confirmation link has expired; please register again from the course page';
export const REQUEST_CANCELLED =
  'This registration was cancelled; to take part, register again from the course page';
export const COMPLETED = 'This course is completed; the registration can no longer be cancelled';

/** The hall's routes the mail's links open (packages/portal routes). */
export const CONFIRM_ROUTE = '/#/bq-institute-tourist/confirm/';
export const CANCEL_ROUTE = '/#/bq-institute-tourist/cancel/';

const R = registrationRequests;
const ACTIVE = ['enrolled', 'waitlisted'] as const;

export interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/**
 * The active registration on a course under this address, any case: a visitor's, or one an
 * account holds (an account made with the address took its visitor seats, `claim.ts`, so a
 * request still pending then confirms into that seat instead of a second one).
 */
async function activeByEmail(tx: Tx, courseId: number, email: string) {
  const [row] = await tx
    .select({ id: registrations.id, name: registrations.name })
    .from(registrations)
    .where(
      and(
        eq(registrations.courseId, courseId),
        sql`lower(${registrations.email}) = lower(${email})`,
        inArray(registrations.status, [...ACTIVE]),
      ),
    );
  return row;
}

/**
 * Records the request and mails its links. An address already registered gets a mail saying so,
 * with a cancel link, and the caller the same answer as for a new one: the form cannot be used
 * to learn who registered.
 */
export async function requestRegistration(
  tx: Tx,
  { now }: Act,
  input: {
    courseId: number;
    who: Visitor;
    ip: string;
    language: 1 | 2;
    limits: OptInLimits;
    baseUrl: string;
  },
): Promise<void> {
  const { courseId, who, limits } = input;
  // The course row queues every request and seat decision on it (see lockCourse).
  const course = await lockCourse(tx, courseId);
  if (course?.status !== 'published') throw notFound('Course');
  if (!isZeroMoney(parseMoney(course.price))) throw badInput(PAID);
  // The office's blacklist refuses a visitor here as it refuses them at registration and login.
  await refuseListed(tx, { email: who.email, ip: input.ip });
  await refuseOverLimits(tx, now, limits, { courseId, ip: input.ip, email: who.email });
  const known = await activeByEmail(tx, courseId, who.email);
  const token = newToken();
  await tx.insert(R).values({
    courseId,
    ...who,
    ip: input.ip,
    tokenHash: sha256(token),
    status: known ? 'known' : 'pending',
    registrationId: known?.id ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + limits.linkHours * 3_600_000),
  });
  const code: TemplateCode = known ? 'course-registration-known' : 'course-registration-confirm';
  const values = {
    // The name on record for a known address: a stranger's typing does not reach that mailbox.
    userName: known?.name ?? who.name,
    courseTitle:
      input.language === 1 ? course.titleZh || englishTitle(course) : englishTitle(course),
    confirmLink: `${input.baseUrl}${CONFIRM_ROUTE}${token}`,
    cancelLink: `${input.baseUrl}${CANCEL_ROUTE}${token}`,
    hours: String(limits.linkHours),
  };
  await queueTemplateMail(tx, { to: who.email, code, language: input.language, values }, now);
}

/** The request a link names, read again under the course lock so two clicks queue. */
async function requestOf(tx: Tx, token: string) {
  const hash = sha256(token);
  const [found] = await tx.select({ courseId: R.courseId }).from(R).where(eq(R.tokenHash, hash));
  if (!found) throw new ApiError(CODES.notFound, LINK_INVALID);
  const course = await lockCourse(tx, found.courseId);
  const [request] = await tx.select().from(R).where(eq(R.tokenHash, hash)).for('update');
  if (!request || !course) throw new ApiError(CODES.notFound, LINK_INVALID);
  return { request, course };
}

type Course = typeof courses.$inferSelect;

/** Where a link left the registration, as the page after the link says it. */
async function standing(tx: Tx, course: Course, registrationId: number | null) {
  const base = {
    courseId: course.id,
    courseTitleZh: course.titleZh,
    courseTitleEn: course.titleEn,
  };
  const [reg] =
    registrationId === null
      ? []
      : await tx.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!reg) return { ...base, status: 'cancelled' as const, position: null };
  const position =
    reg.status === 'waitlisted' ? await waitlistPosition(tx, course.id, reg.id) : null;
  return { ...base, status: shownStatus(reg.status), position };
}

/** The confirmation link: the request takes a seat, or a waitlist place when none is left. */
export async function confirmRequest(tx: Tx, act: Act, token: string) {
  const { request, course } = await requestOf(tx, token);
  if (request.status === 'cancelled') throw conflict(REQUEST_CANCELLED);
  // A second click, or a known address's link: where the registration stands.
  if (request.status !== 'pending') return standing(tx, course, request.registrationId);
  if (act.now.getTime() >= request.expiresAt.getTime()) throw conflict(LINK_EXPIRED);
  // An address listed after its request was mailed takes no seat by the link either.
  await refuseListed(tx, { email: request.email });
  // Two requests for one address, both confirmed: the second joins the first registration.
  const held = await activeByEmail(tx, course.id, request.email);
  const id =
    held?.id ??
    (
      await takeSeat(tx, act, {
        courseId: course.id,
        who: {
          userId: null,
          name: request.name,
          email: request.email,
          phone: request.phone,
          kind: 'outsider',
        },
        duplicate: 'This e-mail is already registered for this course',
      })
    ).id;
  await tx
    .update(R)
    .set({ status: 'confirmed', registrationId: id, decidedAt: act.now })
    .where(eq(R.id, request.id));
  return standing(tx, course, id);
}

/**
 * The cancel link: a pending request is withdrawn; a confirmed one gives up its seat, which goes
 * to the next on the waitlist in the same transaction. Answers the standing and the user ids told
 * of a seat (their unread badge changes).
 */
export async function cancelRequest(tx: Tx, act: Act, token: string) {
  const { request, course } = await requestOf(tx, token);
  let told: number[] = [];
  if (request.status !== 'cancelled' && request.registrationId !== null) {
    const [reg] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, request.registrationId));
    if (reg?.status === 'completed') throw conflict(COMPLETED);
    if (reg && (ACTIVE as readonly string[]).includes(reg.status)) {
      await tx
        .update(registrations)
        .set({ status: 'cancelled', cancelledAt: act.now })
        .where(eq(registrations.id, reg.id));
      if (reg.status === 'enrolled') told = await fillSeats(tx, act, course.id);
    }
  }
  if (request.status !== 'cancelled') {
    await tx.update(R).set({ status: 'cancelled', decidedAt: act.now }).where(eq(R.id, request.id));
  }
  return { answer: await standing(tx, course, request.registrationId), told };
}
