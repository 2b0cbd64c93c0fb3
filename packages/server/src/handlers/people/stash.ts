import { and, asc, count, eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { adminConfigStash, agents, type StashChanges } from '../../db/schema-people.js';
import { record, tell } from '../../domain/people/history.js';
import { refreshStatus } from '../../domain/people/license.js';
import { loadPersonal, type Personal, same, writePersonal } from '../../domain/people/personal.js';
import { assertNotOwnWork } from '../../domain/shared/own-work.js';
import { conflict, notFound } from '../../envelope.js';
import { agentFor } from './access.js';

type StashRow = typeof adminConfigStash.$inferSelect;

async function shape(db: Db | Tx, row: StashRow) {
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
  return row ? shape(db, row) : null;
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

async function lockPending(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(adminConfigStash)
    .where(eq(adminConfigStash.id, id))
    .for('update');
  if (!row) throw notFound('Staged change');
  if (row.status !== 'pending') throw conflict(`This change was already ${row.status}`);
  return row;
}

export const agentAdminConfigStash: FamilyHandlers<'agentAdminConfigStash'> = {
  async getByAgentId({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    return pendingOf(ctx.db, agent.id);
  },

  async search({ pageNum, pageSize }, ctx) {
    const pending = eq(adminConfigStash.status, 'pending');
    const [total] = await ctx.db.select({ n: count() }).from(adminConfigStash).where(pending);
    const page = await ctx.db
      .select()
      .from(adminConfigStash)
      .where(pending)
      .orderBy(asc(adminConfigStash.submittedAt), asc(adminConfigStash.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: await Promise.all(page.map((row) => shape(ctx.db, row))),
    };
  },

  async accept({ id }, ctx) {
    const now = ctx.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await lockPending(tx, id);
        const agent = await agentFor(tx, ctx.user, row.agentId, true);
        assertNotOwnWork(ctx.user.userId, [agent.userId, row.submittedBy], 'staged change');
        const loaded = await loadPersonal(tx, agent.id);
        if (!loaded) throw notFound('Agent');
        const after = Object.fromEntries(
          Object.entries(row.changes).map(([field, c]) => [field, c.after]),
        ) as Partial<Personal>;
        await writePersonal(tx, agent.id, after, now);
        await record(
          tx,
          agent.id,
          Object.entries(row.changes).map(([field, c]) => ({
            field,
            before: loaded.personal[field as keyof Personal],
            after: c.after,
          })),
          { userId: ctx.user.userId, at: now, source: 'stash', stashId: row.id },
        );
        await tx
          .update(adminConfigStash)
          .set({ status: 'accepted', decidedBy: ctx.user.userId, decidedAt: now })
          .where(eq(adminConfigStash.id, row.id));
        const agentStatus = await refreshStatus(tx, { now, actor: ctx.user.userId }, agent.id);
        await tell(
          tx,
          agent.userId,
          'Your personal info change was accepted',
          `The office accepted your change of ${Object.keys(row.changes).join(', ')}.`,
          now,
        );
        return { id: row.id, agentId: agent.id, agentStatus };
      });
    } finally {
      ctx.badgeCache.dropAll();
    }
  },

  async reject({ id, reason }, ctx) {
    const now = ctx.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await lockPending(tx, id);
        const agent = await agentFor(tx, ctx.user, row.agentId, true);
        assertNotOwnWork(ctx.user.userId, [agent.userId, row.submittedBy], 'staged change');
        await tx
          .update(adminConfigStash)
          .set({ status: 'rejected', decidedBy: ctx.user.userId, decidedAt: now, reason })
          .where(eq(adminConfigStash.id, row.id));
        await tell(
          tx,
          agent.userId,
          'Your personal info change was not accepted',
          `The office did not accept your change of ${Object.keys(row.changes).join(', ')}: ${reason}`,
          now,
        );
        return { id: row.id, agentId: agent.id };
      });
    } finally {
      ctx.badgeCache.dropAll();
    }
  },
};
