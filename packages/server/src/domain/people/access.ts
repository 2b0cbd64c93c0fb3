import { MODULE_IDS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { agents } from '../../db/schema-people.js';
import { forbidden, notFound } from '../../envelope.js';
import type { Caller } from '../shared/act.js';

export type AgentRow = typeof agents.$inferSelect;

/** User managers read and change every agent's record; everybody else only their own. */
export const isManager = (user: Caller) => user.modules.has(MODULE_IDS['userroles/usermgt']);

export async function ownAgent(db: Db | Tx, userId: number): Promise<AgentRow | null> {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId));
  return row ?? null;
}

/**
 * The agent a call is about: `agentId`, or the caller's own agent when it is omitted. A caller who
 * is not a user manager gets 403 for every agent but their own, existing or not, so ids cannot be
 * probed. `lock` takes the row for the rest of the transaction.
 */
export async function agentFor(
  db: Db | Tx,
  user: Caller,
  agentId: number | undefined,
  lock = false,
): Promise<AgentRow> {
  if (agentId === undefined) {
    const own = await ownAgent(db, user.userId);
    if (!own) throw notFound('Agent record of the signed-in user');
    return lock ? agentFor(db, user, own.id, true) : own;
  }
  const query = db.select().from(agents).where(eq(agents.id, agentId));
  const [row] = await (lock ? query.for('update') : query);
  if (row?.userId !== user.userId && !isManager(user)) {
    throw forbidden('You may only read or change your own agent record');
  }
  if (!row) throw notFound('Agent');
  return row;
}

/** Office-side calls refuse one's own record: nobody decides on their own standing (four eyes). */
export function assertNotSelf(user: Caller, agent: AgentRow, what: string): void {
  if (agent.userId === user.userId) {
    throw forbidden(`You cannot change your own ${what}; another user manager must do it`);
  }
}
