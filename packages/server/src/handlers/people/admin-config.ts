import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { orgs, roles, userRoles, users } from '../../db/schema.js';
import {
  adminHistory,
  agentActivities,
  agentAdminConfigs,
  agentProfiles,
} from '../../db/schema-people.js';
import { commissionPlanNamed } from '../../domain/finance/commissions.js';
import { companyEmailFor } from '../../domain/people/company-email.js';
import { type Change, record } from '../../domain/people/history.js';
import { same } from '../../domain/people/personal.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import { type AgentRow, agentFor, assertNotSelf } from './access.js';

const duty = alias(roles, 'duty');

async function configOf(db: Db | Tx, agent: AgentRow) {
  const [row] = await db
    .select({
      config: agentAdminConfigs,
      roleName: roles.name,
      dutyId: duty.id,
      dutyName: duty.name,
    })
    .from(agentAdminConfigs)
    .leftJoin(roles, eq(roles.id, agentAdminConfigs.roleId))
    .leftJoin(duty, eq(duty.id, roles.parentId))
    .where(eq(agentAdminConfigs.agentId, agent.id));
  const [b] = agent.branchId
    ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, agent.branchId))
    : [];
  return {
    agentId: agent.id,
    mentorCertificate: row?.config.mentorCertificate ?? 0,
    companyEmail: row?.config.companyEmail ?? null,
    boardMember: row?.config.boardMember ?? false,
    roleId: row?.config.roleId ?? null,
    roleName: row?.roleName ?? null,
    dutyId: row?.dutyId ?? null,
    dutyName: row?.dutyName ?? null,
    branchId: agent.branchId,
    branchName: b?.name ?? null,
    commissionPlan: row?.config.commissionPlan ?? '',
    comment: row?.config.comment ?? '',
    exists: Boolean(row),
  };
}

const shape = ({ exists: _, ...c }: Awaited<ReturnType<typeof configOf>>) => c;

async function checkRefs(
  tx: Tx,
  v: {
    roleId?: number;
    branchId?: number | null;
    companyEmail?: string | null;
    commissionPlan?: string;
  },
  agentId: number,
) {
  // The plan prices the agent's closings: a name finance has no plan of would refuse
  // them, so it is refused here, where it is typed. Empty: the office's default plan.
  if (v.commissionPlan?.trim() && !(await commissionPlanNamed(tx, v.commissionPlan)))
    throw fieldRefused('commissionPlan', "is not one of the office's commission plans");
  if (v.roleId !== undefined) {
    const [r] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, v.roleId));
    if (!r) throw fieldRefused('roleId', 'is not a role');
  }
  if (v.branchId != null) {
    const [b] = await tx
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, v.branchId), eq(orgs.type, 2)));
    if (!b) throw fieldRefused('branchId', 'is not a branch');
  }
  if (v.companyEmail) {
    const [taken] = await tx
      .select({ id: agentAdminConfigs.agentId })
      .from(agentAdminConfigs)
      .where(eq(agentAdminConfigs.companyEmail, v.companyEmail));
    if (taken && taken.id !== agentId)
      throw fieldRefused('companyEmail', 'belongs to another agent');
  }
}

/** Applies office fields; the role also becomes one of the agent's user roles. */
async function applyConfig(
  tx: Tx,
  agent: AgentRow,
  before: Awaited<ReturnType<typeof configOf>>,
  v: {
    roleId?: number;
    branchId?: number | null;
    companyEmail?: string | null;
    mentorCertificate?: 0 | 1;
    commissionPlan?: string;
  },
  now: Date,
): Promise<Change[]> {
  const changes: Change[] = [];
  const { branchId, ...config } = v;
  for (const [field, after] of Object.entries(v)) {
    if (after === undefined) continue;
    const prev = before[field as keyof typeof before];
    if (!same(prev, after)) changes.push({ field, before: prev, after });
  }
  if (branchId !== undefined && branchId !== agent.branchId) {
    await tx.execute(
      sql`UPDATE agents SET branch_id = ${branchId}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${agent.id}`,
    );
  }
  const set = Object.fromEntries(Object.entries(config).filter(([, x]) => x !== undefined));
  if (Object.keys(set).length > 0) {
    await tx.update(agentAdminConfigs).set(set).where(eq(agentAdminConfigs.agentId, agent.id));
  }
  if (v.roleId !== undefined) {
    await tx
      .insert(userRoles)
      .values({ userId: agent.userId, roleId: v.roleId })
      .onConflictDoNothing();
  }
  return changes;
}

