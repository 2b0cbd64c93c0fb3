import { and, eq, isNull, sql } from 'drizzle-orm';
import { businessDay } from '../../clock/business-clock.js';
import type { Tx } from '../../db/index.js';
import { associationMembers, associations } from '../../db/schema-office.js';
import type { Act } from '../shared/act.js';

/**
 * An agent's board memberships as the agent's personal info names them. Below both the office's
 * board list (associations.ts) and the agent's status (people/license.ts): the status reads the
 * boards in force, and a membership the office changes refreshes the status, so the shared part
 * lives here and neither module imports the other back.
 */

/** A membership that has not ended. */
export const inForce = isNull(associationMembers.endedOn);

/** A board's name as compared: case and surrounding spaces do not make another board. */
export const boardKey = (name: string) => name.trim().toLowerCase();

/**
 * Makes the memberships in force match the boards an agent's personal info names: a board named
 * and not yet a membership starts one today (a board the office does not list yet is added to
 * the list, for the office to check); a membership no longer named ends today. Returns the names
 * of the boards in force, which the agent's status reads.
 */
export async function syncBoards(
  tx: Tx,
  act: Act,
  agentId: number,
  names: readonly string[],
): Promise<string[]> {
  const today = businessDay(act.now);
  const wanted = new Map<string, string>();
  for (const name of names) if (name.trim()) wanted.set(boardKey(name), name.trim());
  const current = await tx
    .select({ id: associationMembers.id, name: associations.name })
    .from(associationMembers)
    .innerJoin(associations, eq(associations.id, associationMembers.associationId))
    .where(and(eq(associationMembers.agentId, agentId), inForce));
  const held = new Set(current.map((c) => boardKey(c.name)));
  for (const c of current) {
    if (wanted.has(boardKey(c.name))) continue;
    await tx
      .update(associationMembers)
      .set({ endedOn: today, endedBy: act.actor })
      .where(eq(associationMembers.id, c.id));
  }
  for (const [k, name] of wanted) {
    if (held.has(k)) continue;
    const [found] = await tx
      .select({ id: associations.id })
      .from(associations)
      .where(sql`lower(${associations.name}) = ${k}`);
    const boardId =
      found?.id ??
      (
        await tx
          .insert(associations)
          .values({ name, updatedBy: act.actor, updatedAt: act.now })
          .returning({ id: associations.id })
      )[0]?.id;
    if (boardId === undefined) throw new Error('board insert returned nothing');
    await tx
      .insert(associationMembers)
      .values({
        associationId: boardId,
        agentId,
        joinedOn: today,
        addedBy: act.actor,
        addedAt: act.now,
      })
      .onConflictDoNothing();
  }
  return [...wanted.values()];
}
