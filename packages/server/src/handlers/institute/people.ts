import { MODULE_IDS } from '@bq/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers } from '../../context.js';
import type { Db } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { agentAdminConfigs, agents, roleModules, userRoles, users } from '../../db/schema.js';
import { coachAgreements } from '../../db/schema-coach.js';
import {
  coachProfiles,
  coachSessions,
  courseLecturers,
  courses,
  lecturerProfiles,
} from '../../db/schema-institute.js';
import { loadCards, teachesWhere } from '../../domain/institute/cards.js';
import {
  addCoachSession,
  saveCoachProfile,
  saveLecturerProfile,
} from '../../domain/institute/profiles.js';
import { forbidden, notFound } from '../../envelope.js';
import { checkImageUrl } from './courses.js';

const nameLike = (keyword: string): SQL | undefined => {
  if (!keyword) return undefined;
  const p = containsPattern(keyword, { lower: true });
  return sql`(lower(${users.name}) like ${p} or lower(${users.email}) like ${p})`;
};

/** A lecturer holds a role with the lecturer center, or teaches a course. */
const isLecturer = sql`(${users.id} in (select ${userRoles.userId} from ${userRoles}
    join ${roleModules} on ${roleModules.roleId} = ${userRoles.roleId}
    where ${roleModules.moduleId} = ${MODULE_IDS['lecturer-center']})
  or ${users.id} in (select ${courseLecturers.userId} from ${courseLecturers}))`;

const publishedCount = sql<number>`(select count(*) from ${courseLecturers}
    join ${courses} on ${courses.id} = ${courseLecturers.courseId}
    where ${courseLecturers.userId} = ${users.id} and ${courses.status} = 'published')`.mapWith(
  Number,
);

async function lecturers(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      bioZh: lecturerProfiles.bioZh,
      bioEn: lecturerProfiles.bioEn,
      photoUrl: lecturerProfiles.photoUrl,
      courseCount: publishedCount,
    })
    .from(users)
    .leftJoin(lecturerProfiles, eq(lecturerProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({
    ...r,
    bioZh: r.bioZh ?? '',
    bioEn: r.bioEn ?? '',
    photoUrl: r.photoUrl ?? null,
  }));
}

async function publishedCourseIds(db: Db, userId: number) {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.status, 'published'), teachesWhere(userId)))
    .orderBy(sql`${courses.firstStartsAt} asc nulls last`, asc(courses.id));
  return rows.map((r) => r.id);
}

export const lecturer: FamilyHandlers<'lecturer'> = {
  async list({ keyword }, ctx) {
    return { list: await lecturers(ctx.db, and(isLecturer, nameLike(keyword))) };
  },

  async get({ id }, ctx) {
    const [one] = await lecturers(ctx.db, and(isLecturer, eq(users.id, id)));
    if (!one) throw notFound('Lecturer');
    return { ...one, courses: await loadCards(ctx.db, await publishedCourseIds(ctx.db, id)) };
  },

  async profile(_input, ctx) {
    const [me] = await lecturers(ctx.db, eq(users.id, ctx.user.userId));
    if (!me) throw notFound('User');
    const counts = await ctx.db
      .select({ status: courses.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(teachesWhere(ctx.user.userId))
      .groupBy(courses.status);
    const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
    return { ...me, drafts: n('draft'), published: n('published'), closed: n('closed') };
  },

  async saveProfile(input, ctx) {
    checkImageUrl('photoUrl', input.photoUrl);
    const { bioZh, bioEn, photoUrl } = input;
    await ctx.db.transaction((tx) =>
      saveLecturerProfile(tx, ctx.act(), { bioZh, bioEn, photoUrl }),
    );
    return null;
  },
};

const menteeAgent = alias(agents, 'mentee_agent');
const menteeUser = alias(users, 'mentee_user');

const menteeCount = sql<number>`(select count(*) from ${coachAgreements}
    where ${coachAgreements.coachAgentId} = ${agents.id} and ${coachAgreements.status} = 'active')`.mapWith(
  Number,
);

async function coaches(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      agentId: agents.id,
      userId: users.id,
      name: users.name,
      bio: coachProfiles.bio,
      specialties: coachProfiles.specialties,
      menteeCount,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .innerJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .leftJoin(coachProfiles, eq(coachProfiles.agentId, agents.id))
    .where(and(eq(agentAdminConfigs.mentorCertificate, 1), where))
    .orderBy(asc(users.name), asc(agents.id));
  return rows.map((r) => ({ ...r, bio: r.bio ?? '', specialties: r.specialties ?? [] }));
}

/** The signed-in person as a certified mentor; anyone else has no coach center. */
async function ownCoach(db: Db, userId: number) {
  const [me] = await coaches(db, eq(agents.userId, userId));
  if (!me) throw forbidden('Only certified mentors have a coach center');
  return me;
}

export const coach: FamilyHandlers<'coach'> = {
  async list({ keyword }, ctx) {
    return { list: await coaches(ctx.db, nameLike(keyword)) };
  },

  async get({ agentId }, ctx) {
    const [one] = await coaches(ctx.db, eq(agents.id, agentId));
    if (!one) throw notFound('Coach');
    return one;
  },

  async home(_input, ctx) {
    const profile = await ownCoach(ctx.db, ctx.user.userId);
    const mentees = await ctx.db
      .select({
        agentId: coachAgreements.menteeAgentId,
        name: menteeUser.name,
        agreementId: coachAgreements.id,
        since: coachAgreements.startDate,
      })
      .from(coachAgreements)
      .innerJoin(menteeAgent, eq(menteeAgent.id, coachAgreements.menteeAgentId))
      .innerJoin(menteeUser, eq(menteeUser.id, menteeAgent.userId))
      .where(
        and(
          eq(coachAgreements.coachAgentId, profile.agentId),
          eq(coachAgreements.status, 'active'),
        ),
      )
      .orderBy(asc(menteeUser.name));
    const sessions = await ctx.db
      .select({
        id: coachSessions.id,
        menteeAgentId: coachSessions.menteeAgentId,
        menteeName: menteeUser.name,
        day: coachSessions.day,
        minutes: coachSessions.minutes,
        note: coachSessions.note,
      })
      .from(coachSessions)
      .innerJoin(menteeAgent, eq(menteeAgent.id, coachSessions.menteeAgentId))
      .innerJoin(menteeUser, eq(menteeUser.id, menteeAgent.userId))
      .where(eq(coachSessions.coachAgentId, profile.agentId))
      .orderBy(desc(coachSessions.day), desc(coachSessions.id));
    return { profile, mentees, sessions };
  },

  async saveProfile(input, ctx) {
    const me = await ownCoach(ctx.db, ctx.user.userId);
    await ctx.db.transaction((tx) =>
      saveCoachProfile(tx, ctx.act(), {
        agentId: me.agentId,
        bio: input.bio,
        specialties: input.specialties,
      }),
    );
    return null;
  },

  async addSession(input, ctx) {
    const me = await ownCoach(ctx.db, ctx.user.userId);
    const { menteeAgentId, day, minutes, note } = input;
    return ctx.db.transaction((tx) =>
      addCoachSession(tx, ctx.act(), {
        coachAgentId: me.agentId,
        menteeAgentId,
        day,
        minutes,
        note,
      }),
    );
  },
};