export const agentAdminConfig: FamilyHandlers<'agentAdminConfig'> = {
  async getByAgentId({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    return shape(await configOf(ctx.db, agent));
  },

  async getRel({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const c = await configOf(ctx.db, agent);
    const held = await rows<{ roleId: number; roleName: string }>(
      ctx.db,
      sql`SELECT r.id AS "roleId", r.name AS "roleName" FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id
        WHERE ur.user_id = ${agent.userId}
        ORDER BY (r.id = u.active_role_id) DESC, r.name, r.id`,
    );
    return {
      agentId: agent.id,
      userId: agent.userId,
      relStatus: agent.relStatus,
      roleId: c.roleId,
      roleName: c.roleName,
      dutyId: c.dutyId,
      dutyName: c.dutyName,
      branchId: c.branchId,
      branchName: c.branchName,
      roles: held,
    };
  },

  async add({ agentId, comment, ...v }, ctx) {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      const [exists] = await tx
        .select({ id: agentAdminConfigs.agentId })
        .from(agentAdminConfigs)
        .where(eq(agentAdminConfigs.agentId, agent.id));
      if (exists) throw conflict('This agent already has an admin config; edit it instead');
      await checkRefs(tx, v, agent.id);
      await tx.insert(agentAdminConfigs).values({ agentId: agent.id, comment });
      const before = await configOf(tx, agent);
      const changes = await applyConfig(tx, agent, before, v, now);
      if (comment !== '') changes.push({ field: 'comment', before: '', after: comment });
      await record(tx, agent.id, changes, { userId: ctx.user.userId, at: now, source: 'office' });
      return shape(await configOf(tx, { ...agent, branchId: v.branchId ?? agent.branchId }));
    });
  },

  async edit({ agentId, ...v }, ctx) {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      const before = await configOf(tx, agent);
      if (!before.exists) throw notFound('Admin config of this agent (add it first)');
      await checkRefs(tx, v, agent.id);
      const changes = await applyConfig(tx, agent, before, v, now);
      await record(tx, agent.id, changes, { userId: ctx.user.userId, at: now, source: 'office' });
      const after = await configOf(tx, {
        ...agent,
        branchId: v.branchId === undefined ? agent.branchId : v.branchId,
      });
      return { ...shape(after), changed: changes.map((c) => c.field) };
    });
  },

  async getActivityList({ agentId, pageNum, pageSize }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const where = eq(agentActivities.agentId, agent.id);
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentActivities)
      .where(where);
    const list = await ctx.db
      .select()
      .from(agentActivities)
      .where(where)
      .orderBy(desc(agentActivities.happenedOn), desc(agentActivities.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: list.map((a) => ({
        id: a.id,
        kind: a.kind,
        title: a.title,
        happenedOn: a.happenedOn,
        note: a.note,
        createdBy: a.createdBy,
        createdAt: a.createdAt.toISOString(),
      })),
    };
  },

  async generateCompanyEmail({ agentId }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const [p] = await ctx.db
      .select({
        english: agentProfiles.englishName,
        legal: agentProfiles.legalName,
        user: users.name,
      })
      .from(users)
      .leftJoin(agentProfiles, eq(agentProfiles.agentId, agent.id))
      .where(eq(users.id, agent.userId));
    const name = p?.english || p?.legal || p?.user || '';
    const companyEmail = await ctx.db.transaction((tx) => companyEmailFor(tx, name));
    return { agentId: agent.id, companyEmail };
  },

  async addActivityInfo({ agentId, ...a }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const [row] = await ctx.db
      .insert(agentActivities)
      .values({ agentId: agent.id, ...a, createdBy: ctx.user.userId, createdAt: ctx.now() })
      .returning({ id: agentActivities.id });
    if (!row) throw new Error('activity insert returned nothing');
    return { id: row.id };
  },

  async adminConfigRecord({ agentId, pageNum, pageSize }, ctx) {
    const agent = await agentFor(ctx.db, ctx.user, agentId);
    const where = eq(adminHistory.agentId, agent.id);
    const [total] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminHistory)
      .where(where);
    const list = await ctx.db
      .select({ h: adminHistory, byName: users.name })
      .from(adminHistory)
      .leftJoin(users, eq(users.id, adminHistory.byUser))
      .where(where)
      .orderBy(desc(adminHistory.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      total: total?.n ?? 0,
      list: list.map(({ h, byName }) => ({
        id: h.id,
        field: h.field,
        before: h.before,
        after: h.after,
        source: h.source,
        stashId: h.stashId,
        byUserId: h.byUser,
        byName: byName ?? '',
        at: h.at.toISOString(),
      })),
    };
  },

  async editComment({ agentId, comment }, ctx) {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const agent = await agentFor(tx, ctx.user, agentId, true);
      assertNotSelf(ctx.user, agent, 'admin config');
      const before = await configOf(tx, agent);
      if (!before.exists) {
        await tx.insert(agentAdminConfigs).values({ agentId: agent.id, comment });
      } else {
        await tx
          .update(agentAdminConfigs)
          .set({ comment })
          .where(eq(agentAdminConfigs.agentId, agent.id));
      }
      if (before.comment !== comment) {
        await record(tx, agent.id, [{ field: 'comment', before: before.comment, after: comment }], {
          userId: ctx.user.userId,
          at: now,
          source: 'office',
        });
      }
      return { agentId: agent.id, comment };
    });
  },

  async statisticalByDuty(_input, ctx) {
    const list = await rows<{ dutyId: number | null; dutyName: string | null; agents: number }>(
      ctx.db,
      sql`SELECT d.id AS "dutyId", d.name AS "dutyName", count(*)::int AS agents
        FROM agents a LEFT JOIN agent_admin_configs c ON c.agent_id = a.id
        LEFT JOIN roles r ON r.id = c.role_id LEFT JOIN roles d ON d.id = r.parent_id
        WHERE a.rel_status = 1
        GROUP BY d.id, d.name ORDER BY d.name NULLS LAST`,
    );
    return { list: list.map((r) => ({ ...r, dutyName: r.dutyName ?? 'No duty' })) };
  },
};
