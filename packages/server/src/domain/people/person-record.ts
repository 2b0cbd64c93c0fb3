import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { createAgentRecord } from './agent-record.js';

/**
 * The office record (the `agents` row and its office settings) of a staff person. Agents get one
 * on entry or when added on the Users page; lecturers, finance, approvers and administrators who
 * were given an account some other way have none, and the person page, its office settings and
 * the W-9 all hang off it. It is made the first time a user manager opens them: no
 * licence (status 3, as for anyone added without one), still with the office, office role = the
 * role they sign in with. Opening an existing record changes nothing.
 */
export async function openPersonRecord(
  tx: Tx,
  act: Act,
  input: { userId: number },
): Promise<{ agentId: number; created: boolean }> {
  const [user] = await tx
    .select({ kind: users.kind, activeRoleId: users.activeRoleId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound('User');
  // Tourists are the public (course hall), not people of the office.
  if (user.kind !== 'staff') throw fieldRefused('userId', 'is not a member of staff');
  // One record per person (unique user_id): two managers opening at once get the same one.
  const { agentId, created } = await createAgentRecord(tx, act, {
    userId: input.userId,
    roleId: user.activeRoleId,
  });
  return { agentId, created };
}
