import { LOOKUP_LIMIT, type LookupPerson } from '@bq/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { canDecide } from '../applications/deciders.js';

export type LookupPurpose = 'coach' | 'delegate' | 'agent' | 'staff';

/** Whom each purpose may find, as a condition on `u` (users) and `a` (their agent row, if any). */
const POOLS: Record<LookupPurpose, ReturnType<typeof sql>> = {
  // Certified mentors who still work with the office: the coaches a tutoring request may name.
  coach: sql`a.rel_status = 1 AND EXISTS (SELECT 1 FROM agent_admin_configs c
    WHERE c.agent_id = a.id AND c.mentor_certificate = 1)`,
  // Whoever may decide applications (setDelegation's rule), never the asker.
  delegate: canDecide(sql`u.id`),
  agent: sql`a.rel_status = 1`,
  // Anyone on the staff who still works with the office (a group's members).
  staff: sql`(a.id IS NULL OR a.rel_status = 1)`,
};

/**
 * The person pickers' search: staff users of the purpose's pool whose name or e-mail contains the
 * keyword (case-insensitive), by name; `chosen` (by user or agent id) comes first when it is in the pool, so
 * a picker can show the name of a value it was given.
 */
export async function lookupPeople(
  db: Db,
  {
    purpose,
    keyword,
    chosen,
    askerId,
  }: {
    purpose: LookupPurpose;
    keyword: string;
    chosen?: { userId?: number; agentId?: number };
    askerId: number;
  },
): Promise<LookupPerson[]> {
  const pattern = `%${keyword.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  const matches = sql`(lower(u.name) LIKE ${pattern} ESCAPE '\\' OR lower(u.email) LIKE ${pattern} ESCAPE '\\')`;
  const notAsker = purpose === 'delegate' ? sql`AND u.id <> ${askerId}` : sql``;
  const isChosen = chosen?.userId
    ? sql`u.id = ${chosen.userId}`
    : chosen?.agentId
      ? sql`a.id = ${chosen.agentId}`
      : null;
  return rows<LookupPerson>(
    db,
    sql`SELECT u.id AS "userId", a.id AS "agentId", u.name, u.email,
        COALESCE((SELECT array_agg(r.name ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
          WHERE ur.user_id = u.id), ARRAY[]::text[]) AS roles,
        (SELECT o.name FROM orgs o WHERE o.id = a.branch_id) AS branch
      FROM users u LEFT JOIN agents a ON a.user_id = u.id
      WHERE u.kind = 'staff' AND ${POOLS[purpose]} ${notAsker}
        AND (${matches}${isChosen ? sql` OR ${isChosen}` : sql``})
      ORDER BY ${isChosen ? sql`(${isChosen}) IS TRUE DESC,` : sql``} lower(u.name), u.id
      LIMIT ${LOOKUP_LIMIT}`,
  );
}
