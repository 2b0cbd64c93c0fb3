import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { coachAgreements } from '../../db/schema-coach.js';
import {
  calendarTokens,
  coachProfiles,
  coachSessions,
  courseProperties,
  lecturerProfiles,
} from '../../db/schema-institute.js';
import { fieldRefused } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';

/** A lecturer's own public profile (bio in both languages, photo), made on first save. */
export async function saveLecturerProfile(
  tx: Tx,
  act: SignedAct,
  input: { bioZh: string; bioEn: string; photoUrl: string | null },
): Promise<void> {
  const set = { ...input, updatedAt: act.now };
  await tx
    .insert(lecturerProfiles)
    .values({ userId: act.actor, ...set })
    .onConflictDoUpdate({ target: lecturerProfiles.userId, set });
}

/** A certified mentor's own coach profile, made on first save. */
export async function saveCoachProfile(
  tx: Tx,
  act: SignedAct,
  input: { agentId: number; bio: string; specialties: readonly string[] },
): Promise<void> {
  const set = { bio: input.bio, specialties: [...new Set(input.specialties)], updatedAt: act.now };
  await tx
    .insert(coachProfiles)
    .values({ agentId: input.agentId, ...set })
    .onConflictDoUpdate({ target: coachProfiles.agentId, set });
}

/** A coaching session with one of the coach's mentees under an active agreement. */
export async function addCoachSession(
  tx: Tx,
  act: SignedAct,
  input: {
    coachAgentId: number;
    menteeAgentId: number;
    day: string;
    minutes: number;
    note: string;
  },
): Promise<{ id: number }> {
  const [agreement] = await tx
    .select({ id: coachAgreements.id })
    .from(coachAgreements)
    .where(
      and(
        eq(coachAgreements.coachAgentId, input.coachAgentId),
        eq(coachAgreements.menteeAgentId, input.menteeAgentId),
        eq(coachAgreements.status, 'active'),
      ),
    );
  if (!agreement) throw fieldRefused('menteeAgentId', 'is not one of your active mentees');
  const [row] = await tx
    .insert(coachSessions)
    .values({ ...input, createdAt: act.now })
    .returning({ id: coachSessions.id });
  if (!row) throw new Error('coach session insert returned nothing');
  return { id: row.id };
}

/**
 * The person's private calendar feed token: the one they have, or a new one when they ask to
 * renew it (the old address stops working). Two first asks at once agree on one address.
 */
export async function calendarToken(
  tx: Tx,
  act: SignedAct,
  { renew }: { renew: boolean },
): Promise<string> {
  const fresh = randomBytes(24).toString('base64url');
  const values = { userId: act.actor, token: fresh, createdAt: act.now };
  if (renew) {
    await tx
      .insert(calendarTokens)
      .values(values)
      .onConflictDoUpdate({ target: calendarTokens.userId, set: values });
    return fresh;
  }
  await tx.insert(calendarTokens).values(values).onConflictDoNothing();
  const [row] = await tx
    .select({ token: calendarTokens.token })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, act.actor));
  return row?.token ?? fresh;
}

/**
 * The office's course categories and tags and the most tags a course may carry. Courses keep the
 * category and tags they were saved with; the lists bind only new saves.
 */
export async function saveCourseProperties(
  tx: Tx,
  act: SignedAct,
  input: { categories: readonly string[]; tags: readonly string[]; maxTags: number },
): Promise<void> {
  const set = {
    categories: [...new Set(input.categories)],
    tags: [...new Set(input.tags)],
    maxTags: input.maxTags,
    updatedAt: act.now,
  };
  await tx
    .insert(courseProperties)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: courseProperties.id, set });
}
