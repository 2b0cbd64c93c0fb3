import type { Contract, ParsedRequestOf } from '@bq/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { orgs, roles, users } from '../../db/schema.js';
import { agentAdminConfigs, agentProfiles, agents } from '../../db/schema-people.js';
import type { CsvValue } from '../../export/csv.js';

export type AgentFilters = Omit<
  ParsedRequestOf<Contract['agentInfo']['getAgent']>,
  'pageNum' | 'pageSize'
>;

const branch = alias(orgs, 'branch');

/** The WHERE of the agent list, the inline export and the background export (same filters). */
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
  if (f.roleId !== undefined) parts.push(eq(agentAdminConfigs.roleId, f.roleId));
  if (f.expiringWithinDays !== undefined) {
    parts.push(
      sql`${agentProfiles.licenseExpiresOn} <= ${today}::date + ${f.expiringWithinDays}::int`,
    );
  }
  return and(...parts);
}

const columns = {
  agentId: agents.id,
  userId: agents.userId,
  name: users.name,
  email: users.email,
  englishName: sql<string>`coalesce(${agentProfiles.englishName}, '')`,
  chineseName: sql<string>`coalesce(${agentProfiles.chineseName}, '')`,
  phone: sql<string>`coalesce(${agentProfiles.phone}, '')`,
  agentStatus: agents.agentStatus,
  relStatus: agents.relStatus,
  licenseNo: agents.licenseNo,
  licenseExpiresOn: agentProfiles.licenseExpiresOn,
  branchId: agents.branchId,
  branchName: branch.name,
  roleId: agentAdminConfigs.roleId,
  roleName: roles.name,
  companyEmail: agentAdminConfigs.companyEmail,
};

function joined(db: Db | Tx) {
  return db
    .select(columns)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .leftJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .leftJoin(branch, eq(branch.id, agents.branchId))
    .leftJoin(roles, eq(roles.id, agentAdminConfigs.roleId));
}

export type AgentListRow = Awaited<ReturnType<typeof page>>[number];

export function countAgents(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .leftJoin(agentAdminConfigs, eq(agentAdminConfigs.agentId, agents.id))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
}

export function page(db: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return joined(db).where(where).orderBy(agents.id).limit(limit).offset(offset);
}

/** The next `limit` rows after `afterId` (keyset: a background export never re-reads a page). */
export function batchAfter(db: Db | Tx, where: SQL | undefined, afterId: number, limit: number) {
  return joined(db)
    .where(and(where, gt(agents.id, afterId)))
    .orderBy(agents.id)
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
  'Role',
];

/** One agent as a CSV row; `csvLines` guards the cells. */
export function csvRow(r: AgentListRow): CsvValue[] {
  return [
    r.agentId,
    r.name,
    r.englishName,
    r.chineseName,
    r.email,
    r.companyEmail ?? '',
    r.phone,
    r.agentStatus,
    r.relStatus === 1 ? 'yes' : 'no',
    r.licenseNo,
    r.licenseExpiresOn ?? '',
    r.branchName ?? '',
    r.roleName ?? '',
  ];
}
