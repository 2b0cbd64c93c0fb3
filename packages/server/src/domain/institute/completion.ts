import { randomBytes } from 'node:crypto';
import { businessDay } from '@bq/validators';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { completionRevocations, courseSessions, registrations } from '../../db/schema-institute.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/** Certificate codes: 10 base32 characters (50 random bits) after `BQ-`, unguessable. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function certificateCode(): string {
  const bytes = randomBytes(10);
  return `BQ-${[...bytes].map((b) => BASE32[b % 32]).join('')}`;
}

/** `YYYY-MM-DD` as people here read a date. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** When the course's last session ends; null for a course without sessions (self-paced). */
async function lastSessionEnd(tx: Tx, courseId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ end: sql<Date | null>`max(${courseSessions.endsAt})`.mapWith(courseSessions.endsAt) })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId));
  return row?.end ?? null;
}

/** The registration row, locked until the transaction ends: one completion change at a time. */
async function lockRegistration(tx: Tx, id: number) {
  const [r] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
  if (!r) throw notFound('Registration');
  return r;
}

/**
 * Marks an enrolled person as having completed the course: issues the certificate (its code) and
 * credits the CE hours (which count completed registrations). Completing twice is once: the code
 * already issued is kept. A completion is a statement about a class that took place, so it is
 * refused while the course's last session has not ended, and a date given for it (a completion
 * recorded late) may not fall before that session's day: a certificate must never be dated before
 * the class it certifies.
 */
export async function completeRegistration(
  tx: Tx,
  act: Act,
  input: { id: number; completedOn?: string },
): Promise<{ certificateCode: string }> {
  const r = await lockRegistration(tx, input.id);
  if (r.status === 'completed' && r.certificateCode) return { certificateCode: r.certificateCode };
  if (r.status !== 'enrolled') throw conflict('Only an enrolled person can complete the course');

  const end = await lastSessionEnd(tx, r.courseId);
  if (end && end > act.now) {
    throw conflict(
      `The course is not over yet: its last session ends on ${usDate(businessDay(end))}. ` +
        'Completion can be recorded once it has ended.',
    );
  }
  if (end && input.completedOn && input.completedOn < businessDay(end)) {
    throw conflict(
      `A completion cannot be dated before the course's last session (${usDate(businessDay(end))}).`,
    );
  }
  const code = certificateCode();
  await tx
    .update(registrations)
    .set({
      status: 'completed',
      // A given day is stored at noon UTC, which is that same day in California.
      completedAt: input.completedOn ? new Date(`${input.completedOn}T12:00:00Z`) : act.now,
      certificateCode: code,
    })
    .where(eq(registrations.id, input.id));
  return { certificateCode: code };
}

/**
 * Withdraws a completion recorded by mistake: the registration is enrolled again (it keeps its
 * seat), its certificate code stops being valid and the CE hours it earned are no longer counted
 * (they sum completed registrations). The withdrawal is kept with its code, reason and author, so
 * the public check can tell a withdrawn certificate from a mistyped code. `actor` is required:
 * only a person revokes.
 */
export async function revokeCompletion(
  tx: Tx,
  { now, actor }: Act,
  input: { id: number; reason: string },
): Promise<{ status: 'enrolled' }> {
  if (actor === null) throw new Error('a completion is revoked by a person');
  const r = await lockRegistration(tx, input.id);
  if (r.status !== 'completed' || !r.certificateCode) {
    throw conflict('Only a completed course can have its completion revoked');
  }
  await tx.insert(completionRevocations).values({
    registrationId: r.id,
    certificateCode: r.certificateCode,
    reason: input.reason,
    revokedBy: actor,
    revokedAt: now,
  });
  await tx
    .update(registrations)
    .set({ status: 'enrolled', completedAt: null, certificateCode: null })
    .where(eq(registrations.id, r.id));
  return { status: 'enrolled' };
}
