import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessDay } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { dictionaryEntries, recruitments } from '../../db/schema-office.js';
import { agents } from '../../db/schema-people.js';
import { fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertChoice } from './dictionary.js';

/**
 * Referral and recruiting: how each agent came to the office — who brought
 * them in, from which source of the dictionary, on which day. One record per agent; the agent's
 * activity records (`bq/agentAdminConfig/getActivityList`) sit beside it on the same page.
 */

const recruitAgent = alias(agents, 'recruit_agent');
const recruitUser = alias(users, 'recruit_user');
const recruiterAgent = alias(agents, 'recruiter_agent');
const recruiterUser = alias(users, 'recruiter_user');

const columns = {
  id: recruitments.id,
  agentId: recruitments.agentId,
  agentName: recruitUser.name,
  recruiterId: recruitments.recruiterId,
  recruiterName: recruiterUser.name,
  source: recruitments.source,
  sourceLabel: sql<string>`coalesce(${dictionaryEntries.label}, ${recruitments.source})`,
  recruitedOn: recruitments.recruitedOn,
  note: recruitments.note,
};

function select(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(recruitments)
    .innerJoin(recruitAgent, eq(recruitAgent.id, recruitments.agentId))
    .innerJoin(recruitUser, eq(recruitUser.id, recruitAgent.userId))
    .leftJoin(recruiterAgent, eq(recruiterAgent.id, recruitments.recruiterId))
    .leftJoin(recruiterUser, eq(recruiterUser.id, recruiterAgent.userId))
    .leftJoin(
      dictionaryEntries,
      and(
        eq(dictionaryEntries.kind, 'recruitSource'),
        eq(dictionaryEntries.code, recruitments.source),
      ),
    )
    .where(where);
}

export async function listRecruitments(
  db: Db | Tx,
  input: { pageNum: number; pageSize: number; recruiterId?: number; keyword: string },
) {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = and(
    input.recruiterId ? eq(recruitments.recruiterId, input.recruiterId) : undefined,
    p
      ? sql`(lower(${recruitUser.name}) like ${p} or lower(${recruiterUser.name}) like ${p})`
      : undefined,
  );
  return countAndPage(
    input,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(recruitments)
          .innerJoin(recruitAgent, eq(recruitAgent.id, recruitments.agentId))
          .innerJoin(recruitUser, eq(recruitUser.id, recruitAgent.userId))
          .leftJoin(recruiterAgent, eq(recruiterAgent.id, recruitments.recruiterId))
          .leftJoin(recruiterUser, eq(recruiterUser.id, recruiterAgent.userId))
          .where(where)
      )[0]?.n ?? 0,
    (limit, offset) =>
      select(db, where)
        .orderBy(desc(recruitments.recruitedOn), desc(recruitments.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function getRecruitment(db: Db | Tx, id: number) {
  const [row] = await select(db, eq(recruitments.id, id));
  if (!row) throw notFound('Recruitment');
  return row;
}

export async function saveRecruitment(
  tx: Tx,
  act: Act,
  input: {
    id?: number;
    agentId: number;
    recruiterId: number | null;
    source: string;
    recruitedOn: string;
    note: string;
  },
) {
  if (act.actor === null) throw forbidden();
  const { id, ...values } = input;
  if (values.recruiterId === values.agentId) {
    throw fieldRefused('recruiterId', 'An agent cannot have recruited themselves');
  }
  const known = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(sql`${agents.id} in (${values.agentId}, ${values.recruiterId ?? values.agentId})`);
  if (!known.some((a) => a.id === values.agentId)) {
    throw fieldRefused('agentId', 'Choose an agent of the office');
  }
  if (values.recruiterId !== null && !known.some((a) => a.id === values.recruiterId)) {
    throw fieldRefused('recruiterId', 'Choose an agent of the office');
  }
  if (values.recruitedOn > businessDay(act.now)) {
    throw fieldRefused('recruitedOn', 'The day an agent was recruited is today or earlier');
  }
  const [was] =
    id === undefined
      ? []
      : await tx.select().from(recruitments).where(eq(recruitments.id, id)).for('update');
  if (id !== undefined && !was) throw notFound('Recruitment');
  await assertChoice(tx, 'source', 'recruitSource', values.source, was?.source ?? null);
  const [taken] = await tx
    .select({ id: recruitments.id })
    .from(recruitments)
    .where(eq(recruitments.agentId, values.agentId));
  if (taken && taken.id !== id) {
    throw fieldRefused('agentId', 'How this agent came to the office is already recorded');
  }
  const stamp = { updatedBy: act.actor, updatedAt: act.now };
  const [saved] =
    id === undefined
      ? await tx
          .insert(recruitments)
          .values({ ...values, ...stamp })
          .returning({ id: recruitments.id })
      : await tx
          .update(recruitments)
          .set({ ...values, ...stamp })
          .where(eq(recruitments.id, id))
          .returning({ id: recruitments.id });
  if (!saved) throw notFound('Recruitment');
  return getRecruitment(tx, saved.id);
}
