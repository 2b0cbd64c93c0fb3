import { and, asc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { registrationRequests } from '../../db/schema-institute.js';
import { tooMany } from '../../envelope.js';

/** The configured limits of public registration (config.ts, REGIS_*). */
export interface OptInLimits {
  linkHours: number;
  windowMinutes: number;
  ipLimit: number;
  emailLimit: number;
  pendingPerIp: number;
}

/** "10 minutes", "1 minute", "24 hours": a wait as a person reads it, rounded up. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const R = registrationRequests;

/**
 * Refuses a registration request over the limits, counted in SQL from the requests themselves
 * (the pattern of the login throttle: every server behind one database counts together and a
 * restart forgives nothing). Refused requests are not recorded, so hammering costs a bot only
 * these reads and the table one window's requests per key. Call with the course row locked:
 * requests on one course are counted one after the other, so a burst cannot slip past the count.
 * - per client IP and course: `ipLimit` requests within the window;
 * - per e-mail and course: `emailLimit` within the window (the mails one mailbox gets), counted
 *   alike whether the address is registered or not, so the refusal tells nothing about it;
 * - per client IP and course: at most `pendingPerIp` requests waiting for their link.
 */
export async function refuseOverLimits(
  tx: Tx,
  now: Date,
  limits: OptInLimits,
  { courseId, ip, email }: { courseId: number; ip: string; email: string },
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const wait = async (key: SQL | undefined, limit: number) => {
    if (limit <= 0) return 0; // a limit of 0 switches that count off
    const rows = await tx
      .select({ at: R.createdAt })
      .from(R)
      .where(and(eq(R.courseId, courseId), key, gt(R.createdAt, since), lte(R.createdAt, now)))
      .orderBy(asc(R.createdAt))
      .limit(10_000);
    if (rows.length < limit) return 0;
    const at = rows[rows.length - limit]?.at ?? now;
    return at.getTime() + windowMs - now.getTime();
  };
  const byIp = await wait(eq(R.ip, ip), limits.ipLimit);
  if (byIp > 0) {
    throw tooMany(
      `Too many registrations for this course from your network; please try again in ${waitInWords(byIp)}`,
    );
  }
  const byEmail = await wait(sql`lower(${R.email}) = lower(${email})`, limits.emailLimit);
  if (byEmail > 0) {
    throw tooMany(
      `Too many registrations for this course with this e-mail; please try again in ${waitInWords(byEmail)}`,
    );
  }
  if (limits.pendingPerIp <= 0) return;
  const pending = await tx
    .select({ expiresAt: R.expiresAt })
    .from(R)
    .where(
      and(eq(R.courseId, courseId), eq(R.ip, ip), eq(R.status, 'pending'), gt(R.expiresAt, now)),
    )
    .orderBy(asc(R.expiresAt))
    .limit(10_000);
  if (pending.length < limits.pendingPerIp) return;
  // One place frees when the earliest of the requests over the cap expires.
  const freeAt = pending[pending.length - limits.pendingPerIp]?.expiresAt ?? now;
  throw tooMany(
    `Too many unconfirmed registrations for this course from your network: confirm them with the links in their mails, or try again in ${waitInWords(freeAt.getTime() - now.getTime())}`,
  );
}
