import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { adminConfigStash, agents, type StashChanges } from '../../db/schema-people.js';
import { conflict, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import type { AgentRow } from './access.js';
import { record, tell } from './history.js';
import { refreshStatus } from './license.js';
import { loadPersonal, type Personal, same, writePersonal } from './personal.js';
import { staleTin, storeTin } from './tin.js';

/**
 * An agent's own changes of office-controlled fields wait here for a user manager's decision:
 * accepted, they are written and kept in the admin history; either way the agent is told. Nobody
 * decides a change of their own record or one they submitted.
 */

type StashRow = typeof adminConfigStash.$inferSelect;

export async function stagedShape(db: Db | Tx, row: StashRow) {
  const [who] = await db
    .select({ agentName: users.name })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.id, row.agentId));
  const [by] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.submittedBy));
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: who?.agentName ?? '',
    changes: Object.entries(row.changes).map(([field, c]) => ({ field, ...c })),
    submittedBy: row.submittedBy,
    submittedByName: by?.name ?? '',
    submittedAt: row.submittedAt.toISOString(),
  };
}

export async function pendingOf(db: Db | Tx, agentId: number) {
  const [row] = await db
    .select()
    .from(adminConfigStash)
    .where(and(eq(adminConfigStash.agentId, agentId), eq(adminConfigStash.status, 'pending')));
  return row ? stagedShape(db, row) : null;
}

/**
 * Stages an agent's own change of office-controlled fields. A second edit before the decision
 * merges into the waiting one (one pending change per agent); a field set back to its current
 * value leaves the stash, and an empty stash is dropped.
 */
export async function stage(
  tx: Tx,
  agentId: number,
  current: Personal,
  wanted: Partial<Personal>,
  by: { userId: number; at: Date },
): Promise<number | null> {
  const [pending] = await tx
    .select()
    .from(adminConfigStash)
    .where(and(eq(adminConfigStash.agentId, agentId), eq(adminConfigStash.status, 'pending')))
    .for('update');
  const changes: StashChanges = { ...(pending?.changes ?? {}) };
  for (const [field, after] of Object.entries(wanted)) {
    const before = current[field as keyof Personal];
    if (same(before, after)) delete changes[field];
    else changes[field] = { before, after };
  }
  if (pending && Object.keys(changes).length === 0) {
    await tx.delete(adminConfigStash).where(eq(adminConfigStash.id, pending.id));
    return null;
  }
  if (pending) {
    await tx
      .update(adminConfigStash)
      .set({ changes, submittedBy: by.userId, submittedAt: by.at })
      .where(eq(adminConfigStash.id, pending.id));
    return pending.id;
  }
  if (Object.keys(changes).length === 0) return null;
  const [row] = await tx
    .insert(adminConfigStash)
    .values({ agentId, changes, submittedBy: by.userId, submittedAt: by.at })
    .returning({ id: adminConfigStash.id });
  return row?.id ?? null;
}

/** A staged change still waiting, locked for its decision. */
export async function lockPending(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(adminConfigStash)
    .where(eq(adminConfigStash.id, id))
    .for('update');
  if (!row) throw notFound('Staged change');
  if (row.status !== 'pending') throw conflict(`This change was already ${row.status}`);
  return row;
}

type Pending = Awaited<ReturnType<typeof lockPending>>;

/** Writes the staged fields, records them, derives the agent's status again, tells the agent. */
export async function acceptStaged(
  tx: Tx,
  act: SignedAct,
  { row, agent }: { row: Pending; agent: AgentRow },
) {
  assertNotOwnWork(act.actor, [agent.userId, row.submittedBy], 'staged change');
  const loaded = await loadPersonal(tx, agent.id);
  if (!loaded) throw notFound('Agent');
  const after = Object.fromEntries(
    Object.entries(row.changes).map(([field, c]) => [field, c.after]),
  ) as Partial<Personal>;
  await writePersonal(tx, agent.id, after, act.now);
  if (after.w9) await storeTin(tx, agent.id, staleTin(loaded.personal.w9, after.w9));
  await record(
    tx,
    agent.id,
    Object.entries(row.changes).map(([field, c]) => ({
      field,
      before: loaded.personal[field as keyof Personal],
      after: c.after,
    })),
    { userId: act.actor, at: act.now, source: 'stash', stashId: row.id },
  );
  await tx
    .update(adminConfigStash)
    .set({ status: 'accepted', decidedBy: act.actor, decidedAt: act.now })
    .where(eq(adminConfigStash.id, row.id));
  const agentStatus = await refreshStatus(tx, act, agent.id);
  await tell(
    tx,
    agent.userId,
    'Your personal info change was accepted',
    `The office accepted your change of ${Object.keys(row.changes).join(', ')}.`,
    act.now,
  );
  return { id: row.id, agentId: agent.id, agentStatus };
}

/** Refuses the staged change with a reason the agent reads. */
export async function rejectStaged(
  tx: Tx,
  act: SignedAct,
  { row, agent, reason }: { row: Pending; agent: AgentRow; reason: string },
) {
  assertNotOwnWork(act.actor, [agent.userId, row.submittedBy], 'staged change');
  await tx
    .update(adminConfigStash)
    .set({ status: 'rejected', decidedBy: act.actor, decidedAt: act.now, reason })
    .where(eq(adminConfigStash.id, row.id));
  await tell(
    tx,
    agent.userId,
    'Your personal info change was not accepted',
    `The office did not accept your change of ${Object.keys(row.changes).join(', ')}: ${reason}`,
    act.now,
  );
  return { id: row.id, agentId: agent.id };
}
