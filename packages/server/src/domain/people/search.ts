import { meta } from '@bq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { agentProfiles, agents } from '../../db/schema-people.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';

/**
 * The office's people (staff, as on the Users list, which only user managers open) by name,
 * e-mail or phone; an e-mail typed in full jumps to its person. Each hit names the roles held, so
 * two people of one name are told apart.
 */
export const searchPeople: AreaSearch = async (db, who, ask) => {
  if (!passes(who, meta.agentInfo.getAgent.permission)) return [];
  const email = ask.q.toLowerCase();
  const digits = ask.q.replace(/\D/g, '');
  const match = ask.recent
    ? undefined
    : sql`(lower(${users.name}) LIKE ${ask.like} OR lower(${users.email}) LIKE ${ask.like}
        OR lower(coalesce(${agentProfiles.englishName}, '')) LIKE ${ask.like}
        OR lower(coalesce(${agentProfiles.chineseName}, '')) LIKE ${ask.like}
        ${digits.length >= 3 ? sql`OR regexp_replace(coalesce(${agentProfiles.phone}, ''), '\\D', '', 'g') LIKE ${`%${digits}%`}` : sql``})`;
  const exact = ask.recent ? sql<boolean>`false` : sql<boolean>`${users.email} = ${email}`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      agentId: agents.id,
      phone: agentProfiles.phone,
      roles: sql<string>`coalesce((SELECT string_agg(r.name, ', ' ORDER BY r.name) FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${users.id}), '')`,
      exact,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(and(eq(users.kind, 'staff'), match))
    // A constant (`false`) may not stand in ORDER BY: the exact jump sorts only a real query.
    .orderBy(...(ask.recent ? [] : [desc(exact)]), desc(users.createdAt), desc(users.id))
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'person',
      id: r.id,
      title: r.name,
      details: [r.email, r.roles, r.phone ?? ''].filter(Boolean),
      // A person without an office record yet opens from the list, which makes one on first open.
      path:
        r.agentId === null
          ? `/userroles/usermgt/index?keyword=${encodeURIComponent(r.email)}`
          : `/userroles/usermgt/expand/${r.agentId}`,
      exact: Boolean(r.exact),
    }),
  );
};
