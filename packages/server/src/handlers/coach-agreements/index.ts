import { type CoachAgreementRecord, MODULE_IDS } from '@bq/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { agents, users } from '../../db/schema.js';
import { coachAgreements } from '../../db/schema-coach.js';
import {
  addAgreement,
  agreementRef,
  editAgreement,
  mentorCertificate,
  uniqueActive,
} from '../../domain/coach/agreements.js';
import { forbidden, notFound } from '../../envelope.js';

const coachAgent = alias(agents, 'coach_agent');
const menteeAgent = alias(agents, 'mentee_agent');
const coachUser = alias(users, 'coach_user');
const menteeUser = alias(users, 'mentee_user');

async function records(db: Db | Tx, where: SQL): Promise<CoachAgreementRecord[]> {
  const rows = await db
    .select({
      a: coachAgreements,
      coachName: coachUser.name,
      menteeName: menteeUser.name,
    })
    .from(coachAgreements)
    .innerJoin(coachAgent, eq(coachAgent.id, coachAgreements.coachAgentId))
    .innerJoin(coachUser, eq(coachUser.id, coachAgent.userId))
    .innerJoin(menteeAgent, eq(menteeAgent.id, coachAgreements.menteeAgentId))
    .innerJoin(menteeUser, eq(menteeUser.id, menteeAgent.userId))
    .where(where)
    .orderBy(desc(coachAgreements.startDate), desc(coachAgreements.id));
  return rows.map(({ a, coachName, menteeName }) => ({
    id: a.id,
    coachAgentId: a.coachAgentId,
    coachName,
    menteeAgentId: a.menteeAgentId,
    menteeName,
    startDate: a.startDate,
    endDate: a.endDate,
    terms: a.terms,
    status: a.status,
    ref: agreementRef(a.id),
  }));
}

const isAdmin = (user: SessionUser) =>
  user.modules.has(MODULE_IDS['userroles/coach-agreement']) ||
  user.modules.has(MODULE_IDS['userroles/usermgt']);

/** The agent themself or someone who keeps agreements; anyone else is refused. */
async function assertSelfOrAdmin(db: Db, user: SessionUser, agentId: number) {
  const [agent] = await db
    .select({ id: agents.id, userId: agents.userId })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw notFound('Agent');
  if (agent.userId !== user.userId && !isAdmin(user)) {
    throw forbidden('You may only see your own coach agreements');
  }
}

export const coachAgreement: FamilyHandlers<'coachAgreement'> = {
  async get({ id }, ctx) {
    const [row] = await records(ctx.db, eq(coachAgreements.id, id));
    if (!row) throw notFound('Coach agreement');
    return row;
  },

  async add(input, ctx) {
    return ctx.db.transaction((tx) => addAgreement(tx, ctx.act(), input)).catch(uniqueActive);
  },

  async edit(input, ctx) {
    await ctx.db.transaction((tx) => editAgreement(tx, ctx.act(), input)).catch(uniqueActive);
    return null;
  },

  async getCoachDetail({ coachAgentId, includeEnded }, ctx) {
    await assertSelfOrAdmin(ctx.db, ctx.user, coachAgentId);
    const [coach] = await ctx.db
      .select({ name: users.name })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(eq(agents.id, coachAgentId));
    const list = await records(
      ctx.db,
      and(
        eq(coachAgreements.coachAgentId, coachAgentId),
        includeEnded ? sql`true` : eq(coachAgreements.status, 'active'),
      ) as SQL,
    );
    return {
      coachAgentId,
      coachName: coach?.name ?? '',
      mentorCertificate: await mentorCertificate(ctx.db, coachAgentId),
      list,
    };
  },

  async ifExistActiveCoach({ agentId }, ctx) {
    await assertSelfOrAdmin(ctx.db, ctx.user, agentId);
    const [row] = await ctx.db
      .select({ id: coachAgreements.id })
      .from(coachAgreements)
      .where(and(eq(coachAgreements.menteeAgentId, agentId), eq(coachAgreements.status, 'active')));
    return { exists: Boolean(row), agreementId: row?.id ?? null };
  },

  async getPersonalCoach({ agentId }, ctx) {
    await assertSelfOrAdmin(ctx.db, ctx.user, agentId);
    const [row] = await records(
      ctx.db,
      and(eq(coachAgreements.menteeAgentId, agentId), eq(coachAgreements.status, 'active')) as SQL,
    );
    return row ?? null;
  },
};
