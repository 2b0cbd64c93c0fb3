import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, rows } from '../../db/query-helpers.js';
import { groups } from '../../db/schema-groups.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * Groups: named lists of people the office writes to at once. A group belongs
 * to whoever made it; `seesAll` (a role holding `group/all`) reaches every group. A group out of
 * reach answers "not found", so its name does not leak.
 */
export interface Reach {
  userId: number;
  seesAll: boolean;
}

export interface GroupRowData {
  id: number;
  name: string;
  description: string;
  ownerId: number;
  ownerName: string;
  members: number;
  optedOut: number;
  mails: number;
  lastMailAt: string | null;
  version: number;
}

/** The row of each group, with its counts; `where` is a condition on `g`. */
function groupRows(db: Db | Tx, where: ReturnType<typeof sql>, tail = sql``) {
  return rows<GroupRowData>(
    db,
    sql`SELECT g.id, g.name, g.description, g.owner_id AS "ownerId", u.name AS "ownerName",
        g.version,
        (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id) AS members,
        (SELECT count(*)::int FROM group_members m JOIN message_preferences p
          ON p.user_id = m.user_id AND p.event_code = 'group-mail' AND p.delivery = 'none'
          WHERE m.group_id = g.id) AS "optedOut",
        (SELECT count(*)::int FROM group_mails gm WHERE gm.group_id = g.id) AS mails,
        (SELECT to_char(max(gm.sent_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          FROM group_mails gm WHERE gm.group_id = g.id) AS "lastMailAt"
      FROM groups g JOIN users u ON u.id = g.owner_id
      WHERE ${where} ${tail}`,
  );
}

export const reachSql = (reach: Reach) =>
  reach.seesAll
    ? sql`g.removed_at IS NULL`
    : sql`g.removed_at IS NULL AND g.owner_id = ${reach.userId}`;

export async function listGroups(
  db: Db | Tx,
  reach: Reach,
  input: { pageNum: number; pageSize: number; keyword: string },
) {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = p
    ? sql`${reachSql(reach)} AND (lower(g.name) LIKE ${p} OR lower(g.description) LIKE ${p})`
    : reachSql(reach);
  return countAndPage(
    input,
    async () =>
      (
        await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM groups g WHERE ${where}`)
      )[0]?.n ?? 0,
    (limit, offset) =>
      groupRows(db, where, sql`ORDER BY lower(g.name), g.id LIMIT ${limit} OFFSET ${offset}`),
  );
}

/** A group in reach, or "not found"; `lock` holds it for a change or a send. */
export async function groupInReach(db: Db | Tx, reach: Reach, id: number, lock = false) {
  const [row] = await groupRows(db, sql`${reachSql(reach)} AND g.id = ${id}`);
  if (!row) throw notFound('Group');
  if (lock) await db.execute(sql`SELECT 1 FROM groups WHERE id = ${id} FOR UPDATE`);
  return row;
}

const NAME_TAKEN = 'is already the name of another group';

/** Makes a group owned by the actor, or renames one in reach (an edit names the version read). */
export async function saveGroup(
  tx: Tx,
  act: Act & { actor: number },
  reach: Reach,
  input: { id?: number; name: string; description: string; version?: number },
): Promise<GroupRowData> {
  const [taken] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(isNull(groups.removedAt), sql`lower(${groups.name}) = ${input.name.toLowerCase()}`));
  if (taken && taken.id !== input.id) throw fieldRefused('name', NAME_TAKEN);
  if (input.id === undefined) {
    const [made] = await tx
      .insert(groups)
      .values({
        name: input.name,
        description: input.description,
        ownerId: act.actor,
        createdAt: act.now,
        updatedAt: act.now,
      })
      .returning({ id: groups.id });
    if (!made) throw new Error('group insert');
    return groupInReach(tx, reach, made.id);
  }
  const current = await groupInReach(tx, reach, input.id, true);
  if (input.version !== undefined && input.version !== current.version) {
    throw conflict('Someone changed this group since you opened it; reload to see their change');
  }
  await tx
    .update(groups)
    .set({
      name: input.name,
      description: input.description,
      version: current.version + 1,
      updatedAt: act.now,
    })
    .where(eq(groups.id, input.id));
  return groupInReach(tx, reach, input.id);
}

/** Removes a group from every list; the mails sent to it keep its name. */
export async function removeGroup(tx: Tx, act: Act, reach: Reach, id: number) {
  await groupInReach(tx, reach, id, true);
  await tx.execute(sql`DELETE FROM group_members WHERE group_id = ${id}`);
  await tx.update(groups).set({ removedAt: act.now }).where(eq(groups.id, id));
}
