import { and, asc, count, eq, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { associationMembers, associations } from '../../db/schema-office.js';
import { agentProfiles, agents } from '../../db/schema-people.js';
import { fieldRefused, forbidden, notFound } from '../../envelope.js';
import { refreshStatus } from '../people/license.js';
import type { Act } from '../shared/act.js';
import { inForce, boardKey as key } from './board-members.js';
import { assertWebAddress } from './links.js';

/**
 * Boards (associations of realtors) and who belongs to them. Membership is
 * data: the rows in force are what an agent's status reads (2 = licensed, in no board). The
 * board names in an agent's personal info and the memberships are one fact written two ways:
 * whichever changes, `syncBoards` makes the other follow (docs/decisions/system.md, "The office's lists").
 */

const rowColumns = {
  id: associations.id,
  name: associations.name,
  shortName: associations.shortName,
  mls: associations.mls,
  website: associations.website,
  active: associations.active,
  // Qualified by hand: inside a subquery Drizzle would write the outer column unqualified.
  members: sql<number>`(select count(*)::int from association_members m
    where m.association_id = "associations"."id" and m.ended_on is null)`,
};

export async function listAssociations(
  db: Db | Tx,
  input: { pageNum: number; pageSize: number; keyword: string },
) {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = p
    ? sql`(lower(${associations.name}) like ${p} or lower(${associations.shortName}) like ${p})`
    : undefined;
  return countAndPage(
    input,
    async () => (await db.select({ n: count() }).from(associations).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select(rowColumns)
        .from(associations)
        .where(where)
        .orderBy(asc(associations.name))
        .limit(limit)
        .offset(offset),
  );
}

async function members(db: Db | Tx, where: ReturnType<typeof and>) {
  return db
    .select({
      id: associationMembers.id,
      agentId: associationMembers.agentId,
      name: users.name,
      email: users.email,
      memberNo: associationMembers.memberNo,
      joinedOn: associationMembers.joinedOn,
      agentStatus: agents.agentStatus,
    })
    .from(associationMembers)
    .innerJoin(agents, eq(agents.id, associationMembers.agentId))
    .innerJoin(users, eq(users.id, agents.userId))
    .where(where)
    .orderBy(asc(users.name));
}

export async function getAssociation(db: Db | Tx, id: number) {
  const [row] = await db.select(rowColumns).from(associations).where(eq(associations.id, id));
  if (!row) throw notFound('Board');
  return {
    ...row,
    memberList: await members(db, and(eq(associationMembers.associationId, id), inForce)),
  };
}

export async function saveAssociation(
  tx: Tx,
  act: Act,
  input: {
    id?: number;
    name: string;
    shortName: string;
    mls: string;
    website: string;
    active: boolean;
  },
) {
  if (act.actor === null) throw forbidden();
  if (input.website) assertWebAddress('website', input.website);
  const { id, ...values } = input;
  const [same] = await tx
    .select({ id: associations.id })
    .from(associations)
    .where(sql`lower(${associations.name}) = ${key(input.name)}`);
  if (same && same.id !== id) throw fieldRefused('name', `A board named ${input.name} exists`);
  const stamp = { updatedBy: act.actor, updatedAt: act.now };
  const [saved] =
    id === undefined
      ? await tx
          .insert(associations)
          .values({ ...values, ...stamp })
          .returning({ id: associations.id })
      : await tx
          .update(associations)
          .set({ ...values, ...stamp })
          .where(eq(associations.id, id))
          .returning({ id: associations.id });
  if (!saved) throw notFound('Board');
  const [row] = await tx.select(rowColumns).from(associations).where(eq(associations.id, saved.id));
  if (!row) throw notFound('Board');
  return row;
}

/** The names of the boards an agent is in, as their personal info lists them. */
async function writeBoardNames(tx: Tx, agentId: number, change: (names: string[]) => string[]) {
  const [profile] = await tx
    .select({ boards: agentProfiles.boards })
    .from(agentProfiles)
    .where(eq(agentProfiles.agentId, agentId))
    .for('update');
  const boards = change(profile?.boards ?? []);
  await tx
    .insert(agentProfiles)
    .values({ agentId, boards })
    .onConflictDoUpdate({ target: agentProfiles.agentId, set: { boards } });
}

export async function addMember(
  tx: Tx,
  act: Act,
  input: { associationId: number; agentId: number; memberNo: string; joinedOn?: string },
) {
  if (act.actor === null) throw forbidden();
  const [board] = await tx
    .select({ name: associations.name, active: associations.active })
    .from(associations)
    .where(eq(associations.id, input.associationId));
  if (!board) throw notFound('Board');
  if (!board.active) throw fieldRefused('associationId', 'This board is switched off');
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.id, input.agentId));
  if (!agent) throw fieldRefused('agentId', 'Choose an agent of the office');
  const today = businessDay(act.now);
  const joinedOn = input.joinedOn ?? today;
  if (joinedOn > today) throw fieldRefused('joinedOn', 'A membership starts today or earlier');
  const [made] = await tx
    .insert(associationMembers)
    .values({
      associationId: input.associationId,
      agentId: input.agentId,
      memberNo: input.memberNo,
      joinedOn,
      addedBy: act.actor,
      addedAt: act.now,
    })
    .onConflictDoNothing()
    .returning({ id: associationMembers.id });
  if (!made) throw fieldRefused('agentId', 'This agent is already a member of this board');
  await writeBoardNames(tx, input.agentId, (names) =>
    names.some((n) => key(n) === key(board.name)) ? names : [...names, board.name],
  );
  await refreshStatus(tx, act, input.agentId);
  const [member] = await members(tx, eq(associationMembers.id, made.id));
  if (!member) throw notFound('Membership');
  return member;
}

export async function endMember(tx: Tx, act: Act, id: number): Promise<void> {
  if (act.actor === null) throw forbidden();
  const [ended] = await tx
    .update(associationMembers)
    .set({ endedOn: businessDay(act.now), endedBy: act.actor })
    .where(and(eq(associationMembers.id, id), inForce))
    .returning({
      agentId: associationMembers.agentId,
      associationId: associationMembers.associationId,
    });
  if (!ended) throw notFound('Membership');
  const [board] = await tx
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, ended.associationId));
  await writeBoardNames(tx, ended.agentId, (names) =>
    names.filter((n) => key(n) !== key(board?.name ?? '')),
  );
  await refreshStatus(tx, act, ended.agentId);
}
