import { type CoachAgreementRecord, MODULE_IDS } from '@bq/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { agentAdminConfigs, agents, users } from '../../db/schema.js';
import { coachAgreements } from '../../db/schema-coach.js';
import { conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';

const coachAgent = alias(agents, 'coach_agent');
const menteeAgent = alias(agents, 'mentee_agent');
const coachUser = alias(users, 'coach_user');
const menteeUser = alias(users, 'mentee_user');

/** The reference a coach-cost application quotes in `agreementRef`. */
export const agreementRef = (id: number) => `CA-${id}`;

const ACTIVE_TAKEN = 'This agent already has an active coach; end that agreement first';

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

async function mentorCertificate(db: Db | Tx, agentId: number): Promise<0 | 1> {
  const [c] = await db
    .select({ m: agentAdminConfigs.mentorCertificate })
    .from(agentAdminConfigs)
    .where(eq(agentAdminConfigs.agentId, agentId));
  return c?.m ?? 0;
}

async function assertAgent(db: Db | Tx, agentId: number, field: string) {
  const [a] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId));
  if (!a) throw fieldRefused(field, 'is not an agent');
}

/** A unique-index refusal from a concurrent add becomes the same 409 as the checked case. */
function uniqueActive(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw conflict(ACTIVE_TAKEN);
  throw error;
}

export const coachAgreement: FamilyHandlers<'coachAgreement'> = {
  async get({ id }, ctx) {
    const [row] = await records(ctx.db, eq(coachAgreements.id, id));
    if (!row) throw notFound('Coach agreement');
    return row;
  },

  async add(input, ctx) {
    if (input.coachAgentId === input.menteeAgentId) {
      throw fieldRefused('menteeAgentId', 'must be another agent than the coach');
    }
    if (input.endDate && input.endDate < input.startDate) {
      throw fieldRefused('endDate', 'must not be before the start date');
    }
    return ctx.db
      .transaction(async (tx) => {
        await assertAgent(tx, input.coachAgentId, 'coachAgentId');
        await assertAgent(tx, input.menteeAgentId, 'menteeAgentId');
        if ((await mentorCertificate(tx, input.coachAgentId)) !== 1) {
          throw fieldRefused('coachAgentId', 'is not a certified coach (mentor certificate)');
        }
        // The mentee's row is locked so two adds for one mentee queue up here.
        await tx.select().from(agents).where(eq(agents.id, input.menteeAgentId)).for('update');
        const [active] = await tx
          .select({ id: coachAgreements.id })
          .from(coachAgreements)
          .where(
            and(
              eq(coachAgreements.menteeAgentId, input.menteeAgentId),
              eq(coachAgreements.status, 'active'),
            ),
          );
        if (active) throw conflict(ACTIVE_TAKEN);
        const [row] = await tx
          .insert(coachAgreements)
          .values({
            coachAgentId: input.coachAgentId,
            menteeAgentId: input.menteeAgentId,
            startDate: input.startDate,
            endDate: input.endDate ?? null,
            terms: input.terms,
            createdBy: ctx.user.userId,
          })
          .returning({ id: coachAgreements.id });
        const id = row?.id as number;
        return { id, ref: agreementRef(id) };
      })
      .catch(uniqueActive);
  },

  async edit({ id, endDate, terms, status }, ctx) {
    await ctx.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(coachAgreements)
          .where(eq(coachAgreements.id, id))
          .for('update');
        if (!row) throw notFound('Coach agreement');
        if (endDate && endDate < row.startDate) {
          throw fieldRefused('endDate', 'must not be before the start date');
        }
        if (status === 'active' && row.status !== 'active') {
          const [other] = await tx
            .select({ id: coachAgreements.id })
            .from(coachAgreements)
            .where(
              and(
                eq(coachAgreements.menteeAgentId, row.menteeAgentId),
                eq(coachAgreements.status, 'active'),
                ne(coachAgreements.id, id),
              ),
            );
          if (other) throw conflict(ACTIVE_TAKEN);
        }
        await tx
          .update(coachAgreements)
          .set({
            ...(endDate !== undefined && { endDate }),
            ...(terms !== undefined && { terms }),
            ...(status !== undefined && { status }),
            updatedAt: ctx.now(),
          })
          .where(eq(coachAgreements.id, id));
      })
      .catch(uniqueActive);
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
