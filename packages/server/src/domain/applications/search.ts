import { sql } from 'drizzle-orm';
import { rows } from '../../db/query-helpers.js';
import { type AreaSearch, hit } from '../shared/search.js';
import { visibleSql } from './visibility.js';

interface Row {
  id: number;
  type: string;
  status: string;
  title: string;
  applicant: string;
  applicant_id: number;
}

/**
 * Applications by number, applicant or kind, under the same rule as opening one (loadVisible):
 * one's own (drafts too), and others' once submitted for the people on their chain. Each opens
 * where its reader works: the applicant's side for their own, the examine side for the others.
 */
export const searchApplications: AreaSearch = async (db, who, ask) => {
  const like = ask.like;
  const match = ask.recent
    ? sql`true`
    : sql`(a.id::text = ${ask.q} OR lower(u.name) LIKE ${like} OR lower(k.title) LIKE ${like})`;
  const found = await rows<Row>(
    db,
    sql`SELECT a.id, a.type, a.status, k.title, u.name AS applicant, a.applicant_id
      FROM applications a
      JOIN application_steps s ON s.kind = a.type AND s.step = a.step
      JOIN application_kinds k ON k.kind = a.type
      JOIN users u ON u.id = a.applicant_id
      WHERE ${visibleSql(who, ask.now)} AND ${match}
      ORDER BY (a.id::text = ${ask.q}) DESC, a.updated_at DESC, a.id DESC LIMIT ${ask.limit}`,
  );
  return found.map((r) => {
    const own = r.applicant_id === who.userId;
    const side = own ? '/approval/apply/detail' : '/approval/examine/approval-detail';
    return hit({
      kind: 'application',
      id: r.id,
      title: `${r.title} #${r.id}`,
      details: [r.applicant, r.status],
      path: `${side}/${r.id}/${r.type}/${r.status}`,
    });
  });
};
