import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { groupMembers } from '../../db/schema-groups.js';
import { fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * A group's members: added by name, or everyone who holds a role or works in a
 * branch (or any branch under it) the day they are added. A person may be in several groups; in
 * one group once, however often they are added.
 */

/** Staff who still work with the office: no tourist, and no agent who has left. */
const ACTIVE_STAFF = sql`u.kind = 'staff' AND NOT EXISTS (SELECT 1 FROM agents a
  WHERE a.user_id = u.id AND a.rel_status <> 1)`;

export interface GroupMemberData {
  userId: number;
  name: string;
  email: string | null;
  roles: string[] | null;
  branch: string | null;
  addedBy: 'person' | 'role' | 'branch';
  addedWith: string;
  addedAt: string;
  optedOut: boolean;
}

/**
 * A group's members. Their addresses, roles and branch are for those who manage people
 * (`seesPeople`: user management) and for the viewer's own row; anyone else sees names and how
 * each came in. A group can be "everyone holding the Agent role", and an agent who makes one must
 * not read the whole staff's addresses and roles through it.
 */
export async function groupMemberRows(
  db: Db | Tx,
  groupId: number,
  viewer: { userId: number; seesPeople: boolean },
) {
  const found = await rows<GroupMemberData>(
    db,
    sql`SELECT u.id AS "userId", u.name, u.email,
        COALESCE((SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur
          JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), ARRAY[]::text[]) AS roles,
        (SELECT o.name FROM agents a JOIN orgs o ON o.id = a.branch_id WHERE a.user_id = u.id
          LIMIT 1) AS branch,
        m.added_by AS "addedBy", m.added_with AS "addedWith",
        to_char(m.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt",
        EXISTS (SELECT 1 FROM message_preferences p WHERE p.user_id = u.id
          AND p.event_code = 'group-mail' AND p.delivery = 'none') AS "optedOut"
      FROM group_members m JOIN users u ON u.id = m.user_id
      WHERE m.group_id = ${groupId}
      ORDER BY lower(u.name), u.id`,
  );
  return found.map((m) =>
    viewer.seesPeople || m.userId === viewer.userId
      ? m
      : { ...m, email: null, roles: null, branch: null },
  );
}

type AddInput =
  | { by: 'person'; userIds: number[] }
  | { by: 'role'; roleId: number }
  | { by: 'branch'; branchId: number };

/** Who an addition names, and the role's or branch's name written on their rows. */
async function peopleOf(tx: Tx, input: AddInput): Promise<{ ids: number[]; addedWith: string }> {
  if (input.by === 'person') {
    const found = await rows<{ id: number }>(
      tx,
      sql`SELECT u.id FROM users u
        WHERE u.id IN (${sql.join(
          input.userIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${ACTIVE_STAFF}`,
    );
    if (found.length !== new Set(input.userIds).size) {
      throw fieldRefused('userIds', 'names someone who is not on the office staff');
    }
    return { ids: found.map((r) => r.id), addedWith: '' };
  }
  if (input.by === 'role') {
    const [role] = await rows<{ name: string }>(
      tx,
      sql`SELECT name FROM roles WHERE id = ${input.roleId}`,
    );
    if (!role) throw notFound('Role');
    const found = await rows<{ id: number }>(
      tx,
      sql`SELECT DISTINCT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id
        WHERE ur.role_id = ${input.roleId} AND ${ACTIVE_STAFF}`,
    );
    return { ids: found.map((r) => r.id), addedWith: role.name };
  }
  const [branch] = await rows<{ name: string }>(
    tx,
    sql`SELECT name FROM orgs WHERE id = ${input.branchId}`,
  );
  if (!branch) throw notFound('Branch');
  const found = await rows<{ id: number }>(
    tx,
    sql`WITH RECURSIVE under(id) AS (
          SELECT ${input.branchId}::int
          UNION SELECT o.id FROM orgs o JOIN under ON o.parent_id = under.id)
        SELECT DISTINCT u.id FROM users u JOIN agents a ON a.user_id = u.id
        WHERE a.branch_id IN (SELECT id FROM under) AND ${ACTIVE_STAFF}`,
  );
  return { ids: found.map((r) => r.id), addedWith: branch.name };
}

/** Adds the people an addition names; those already in the group are counted, not repeated. */
export async function addGroupMembers(tx: Tx, act: Act, groupId: number, input: AddInput) {
  const { ids, addedWith } = await peopleOf(tx, input);
  if (ids.length === 0) return { added: 0, already: 0 };
  const added = await tx
    .insert(groupMembers)
    .values(
      ids.map((userId) => ({
        groupId,
        userId,
        addedBy: input.by,
        addedWith,
        addedByUser: act.actor,
        addedAt: act.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return { added: added.length, already: ids.length - added.length };
}

export async function removeGroupMember(tx: Tx, groupId: number, userId: number) {
  const gone = await tx.execute(
    sql`DELETE FROM group_members WHERE group_id = ${groupId} AND user_id = ${userId} RETURNING user_id`,
  );
  if (gone.rows.length === 0) throw notFound('Member');
}
