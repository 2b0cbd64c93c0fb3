import type { Contract, ParsedRequestOf } from '@bq/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern } from '../../db/query-helpers.js';
import { orgs, roles, users } from '../../db/schema.js';
import { adminConfigRows, agentProfiles, agentRows } from '../../db/schema-people.js';
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
        OR lower(${agentRows.licenseNo}) LIKE ${p} ESCAPE '\\')`,
    );
  }
  if (f.agentStatus !== undefined) parts.push(eq(agentRows.agentStatus, f.agentStatus));
  if (f.relStatus !== undefined) parts.push(eq(agentRows.relStatus, f.relStatus));
  if (f.branchId !== undefined) parts.push(eq(agentRows.branchId, f.branchId));
  if (f.roleId !== undefined) parts.push(eq(adminConfigRows.roleId, f.roleId));
  if (f.expiringWithinDays !== undefined) {
    parts.push(
      sql`${agentProfiles.licenseExpiresOn} <= ${today}::date + ${f.expiringWithinDays}::int`,
    );
  }
  return and(...parts);
}

const columns = {
  agentId: agentRows.id,
  userId: agentRows.userId,
  name: users.name,
  email: users.email,
  englishName: sql<string>`coalesce(${agentProfiles.englishName}, '')`,
  chineseName: sql<string>`coalesce(${agentProfiles.chineseName}, '')`,
  phone: sql<string>`coalesce(${agentProfiles.phone}, '')`,
  agentStatus: agentRows.agentStatus,
  relStatus: agentRows.relStatus,
  licenseNo: agentRows.licenseNo,
  licenseExpiresOn: agentProfiles.licenseExpiresOn,
  branchId: agentRows.branchId,
  branchName: branch.name,
  roleId: adminConfigRows.roleId,
  roleName: roles.name,
  companyEmail: adminConfigRows.companyEmail,
};

function joined(db: Db | Tx) {
  return db
    .select(columns)
    .from(agentRows)
    .innerJoin(users, eq(users.id, agentRows.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agentRows.id))
    .leftJoin(adminConfigRows, eq(adminConfigRows.agentId, agentRows.id))
    .leftJoin(branch, eq(branch.id, agentRows.branchId))
    .leftJoin(roles, eq(roles.id, adminConfigRows.roleId));
}

export type AgentListRow = Awaited<ReturnType<typeof page>>[number];

export function countAgents(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentRows)
    .innerJoin(users, eq(users.id, agentRows.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agentRows.id))
    .leftJoin(adminConfigRows, eq(adminConfigRows.agentId, agentRows.id))
    .where(where)
    .then((r) => r[0]?.n ?? 0);
}

export function page(db: Db | Tx, where: SQL | undefined, limit: number, offset: number) {
  return joined(db).where(where).orderBy(agentRows.id).limit(limit).offset(offset);
}

/** The next `limit` rows after `afterId` (keyset: a background export never re-reads a page). */
export function batchAfter(db: Db | Tx, where: SQL | undefined, afterId: number, limit: number) {
  return joined(db)
    .where(and(where, gt(agentRows.id, afterId)))
    .orderBy(agentRows.id)
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
