import { MODULE_IDS, meta } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/query-helpers.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';
import { reachSql } from './groups.js';

/** Groups by name or description, in the group list's reach: one's own, or all with group/all. */
export const searchGroups: AreaSearch = async (db, who, ask) => {
  if (!passes(who, meta.group.list.permission)) return [];
  const reach = { userId: who.userId, seesAll: who.modules.has(MODULE_IDS['group/all']) };
  const match = ask.recent
    ? sql`true`
    : sql`(lower(g.name) LIKE ${ask.like} OR lower(g.description) LIKE ${ask.like})`;
  const found = await rows<{ id: number; name: string; description: string; members: number }>(
    db,
    sql`SELECT g.id, g.name, g.description,
        (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id) AS members
      FROM groups g WHERE ${reachSql(reach)} AND ${match}
      ORDER BY g.updated_at DESC, g.id DESC LIMIT ${ask.limit}`,
  );
  return found.map((r) =>
    hit({
      kind: 'group',
      id: r.id,
      title: r.name,
      details: [r.description, `${r.members} members`].filter(Boolean),
      path: `/group/detail?id=${r.id}`,
    }),
  );
};
