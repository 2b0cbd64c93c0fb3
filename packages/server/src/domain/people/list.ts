import type { Contract, ParsedRequestOf } from '@bq/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { orgs, users } from '../../db/schema.js';
import { agentAdminConfigs, agentProfiles, agents } from '../../db/schema-people.js';
import type { CsvValue } from '../../export/csv.js';

export type AgentFilters = Omit<
  ParsedRequestOf<Contract['agentInfo']['getAgent']>,
  'pageNum' | 'pageSize'
>;

const branch = alias(orgs, 'branch');

/**
 * The WHERE of the Users list, the inline export and the background export (same filters): every
 * staff person, agent or not (tourists are the public, not the office's people). The
 * agent filters (status, relation, branch, licence) match only people with an office record.
 */
export function agentWhere(f: AgentFilters, today: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.keyword) {
    const p = containsPattern(f.keyword, { lower: true });
    parts.push(
      sql`(lower(${users.name}) LIKE ${p} ESCAPE '\\' OR lower(${users.email}) LIKE ${p} ESCAPE '\\'
        OR lower(coalesce(${agentProfiles.englishName}, '')) LIKE ${p} ESCAPE '\\'
        OR lower(coalesce(${agentProfiles.chineseName}, '')) LIKE ${p} ESCAPE '\\'
        OR lower(${agents.licenseNo}) LIKE ${p} ESCAPE '\\')`,
    );
  }
  if (f.agentStatus !== undefined) parts.push(eq(agents.agentStatus, f.agentStatus));
  if (f.relStatus !== undefined) parts.push(eq(agents.relStatus, f.relStatus));
  if (f.branchId !== undefined) parts.push(eq(agents.branchId, f.branchId));
  // Every role the person holds: a lecturer is found under Lecturer whether or not they have an
  // office record (whose own role field is unset for most people).
  if (f.roleId !== undefined) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = ${users.id} AND ur.role_id = ${f.roleId})`,
    );
  }
  if (f.expiringWithinDays !== undefined) {
    parts.push(
      sql`${agentProfiles.licenseExpiresOn} <= ${today}::date + ${f.expiringWithinDays}::int`,
    );
  }
  return and(eq(users.kind, 'staff'), ...parts);
}

const columns = {
  agentId: agents.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  englishName: sql<string>`coalesce(${agentProfiles.englishName}, '')`,
  chineseName: sql<string>`coalesce(${agentProfiles.chineseName}, '')`,
  phone: sql<string>`coalesce(${agentProfiles.phone}, '')`,
  agentStatus: agents.agentStatus,
  relStatus: agents.relStatus,
  licenseNo: sql<string>`coalesce(${agents.licenseNo}, '')`,
  licenseExpiresOn: agentProfiles.licenseExpiresOn,
  branchId: agents.branchId,
  branchName: branch.name,
  roleId: sql<number | null>`coalesce(${agentAdminConfigs.roleId}, ${users.activeRoleId})`,
  roleName: sql<string | null>`(SELECT string_agg(r.name, ', ' ORDER BY r.name)
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${users.id})`,
  companyEmail: agentAdminConfigs.companyEmail,
};

function joined(db: Db | Tx) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .leftJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .leftJoin(branch, eq(branch.id, agents.branchId));
}

export type AgentListRow = Awaited<ReturnType<typeof page>>[number];

export function countAgents(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .leftJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
}

export function page(db: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return joined(db).where(where).orderBy(users.id).limit(limit).offset(offset);
}

/** The next `limit` rows after user `afterId` (keyset: a background export never re-reads a page). */
export function batchAfter(db: Db | Tx, where: SQL | undefined, afterId: number, limit: number) {
  return joined(db)
    .where(and(where, gt(users.id, afterId)))
    .orderBy(users.id)
    .limit(limit);
}

export const CSV_HEADER = [
  'Agent ID',
  'Name',
  'English name',
  'Chinese name',
  'E-mail',
  'Company e-mail',
  'Phone',
  'Agent status',
  'Active',
  'License no.',
  'License expires',
  'Branch',
  'Roles',
];

/** One agent as a CSV row; `csvLines` guards the cells. */
export function csvRow(r: AgentListRow): CsvValue[] {
  return [
    r.agentId ?? '',
    r.name,
    r.englishName,
    r.chineseName,
    r.email,
    r.companyEmail ?? '',
    r.phone,
    r.agentStatus ?? '',
    r.relStatus === null ? '' : r.relStatus === 1 ? 'yes' : 'no',
    r.licenseNo,
    r.licenseExpiresOn ?? '',
    r.branchName ?? '',
    r.roleName ?? '',
  ];
}
